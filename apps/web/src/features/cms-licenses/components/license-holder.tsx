import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import type { LicenseAllocation } from '@iot/shared/licenses';
import type { WithId } from '../../../api/client.ts';
import { usePaths } from '../../../lib/paths.ts';

type Holder = Pick<WithId<LicenseAllocation>, 'tenant' | 'company'>;

/** Who holds an allocation: its tenant's name, or its company's. */
export function holderName(allocation: Holder): string {
  return allocation.tenant?.tenantName ?? allocation.company?.companyName ?? '';
}

/**
 * The holder as a link: a tenant to `tenantTo` (its licenses or its page), a company to its customer
 * profile, marked as a company so the two are told apart.
 */
export function LicenseHolder({ allocation, tenantTo }: { allocation: Holder; tenantTo: (id: string) => string }) {
  const { t } = useTranslation();
  const paths = usePaths();
  if (allocation.tenant)
    return (
      <Link component={RouterLink} to={tenantTo(allocation.tenant.id)}>
        {allocation.tenant.tenantName}
      </Link>
    );
  if (!allocation.company) return null;
  return (
    <Box component="span" sx={{ display: 'inline-flex', gap: 0.75, alignItems: 'baseline', flexWrap: 'wrap' }}>
      <Link component={RouterLink} to={paths.cms.customer(allocation.company.id)}>
        {allocation.company.companyName}
      </Link>
      <Typography component="span" variant="caption" color="text.secondary">
        {t('licenses.companyHolder')}
      </Typography>
    </Box>
  );
}
