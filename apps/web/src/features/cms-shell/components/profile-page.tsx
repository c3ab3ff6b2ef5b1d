import Paper from '@mui/material/Paper';
import { useTranslation } from 'react-i18next';
import { displayName } from '@iot/shared/auth';
import { useAdminProfile } from '../../../api/auth/admin-session.ts';
import { ChipList, DetailList } from '../../../components/detail-list.tsx';
import { PageLoading } from '../../../components/page-loading.tsx';
import { useStaffLabels } from '../../../lib/use-staff-labels.ts';
import { CmsPageHeader } from './cms-page-header.tsx';

/** /cms/profile: the signed-in administrator's profile, as /admins/admins/myProfile answers it. */
export function ProfilePage() {
  const { t } = useTranslation();
  const { data: admin } = useAdminProfile();
  const labels = useStaffLabels();
  if (!admin) return <PageLoading />;
  const name = displayName({ ...admin, username: admin.email });
  const rows = [
    { label: t('cms.profile.name'), value: name },
    { label: t('cms.profile.email'), value: <span dir="ltr">{admin.email}</span> },
    { label: t('cms.profile.language'), value: t(`cms.profile.languages.${admin.language}`) },
    { label: t('cms.profile.roles'), value: <ChipList items={admin.roles.map(labels.role)} empty="—" /> },
    {
      label: t('cms.profile.permissions'),
      value: <ChipList items={admin.permissions.map(labels.permission)} empty="—" />,
    },
  ];
  return (
    <>
      <CmsPageHeader title={t('cms.profile.title')} />
      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }} data-testid="admin-profile">
        <DetailList rows={rows} />
      </Paper>
    </>
  );
}
