import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import type { CartItem } from '@iot/shared/cart';
import { localizeMessage } from '@iot/shared/validation-messages';
import { errorMessageOf } from '../../../api/client.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useDiscountCheck } from '../api/discount-check.ts';

/**
 * The discount code of the receipt: checked by GET /discounts for this cart and customer before it
 * is applied ('Not found or expired', SPEC §8); an applied code can be removed.
 */
export function DiscountCodeField({
  items,
  destination,
  applied,
  onApply,
}: {
  items: CartItem[];
  destination: { country?: string; city?: string };
  applied: string | undefined;
  onApply: (code: string | undefined) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const check = useDiscountCheck();
  const [code, setCode] = useState(applied ?? '');
  const [error, setError] = useState<string>();

  const apply = async () => {
    const trimmed = code.trim();
    if (!trimmed) return;
    setError(undefined);
    try {
      const answer = await check.mutateAsync({ code: trimmed, items, ...destination });
      onApply(answer.data.code);
    } catch (failure) {
      setError(localizeMessage(errorMessageOf(failure), language));
    }
  };

  if (applied)
    return (
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
        <Box sx={{ flexGrow: 1 }} data-testid="applied-code">
          {t('checkout.receipt.codeApplied', { code: applied })}
        </Box>
        <Button
          onClick={() => {
            onApply(undefined);
            setCode('');
          }}
        >
          {t('checkout.receipt.removeCode')}
        </Button>
      </Box>
    );
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <TextField
        size="small"
        label={t('checkout.receipt.code')}
        value={code}
        onChange={(event) => {
          setCode(event.target.value);
          setError(undefined);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void apply();
          }
        }}
        error={Boolean(error)}
        helperText={error}
        sx={{ flexGrow: 1 }}
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters' } }}
      />
      <Button variant="outlined" onClick={() => void apply()} loading={check.isPending} disabled={!code.trim()}>
        {t('checkout.receipt.applyCode')}
      </Button>
    </Box>
  );
}
