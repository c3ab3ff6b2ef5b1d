import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CustomerStatus } from '@iot/shared/admin-customers';

/** Whether a customer (a company or a tenant user) may sign in: the customers list and a tenant's users. */
export function CustomerStatusChip({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color={status === 'active' ? 'success' : 'error'} label={t(`customers.statuses.${status}`)} />
  );
}
