import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import type { StorefrontProduct } from '../../../components/products/api/storefront-product-list.ts';
import { DetailList } from '../../../components/detail-list.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useRichText } from '../../../lib/use-rich-text.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePaths } from '../../../lib/paths.ts';
import { specificationsOf, type Specification } from '../lib/specifications.ts';

export function RichDescription({ html }: { html: string }) {
  const richText = useRichText();
  return (
    <Box
      data-testid="product-description"
      sx={{
        '& > :first-of-type': { mt: 0 },
        '& p, & ul, & ol': { my: 1.5 },
        '& a': { color: 'primary.main' },
        '& img': { maxWidth: '100%', height: 'auto' },
        lineHeight: 1.7,
        overflowWrap: 'anywhere',
      }}
      dangerouslySetInnerHTML={{ __html: richText ? richText.sanitizeRichText(html) : '' }}
    />
  );
}

function useSpecificationText() {
  const { t } = useTranslation();
  const language = useLanguage();
  return (spec: Specification): string => {
    switch (spec.kind) {
      case 'title':
        return spec.title;
      case 'communication':
        return spec.values.map((value) => t(`store.communicationTypes.${value}`)).join(t('store.specs.listSeparator'));
      case 'connectivity':
        return t(`store.connectivityTypes.${spec.value}`);
      case 'platform':
        return t(`store.platformTypes.${spec.value}`);
      case 'subscription':
        return t(`store.subscriptionTypes.${spec.value}`);
      case 'period':
        return t(`store.subscriptionPeriods.${spec.value}`);
      case 'notification':
        return t(`store.notificationTypes.${spec.value}`);
      case 'limit':
        return spec.limit === null ? t('store.specs.unlimited') : formatNumber(spec.limit, language);
      case 'months':
        return t('store.filters.months', { months: formatNumber(spec.months, language) });
    }
  };
}

/** Specifications by type, then the code and what the product is for (each a link to the filtered list). */
export function ProductSpecifications({ product }: { product: StorefrontProduct }) {
  const { t } = useTranslation();
  const paths = usePaths();
  const text = useSpecificationText();
  const links = (key: 'application' | 'useCase' | 'industry' | 'tag', items: { id: string; title: string }[]) =>
    items.length === 0 ? undefined : (
      <Box component="span" sx={{ display: 'inline-flex', flexWrap: 'wrap', gap: 0.75 }}>
        {items.map((item) => (
          <Chip
            key={item.id}
            label={item.title}
            size="small"
            variant="outlined"
            clickable
            component={RouterLink}
            to={paths.products({ [key]: item.id })}
          />
        ))}
      </Box>
    );
  const rows = [
    { label: t('store.specs.code'), value: product.code },
    { label: t('store.specs.type'), value: t(`store.productTypes.${product.type}`) },
    ...specificationsOf(product).map((spec) => ({
      label: t(`store.specs.${spec.field}`),
      value: text(spec),
      testId: `spec-${spec.field}`,
    })),
    { label: t('store.filters.application'), value: links('application', product.applications) },
    { label: t('store.filters.useCase'), value: links('useCase', product.useCases) },
    { label: t('store.filters.industry'), value: links('industry', product.industries) },
    { label: t('store.filters.tag'), value: links('tag', product.tags) },
  ].filter((row) => row.value !== undefined);
  return <DetailList rows={rows} />;
}

/**
 * Questions that open to their answers. Native disclosure elements, not MUI's accordion: they need
 * no script to open, are keyboard-operable as they are, and keep the accordion and its transitions
 * (some 4 KiB gzip) out of the product page's first load (issue 12).
 */
export function ProductFaqs({ faqs }: { faqs: StorefrontProduct['faqs'] }) {
  return (
    <Box
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        overflow: 'hidden',
        bgcolor: 'background.paper',
        '& > details + details': { borderTop: 1, borderColor: 'divider' },
      }}
    >
      {faqs.map((faq, index) => (
        <Box component="details" key={index} sx={{ '&[open] > summary svg': { transform: 'rotate(180deg)' } }}>
          <Box
            component="summary"
            sx={{
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'space-between',
              gap: 2,
              minHeight: 48,
              px: 2,
              py: 1.5,
              cursor: 'pointer',
              listStyle: 'none',
              '&::-webkit-details-marker': { display: 'none' },
              '&:hover': { bgcolor: 'action.hover' },
              '&:focus-visible': { outline: 'none', bgcolor: 'action.focus' },
            }}
          >
            <Typography component="h3" sx={{ fontWeight: 600 }}>
              {faq.question}
            </Typography>
            <ExpandMoreIcon sx={{ color: 'action.active', transition: 'transform 150ms' }} aria-hidden />
          </Box>
          <Box sx={{ px: 2, pb: 2 }}>
            <Typography color="text.secondary" sx={{ whiteSpace: 'pre-line' }}>
              {faq.answer}
            </Typography>
          </Box>
        </Box>
      ))}
    </Box>
  );
}
