import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { displayName } from '@iot/shared/auth';
import { useAdminProfile } from '../../../api/auth/admin-session.ts';
import { ChipList, DetailList } from '../../../components/detail-list.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { CmsPageHeader } from './cms-page-header.tsx';

/** The signed-in administrator's profile, as /admins/admins/myProfile answers it. */
export function DashboardPage() {
  const { t } = useTranslation();
  const { data: admin } = useAdminProfile();
  if (!admin) return <PageLoading />;
  const name = displayName({ ...admin, username: admin.email });
  const rows = [
    { label: t('cms.dashboard.name'), value: name },
    { label: t('cms.dashboard.email'), value: <span dir="ltr">{admin.email}</span> },
    { label: t('cms.dashboard.language'), value: t(`cms.dashboard.languages.${admin.language}`) },
    { label: t('cms.dashboard.roles'), value: <ChipList items={admin.roles} empty="—" /> },
    { label: t('cms.dashboard.permissions'), value: <ChipList items={admin.permissions} empty="—" /> },
  ];
  return (
    <>
      <CmsPageHeader title={t('cms.dashboard.title')} subtitle={t('cms.dashboard.welcome', { name })} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }} data-testid="admin-profile">
        <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
          {t('cms.dashboard.profile')}
        </Typography>
        <DetailList rows={rows} />
      </Paper>
    </>
  );
}
