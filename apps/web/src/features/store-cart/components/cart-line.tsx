import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Link as RouterLink } from 'react-router';
import { useTranslation } from 'react-i18next';
import { cartLimits, type LinePricingProblem, type PricedLine } from '@iot/shared/cart';
import type { Language } from '@iot/shared/languages';
import { serverMessages } from '@iot/shared/server-messages';
import { localizeMessage } from '@iot/shared/validation-messages';
import { ProductImage, thumbnailUrl } from '../../../components/products/product-image.tsx';
import { QuantityInput } from '../../../components/products/quantity-input.tsx';
import { useFormatProductPrice } from '../../../components/products/use-format-price.ts';
import { isolate } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { usePaths } from '../../../lib/paths.ts';

// SPEC §5 and §8 texts for a line that cannot be bought as it stands, from the shared constants.
const problemMessages: Record<LinePricingProblem, string> = {
  'quantity-above-stock': serverMessages.quantityAboveStock,
  'out-of-stock': serverMessages.outOfStock,
  unavailable: serverMessages.productUnavailable,
};

function problemText(problem: LinePricingProblem, language: Language): string {
  return localizeMessage(problemMessages[problem], language);
}

/**
 * One cart line: picture, name (a link to the product), unit price, quantity, line total and remove.
 * The quantity is the shopper's, at once; prices and the problem are the server's (`priced`), which
 * is missing while the first receipt loads and for a product the server no longer knows.
 */
export function CartLine({
  id,
  quantity,
  priced,
  currency,
  loading,
  onQuantityChange,
  onRemove,
}: {
  id: string;
  quantity: number;
  priced: PricedLine | undefined;
  currency: string | undefined;
  loading: boolean;
  onQuantityChange: (quantity: number) => void;
  onRemove: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const paths = usePaths();
  const formatPrice = useFormatProductPrice();
  const problem: LinePricingProblem | null = priced ? priced.problem : loading ? null : 'unavailable';
  const gone = problem === 'unavailable';
  const name = priced?.name || t('cart.unavailableName');
  const messageId = `cart-line-problem-${id}`;
  const money = (value: number | undefined) =>
    loading && value === undefined ? (
      <Skeleton width={64} sx={{ display: 'inline-block' }} />
    ) : value === undefined || !currency || gone ? (
      '—'
    ) : (
      formatPrice(value, currency)
    );

  return (
    <Box
      component="li"
      data-testid="cart-line"
      data-product-id={id}
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '72px 1fr', sm: '96px 1fr auto' },
        // On a phone the line total goes under the name, and the quantity takes the full width.
        gridTemplateAreas: {
          xs: '"image details" "image total" "controls controls"',
          sm: '"image details total" "image controls total"',
        },
        columnGap: { xs: 1.5, sm: 2.5 },
        rowGap: 1.5,
        py: 2.5,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Box sx={{ gridArea: 'image', borderRadius: 1, overflow: 'hidden', alignSelf: 'start' }}>
        <ProductImage src={priced?.image ? thumbnailUrl(priced.image) : null} alt="" size={96} sizes="96px" />
      </Box>

      <Box sx={{ gridArea: 'details', minWidth: 0, display: 'grid', gap: 0.5, alignContent: 'start' }}>
        {loading && !priced ? (
          <Skeleton width="70%" />
        ) : gone ? (
          <Typography component="h3" sx={{ fontWeight: 600 }} data-testid="cart-line-name">
            {name}
          </Typography>
        ) : (
          <Link
            component={RouterLink}
            to={paths.product(id)}
            underline="hover"
            color="inherit"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            data-testid="cart-line-name"
          >
            <Typography component="h3" sx={{ font: 'inherit' }}>
              {name}
            </Typography>
          </Link>
        )}
        {priced?.code && (
          // A code keeps the digits it was written with and reads left to right inside Arabic (PKG-1).
          <Typography variant="body2" color="text.secondary">
            {t('cart.code', { code: isolate(priced.code) })}
          </Typography>
        )}
        <Typography variant="body2" color="text.secondary">
          {t('cart.unitPrice')}: <span data-testid="cart-line-unit-price">{money(priced?.unitPrice)}</span>
        </Typography>
        {problem && (
          <Alert
            id={messageId}
            severity={gone ? 'warning' : 'error'}
            variant="outlined"
            sx={{ mt: 0.5, py: 0 }}
            data-testid="cart-line-problem"
            data-problem={problem}
          >
            {problemText(problem, language)}
          </Alert>
        )}
      </Box>

      <Box sx={{ gridArea: 'controls', display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <QuantityInput
          id={`cart-quantity-${id}`}
          label={t('cart.quantityOf')}
          value={quantity}
          max={cartLimits.maxQuantity}
          onChange={onQuantityChange}
          disabled={gone}
          error={problem === 'quantity-above-stock' || problem === 'out-of-stock'}
          describedBy={problem ? messageId : undefined}
        />
        <Tooltip title={t('cart.removeNamed', { name })}>
          <IconButton
            onClick={onRemove}
            aria-label={t('cart.removeNamed', { name })}
            data-testid="cart-line-remove"
            sx={{ mt: 0.5, marginInlineStart: 'auto' }}
          >
            <DeleteIcon />
          </IconButton>
        </Tooltip>
      </Box>

      <Box
        sx={{
          gridArea: 'total',
          display: 'flex',
          flexDirection: { xs: 'row', sm: 'column' },
          alignItems: { xs: 'baseline', sm: 'flex-end' },
          gap: { xs: 1, sm: 0.5 },
          minWidth: { sm: 110 },
        }}
      >
        <Typography variant="body2" color="text.secondary">
          {t('cart.lineTotal')}
        </Typography>
        <Typography sx={{ fontWeight: 700 }} data-testid="cart-line-total">
          {money(priced?.total)}
        </Typography>
      </Box>
    </Box>
  );
}
