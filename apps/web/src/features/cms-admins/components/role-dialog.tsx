import { useId, useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName } from '@iot/shared/auth';
import { staffRoles, type StaffRole } from '@iot/shared/staff-roles';
import { localizeMessage } from '@iot/shared/validation-messages';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStaffLabels } from '../../../lib/use-staff-labels.ts';
import { useChangeStaffAccess, type StaffRow } from '../api/staff.ts';

/** Gives an administrator another role; each role is shown with what it may do. */
export function RoleDialog({ member, onClose }: { member: StaffRow | null; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const language = useLanguage();
  const labels = useStaffLabels();
  const notify = useAlert();
  const access = useChangeStaffAccess();
  const [picked, setPicked] = useState<StaffRole | null>(null);
  const role = picked ?? member?.role ?? 'read-only';
  const close = () => {
    if (access.isPending) return;
    onClose();
  };
  const save = () => {
    if (!member) return;
    access.mutate(
      { id: member.id, role },
      {
        onSuccess: () => {
          notify({ type: 'success', message: t('staff.updated') });
          onClose();
        },
        onError: (error) => notify({ type: 'error', message: localizeMessage(errorMessageOf(error), language) }),
      },
    );
  };
  const name = member ? displayName({ ...member, username: member.email }) : '';
  return (
    <Dialog
      open={member !== null}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="xs"
      slotProps={{ transition: { onExited: () => setPicked(null) } }}
      data-testid="staff-role-dialog"
    >
      <DialogTitle id={titleId}>{t('staff.roleDialog.title', { name })}</DialogTitle>
      <DialogContent>
        <RadioGroup
          aria-labelledby={titleId}
          value={role}
          onChange={(event) => setPicked(event.target.value as StaffRole)}
        >
          {staffRoles.map((option) => (
            <FormControlLabel
              key={option}
              value={option}
              control={<Radio />}
              sx={{ alignItems: 'flex-start', py: 0.5, '& .MuiRadio-root': { pt: 0.25 } }}
              label={
                <>
                  <Typography component="span" sx={{ display: 'block', fontWeight: 600 }}>
                    {labels.role(option)}
                  </Typography>
                  <Typography component="span" variant="body2" color="text.secondary">
                    {t(`staff.roleDescriptions.${option}`)}
                  </Typography>
                </>
              }
            />
          ))}
        </RadioGroup>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('staff.roleDialog.note')}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={close} disabled={access.isPending}>
          {t('catalog.actions.cancel')}
        </Button>
        <Button
          variant="contained"
          onClick={save}
          disabled={role === member?.role}
          loading={access.isPending}
          data-testid="staff-role-save"
        >
          {t('staff.roleDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
