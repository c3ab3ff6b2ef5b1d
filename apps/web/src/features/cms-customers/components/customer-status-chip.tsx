import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { CustomerStatus } from '@iot/shared/admin-customers';

export function CustomerStatusChip({ status }: { status: CustomerStatus }) {
  const { t } = useTranslation();
  return (
    <Chip size="small" color={status === 'active' ? 'success' : 'error'} label={t(`customers.statuses.${status}`)} />
  );
}
