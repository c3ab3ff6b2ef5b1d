import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatProductPrice } from './use-format-price.ts';

/** The price, or 'Price on request' when the store hides prices (the API then sends null). */
export function ProductPrice({
  price,
  currency,
  ...props
}: { price: number | null; currency: string } & Omit<TypographyProps, 'children'>) {
  const { t } = useTranslation();
  const formatPrice = useFormatProductPrice();
  if (price === null) {
    return (
      <Typography color="text.secondary" {...props} data-testid="product-price" data-hidden-price>
        {t('store.product.priceOnRequest')}
      </Typography>
    );
  }
  return (
    <Typography sx={{ fontWeight: 700 }} {...props} data-testid="product-price">
      {formatPrice(price, currency)}
    </Typography>
  );
}
