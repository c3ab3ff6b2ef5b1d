import RemoveIcon from '@mui/icons-material/PersonRemoveOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerLicense, LicenseMember } from '@iot/shared/licenses';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import {
  useCompanyLicenseMembers,
  useCompanyLicenses,
  useGiveCompanySeat,
  useTakeBackCompanySeat,
} from '../api/company-licenses.ts';
import { LicenseSummary } from './license-summary.tsx';
import { LicensesSection } from './licenses-section.tsx';

type License = WithId<CustomerLicense>;
type Member = WithId<LicenseMember>;

/**
 * SPEC §2 /licenses for a company account: the licenses it holds, who holds their seats, and giving
 * a free seat to (or taking one back from) a user of one of its tenants.
 */
export function CompanyLicenses() {
  const { t } = useTranslation();
  const { licenses, shown } = useCompanyLicenses();
  const items = licenses.data ?? [];
  const anySeatFree = items.some((license) => license.status === 'active' && license.seatsAvailable > 0);
  const members = useCompanyLicenseMembers(shown && anySeatFree);
  if (!shown) return null;
  return (
    <LicensesSection
      name="company-licenses"
      title={t('store.companyLicenses.title')}
      description={t('store.companyLicenses.description')}
      empty={t('store.companyLicenses.empty')}
      query={licenses}
      count={items.length}
      cardWidth={340}
    >
      {items.map((license) => (
        <CompanyLicenseCard key={license.id} license={license} members={members.data ?? []} />
      ))}
    </LicensesSection>
  );
}

function CompanyLicenseCard({ license, members }: { license: License; members: Member[] }) {
  const { t } = useTranslation();
  const notify = useAlert();
  const give = useGiveCompanySeat(license.id);
  const takeBack = useTakeBackCompanySeat(license.id);
  const [userId, setUserId] = useState('');
  const assignments = license.assignments ?? [];
  const holders = new Set(assignments.map((assignment) => assignment.user.id));
  const free = members.filter((member) => !holders.has(member.id));
  const note =
    license.status !== 'active'
      ? t('store.companyLicenses.notUsable')
      : license.seatsAvailable <= 0
        ? t('store.companyLicenses.full')
        : members.length === 0
          ? t('store.companyLicenses.noMembers')
          : free.length === 0
            ? t('store.companyLicenses.everyoneHasOne')
            : null;
  const fail = (error: unknown) => notify({ type: 'error', message: errorMessageOf(error) });
  const giveSeat = () => {
    const member = free.find((one) => one.id === userId);
    give.mutate(userId, {
      onSuccess: () => {
        notify({ type: 'success', message: t('store.companyLicenses.given', { name: member?.name ?? '' }) });
        setUserId('');
      },
      onError: fail,
    });
  };
  const takeBackSeat = (assignmentId: string) =>
    takeBack.mutate(assignmentId, {
      onSuccess: () => notify({ type: 'success', message: t('store.companyLicenses.takenBack') }),
      onError: fail,
    });

  return (
    <Paper
      variant="outlined"
      sx={{ p: 2, display: 'grid', gap: 1.25, alignContent: 'start' }}
      data-testid="company-license"
      data-license-id={license.id}
    >
      <LicenseSummary license={license} />
      <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
        {t('store.companyLicenses.holders')}
      </Typography>
      {assignments.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('store.companyLicenses.noHolders')}
        </Typography>
      ) : (
        <List dense disablePadding aria-label={t('store.companyLicenses.holders')}>
          {assignments.map((assignment) => (
            <ListItem
              key={assignment.id}
              disableGutters
              divider
              data-testid="company-license-holder"
              secondaryAction={
                <Tooltip title={t('store.companyLicenses.takeBackOf', { name: assignment.user.name })}>
                  <IconButton
                    edge="end"
                    aria-label={t('store.companyLicenses.takeBackOf', { name: assignment.user.name })}
                    disabled={takeBack.isPending}
                    onClick={() => takeBackSeat(assignment.id)}
                  >
                    <RemoveIcon />
                  </IconButton>
                </Tooltip>
              }
            >
              <ListItemText
                primary={assignment.user.name}
                secondary={`${assignment.user.tenant.tenantName} · ${assignment.user.username}`}
                slotProps={{ primary: { noWrap: true }, secondary: { noWrap: true } }}
              />
            </ListItem>
          ))}
        </List>
      )}
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'flex-start', mt: 0.5 }}>
          <TextField
            select
            size="small"
            label={t('store.companyLicenses.user')}
            value={userId}
            onChange={(event) => setUserId(event.target.value)}
            sx={{ flex: '1 1 200px', minWidth: 0 }}
            slotProps={{ htmlInput: { 'data-testid': 'company-license-user' } }}
          >
            {free.map((member) => (
              <MenuItem key={member.id} value={member.id}>
                {member.name} ({member.tenant.tenantName})
              </MenuItem>
            ))}
          </TextField>
          <Button
            variant="contained"
            disabled={!userId}
            loading={give.isPending}
            onClick={giveSeat}
            data-testid="company-license-give"
          >
            {t('store.companyLicenses.give')}
          </Button>
        </Box>
      )}
    </Paper>
  );
}
