import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export type Crumb = { label: string; to?: string };

/** Where a page sits: links for the way back, the last crumb is the page itself. */
export function PageBreadcrumbs({ items }: { items: readonly Crumb[] }) {
  const { t } = useTranslation();
  return (
    <Breadcrumbs aria-label={t('catalog.breadcrumbs')} sx={{ mb: 1.5, '& ol': { flexWrap: 'wrap' } }}>
      {items.map((item, index) =>
        item.to && index < items.length - 1 ? (
          <Link key={item.label} component={RouterLink} to={item.to} underline="hover" color="inherit">
            {item.label}
          </Link>
        ) : (
          <Typography
            key={item.label}
            color="text.primary"
            aria-current={index === items.length - 1 ? 'page' : undefined}
          >
            {item.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
