import Typography, { type TypographyProps } from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useFormatPrice } from './use-format-price.ts';

/** The price, or 'Price on request' when the store hides prices (the API then sends null). */
export function ProductPrice({ price, ...props }: { price: number | null } & Omit<TypographyProps, 'children'>) {
  const { t } = useTranslation();
  const formatPrice = useFormatPrice();
  if (price === null) {
    return (
      <Typography color="text.secondary" {...props} data-testid="product-price" data-hidden-price>
        {t('store.product.priceOnRequest')}
      </Typography>
    );
  }
  return (
    <Typography sx={{ fontWeight: 700 }} {...props} data-testid="product-price">
      {formatPrice(price)}
    </Typography>
  );
}
