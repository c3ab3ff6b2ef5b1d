import { useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import EditIcon from '@mui/icons-material/EditOutlined';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useTranslation } from 'react-i18next';
import { customerPermissions, customerRoles, displayName, initials } from '@iot/shared/auth';
import { useCurrentCustomer } from '../../../api/auth/customer-session.ts';
import { useCountryName } from '../../../components/address/api/countries.ts';
import { ChipList, DetailList, type DetailRow } from '../../../components/detail-list.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { brand } from '../../../lib/brand.ts';
import { storePortalProfileUrl } from '../../../lib/config.ts';
import { localizePhoneNumber } from '../../../lib/format.ts';
import { PageHead } from '../../../components/page-head.tsx';
import { useLanguage } from '../../../lib/use-language.ts';
import { AddressBook } from './address-book.tsx';
import { ChangePasswordSection } from './change-password-section.tsx';
import { PaymentMethodsBook } from './payment-methods-book.tsx';
import { ProfileEditDialog } from './profile-edit-dialog.tsx';

/**
 * SPEC §2 /profile: the marketplace user's details (every SPEC §3 field), edited here (avatar, title,
 * names, phone, language) with the password changed below; the store portal's own profile is linked
 * only when the build names its URL (SPEC §7 configuration). The address book and saved payment
 * methods appear for the brands that have them (SPEC §6).
 */
export function ProfilePage() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: user, isPending, isError, refetch } = useCurrentCustomer();
  const [editing, setEditing] = useState(false);
  const country = useCountryName(user?.address?.country);
  const head = <PageHead title={t('account.title')} />;

  if (isPending)
    return (
      <>
        {head}
        <PageLoading />
      </>
    );
  if (isError || !user) {
    return (
      <>
        {head}
        <Container maxWidth="md" sx={{ py: 6 }}>
          <Alert
            severity="error"
            action={
              <Button color="inherit" onClick={() => void refetch()}>
                {t('common.retry')}
              </Button>
            }
          >
            {t('account.loadFailed')}
          </Alert>
        </Container>
      </>
    );
  }

  const none = t('account.none');
  const text = (value: string | null | undefined): ReactNode => (value && value.trim() ? value : none);
  const ltr = (value: string | null | undefined): ReactNode => (value ? <span dir="ltr">{value}</span> : none);
  const name = displayName(user);

  const personal: DetailRow[] = [
    { label: t('account.fields.title'), value: text(user.title) },
    { label: t('account.fields.firstName'), value: text(user.firstName) },
    { label: t('account.fields.lastName'), value: text(user.lastName) },
    { label: t('account.fields.username'), value: ltr(user.username), testId: 'profile-username' },
    { label: t('account.fields.companyName'), value: text(user.companyName) },
    { label: t('account.fields.accountType'), value: t(`account.kinds.${user.kind}`), testId: 'profile-kind' },
  ];
  const contact: DetailRow[] = [
    { label: t('account.fields.email'), value: ltr(user.email), testId: 'profile-email' },
    {
      label: t('account.fields.phoneNumber'),
      value: user.phoneNumber
        ? `${localizePhoneNumber(user.phoneNumber.phoneNumber, language)} (${user.phoneNumber.isoCode})`
        : none,
    },
    { label: t('account.fields.country'), value: text(country), testId: 'profile-country' },
    { label: t('account.fields.city'), value: text(user.address?.city) },
    { label: t('account.fields.additionalDetails'), value: text(user.address?.additionalDetails) },
  ];
  const access: DetailRow[] = [
    {
      label: t('account.fields.roles'),
      value: (
        <ChipList
          items={user.roles.map((role) => labelOf(customerRoles, role, (key) => t(`account.roleNames.${key}`)))}
          empty={none}
        />
      ),
      testId: 'profile-roles',
    },
    {
      label: t('account.fields.permissions'),
      value: (
        <ChipList
          items={user.permissions.map((permission) =>
            labelOf(customerPermissions, permission, (key) => t(`account.permissionNames.${key}`)),
          )}
          empty={none}
        />
      ),
      testId: 'profile-permissions',
    },
  ];
  const tenant: DetailRow[] | null = user.tenant && [
    { label: t('account.fields.tenantName'), value: text(user.tenant.tenantName) },
    { label: t('account.fields.tenantId'), value: ltr(user.tenant.id), testId: 'profile-tenant-id' },
    { label: t('account.fields.tenantEmail'), value: ltr(user.tenant.email) },
    {
      label: t('account.fields.allowedDeviceProfileTypes'),
      value: <ChipList items={user.tenant.allowedDeviceProfileTypes} empty={none} />,
    },
    {
      label: t('account.fields.allowedNetworkServers'),
      value: <ChipList items={user.tenant.allowedNetworkServers} empty={none} />,
    },
  ];

  return (
    <>
      {head}
      <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 }, display: 'grid', gap: 3 }}>
        <Paper
          variant="outlined"
          sx={{ p: { xs: 2, md: 3 }, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2.5 }}
        >
          <Avatar
            src={user.avatar ?? undefined}
            alt={t('account.fields.avatar')}
            sx={{ width: 72, height: 72, bgcolor: 'primary.main', fontSize: 28 }}
          >
            {initials(user)}
          </Avatar>
          <Box sx={{ flexGrow: 1, minWidth: 200 }}>
            <Typography variant="h4" component="h1" sx={{ fontSize: { xs: 24, md: 32 } }}>
              {t('account.title')}
            </Typography>
            <Typography sx={{ fontWeight: 600 }} data-testid="profile-name">
              {name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {t('account.subtitle')}
            </Typography>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            <Button variant="contained" startIcon={<EditIcon />} onClick={() => setEditing(true)}>
              {t('book.profile.edit')}
            </Button>
            {storePortalProfileUrl && (
              <Button
                variant="outlined"
                endIcon={<OpenInNewIcon />}
                component="a"
                href={storePortalProfileUrl}
                target="_blank"
                rel="noopener"
              >
                {t('account.storePortal')}
              </Button>
            )}
          </Box>
        </Paper>
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, gap: 3 }}>
          <Section title={t('account.sections.personal')} rows={personal} />
          <Section title={t('account.sections.contact')} rows={contact} />
          <Section title={t('account.sections.access')} rows={access} />
          {tenant && <Section title={t('account.sections.tenant')} rows={tenant} />}
        </Box>
        <ChangePasswordSection account={user} />
        {brand.features.savedAddresses && <AddressBook />}
        {brand.features.savedPaymentMethods && <PaymentMethodsBook />}
      </Container>
      {editing && <ProfileEditDialog user={user} onClose={() => setEditing(false)} />}
    </>
  );
}

/** A key the API answers, labelled; a key this build does not know yet is shown as sent. */
function labelOf<Key extends string>(keys: readonly Key[], value: string, label: (key: Key) => string): string {
  return (keys as readonly string[]).includes(value) ? label(value as Key) : value;
}

function Section({ title, rows }: { title: string; rows: DetailRow[] }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      <DetailList rows={rows} />
    </Paper>
  );
}
