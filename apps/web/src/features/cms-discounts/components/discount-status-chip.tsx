import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';
import type { DiscountStatus } from '@iot/shared/discounts';

const colors = { active: 'success', used: 'info', inactive: 'default', expired: 'warning' } as const;

/** SPEC §4 discount statuses: active, used, inactive, expired. */
export function DiscountStatusChip({ status }: { status: DiscountStatus }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      color={colors[status]}
      label={t(`discounts.statuses.${status}`)}
      data-testid="discount-status"
      variant={status === 'inactive' ? 'outlined' : 'filled'}
    />
  );
}
