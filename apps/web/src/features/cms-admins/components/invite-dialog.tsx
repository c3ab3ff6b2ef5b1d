import { useId } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { supportedLanguageCodes } from '@iot/shared/languages';
import { staffInviteBodySchema, staffRoles } from '@iot/shared/staff-roles';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { showServerErrorOnFields } from '../../../components/forms/server-errors.ts';
import { useFieldProps } from '../../../lib/use-field-props.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useStaffLabels } from '../../../lib/use-staff-labels.ts';
import { useInviteStaffMember } from '../api/staff.ts';

type Values = z.input<typeof staffInviteBodySchema>;
const fieldNames: FieldPath<Values>[] = ['email', 'firstName', 'lastName', 'role'];

/** Invites an administrator by e-mail with a role; the mail's code sets the password on /cms-invite. */
export function InviteDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const language = useLanguage();
  const labels = useStaffLabels();
  const notify = useAlert();
  const invite = useInviteStaffMember();
  const form = useForm<Values, unknown, z.output<typeof staffInviteBodySchema>>({
    resolver: zodResolver(staffInviteBodySchema),
    defaultValues: { email: '', firstName: '', lastName: '', role: 'read-only', language },
  });
  const field = useFieldProps(form);
  const close = () => {
    if (invite.isPending) return;
    onClose();
  };
  const submit = form.handleSubmit(async (body) => {
    try {
      const { data } = await invite.mutateAsync(body);
      notify({ type: 'success', message: t('staff.invite.sent', { email: data.email }) });
      form.reset();
      onClose();
    } catch (error) {
      showServerErrorOnFields(error, form.setError, fieldNames);
      notify({ type: 'error', message: errorMessageOf(error) });
    }
  });

  return (
    <Dialog
      open={open}
      onClose={close}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="sm"
      data-testid="staff-invite-dialog"
    >
      <DialogTitle id={titleId}>{t('staff.invite.title')}</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('staff.invite.help')}
          </Typography>
          <TextField
            {...field('email')}
            label={t('staff.fields.email')}
            type="email"
            autoFocus
            slotProps={{ htmlInput: { dir: 'ltr', 'data-testid': 'staff-invite-email' } }}
          />
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
            <TextField {...field('firstName')} label={t('staff.fields.firstName')} />
            <TextField {...field('lastName')} label={t('staff.fields.lastName')} />
          </Box>
          <Controller
            control={form.control}
            name="role"
            render={({ field: role }) => (
              <TextField
                select
                label={t('staff.fields.role')}
                value={role.value}
                onChange={role.onChange}
                helperText={t(`staff.roleDescriptions.${role.value}`)}
                slotProps={{ select: { SelectDisplayProps: { 'data-testid': 'staff-invite-role' } as object } }}
              >
                {staffRoles.map((option) => (
                  <MenuItem key={option} value={option}>
                    {labels.role(option)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <Controller
            control={form.control}
            name="language"
            render={({ field: chosen }) => (
              <TextField select label={t('staff.fields.language')} value={chosen.value} onChange={chosen.onChange}>
                {supportedLanguageCodes.map((code) => (
                  <MenuItem key={code} value={code}>
                    {t(`staff.languages.${code}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={invite.isPending}>
            {t('catalog.actions.cancel')}
          </Button>
          <Button type="submit" variant="contained" loading={invite.isPending} data-testid="staff-invite-submit">
            {t('staff.invite.submit')}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
