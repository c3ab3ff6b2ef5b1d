import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { LicenseStatus } from '@iot/shared/licenses';

const colors = { active: 'success', suspended: 'warning', revoked: 'error', expired: 'default' } as const;

/** A license allocation's status, in the storefront's and the back office's words alike. */
export function LicenseStatusChip({ status }: { status: LicenseStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[status]}
      variant={status === 'expired' ? 'outlined' : 'filled'}
      label={t(`store.licenses.statuses.${status}`)}
      data-testid="license-status"
    />
  );
}
