import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import IconButton from '@mui/material/IconButton';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import AddIcon from '@mui/icons-material/Add';
import RemoveIcon from '@mui/icons-material/Remove';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../../lib/format.ts';
import { clampQuantity, maxQuantity, parseQuantity } from '../../lib/quantity.ts';
import { useLanguage } from '../../lib/use-language.ts';

/**
 * A quantity with − and + buttons. The number is shown in the UI language's digits and typed in
 * either; a half-typed value stays in the field until it is a number again.
 */
export function QuantityInput({
  value,
  onChange,
  label,
  disabled,
  error,
  describedBy,
  id,
  max = maxQuantity,
}: {
  value: number;
  onChange: (quantity: number) => void;
  label: string;
  disabled?: boolean;
  error?: boolean;
  /** The id of a message about the quantity (such as 'more than our stock'), read with the field. */
  describedBy?: string;
  id?: string;
  /** The most it may reach (a cart line holds less than a quote request). */
  max?: number;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [draft, setDraft] = useState<string | null>(null);
  const shown = draft ?? localizeDigits(String(value), language);
  const generatedId = useId();
  const inputId = id ?? generatedId;

  return (
    <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 0.5 }}>
      <IconButton
        onClick={() => onChange(Math.min(max, clampQuantity(value - 1)))}
        disabled={disabled || value <= 1}
        aria-label={t('store.quantity.decrease')}
        sx={{ mt: 0.5 }}
      >
        <RemoveIcon />
      </IconButton>
      {/* TextField's parts without TextField, which brings Select and Menu along (issue 12: the
          product page's first-load JavaScript). */}
      <FormControl size="small" disabled={disabled} error={error} sx={{ width: 110 }}>
        <InputLabel htmlFor={inputId}>{label}</InputLabel>
        <OutlinedInput
          id={inputId}
          label={label}
          value={shown}
          onChange={(event) => {
            const parsed = parseQuantity(event.target.value);
            setDraft(event.target.value);
            if (!Number.isNaN(parsed) && parsed >= 1) onChange(Math.min(parsed, max));
          }}
          onBlur={() => setDraft(null)}
          slotProps={{
            input: {
              inputMode: 'numeric',
              'aria-describedby': describedBy,
              'aria-invalid': error || undefined,
              style: { textAlign: 'center' },
            },
          }}
        />
      </FormControl>
      <IconButton
        onClick={() => onChange(Math.min(max, clampQuantity(value + 1)))}
        disabled={disabled || value >= max}
        aria-label={t('store.quantity.increase')}
        sx={{ mt: 0.5 }}
      >
        <AddIcon />
      </IconButton>
    </Box>
  );
}
