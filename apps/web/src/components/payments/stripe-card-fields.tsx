import { useImperativeHandle, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import FormHelperText from '@mui/material/FormHelperText';
import TextField from '@mui/material/TextField';
import { useTheme } from '@mui/material/styles';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useTranslation } from 'react-i18next';
import { message } from '@iot/shared/validation-messages';
import { useFieldMessage } from '../../lib/use-field-message.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { usePreferences } from '../../lib/preferences.ts';
import { schemePalette } from '../../lib/theme.ts';
import type { CardElementHandle } from './card-element-handle.ts';

// One Stripe.js per key for the page's life; this module is itself a lazy chunk, so Stripe.js is
// fetched only when a card element with the Stripe driver is drawn (checkout or adding a card).
const loaded = new Map<string, Promise<Stripe | null>>();
function stripeFor(publishableKey: string) {
  let stripe = loaded.get(publishableKey);
  if (!stripe) {
    stripe = loadStripe(publishableKey);
    loaded.set(publishableKey, stripe);
  }
  return stripe;
}

/**
 * The Stripe driver of the card element: Stripe's own CardElement in its iframe, so the number and
 * CVC go from the browser to Stripe only (DESIGN §API); `createPaymentMethod` answers the `pm_…`
 * token we send, and `handleNextAction` runs the bank's 3-D Secure step.
 */
export function StripeCardFields({ ref, publishableKey }: { ref: Ref<CardElementHandle>; publishableKey: string }) {
  const language = useLanguage();
  return (
    <Elements stripe={stripeFor(publishableKey)} options={{ locale: language }}>
      <StripeFields ref={ref} />
    </Elements>
  );
}

function StripeFields({ ref }: { ref: Ref<CardElementHandle> }) {
  const { t } = useTranslation();
  const theme = useTheme();
  const palette = schemePalette(theme, usePreferences().dark);
  const fieldMessage = useFieldMessage();
  const stripe = useStripe();
  const elements = useElements();
  const [holderName, setHolderName] = useState('');
  const [nameError, setNameError] = useState<string>();
  const [cardError, setCardError] = useState<string>();

  useImperativeHandle(
    ref,
    () => ({
      createToken: async () => {
        const name = holderName.trim();
        setNameError(name ? undefined : message.required('Name on card'));
        const card = elements?.getElement(CardElement);
        if (!stripe || !card || !name) return null;
        const result = await stripe.createPaymentMethod({ type: 'card', card, billing_details: { name } });
        if (result.error) {
          setCardError(result.error.message);
          return null;
        }
        return { token: result.paymentMethod.id, holderName: name };
      },
      authenticate: async (clientSecret) => {
        if (!stripe) return { ok: false };
        const result = await stripe.handleNextAction({ clientSecret });
        return result.error ? { ok: false, message: result.error.message } : { ok: true };
      },
    }),
    [stripe, elements, holderName],
  );

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Box
        sx={{ border: 1, borderColor: cardError ? 'error.main' : 'divider', borderRadius: 1, px: 1.75, py: 2 }}
        data-testid="stripe-card-element"
      >
        <CardElement
          onChange={(event) => setCardError(event.error?.message)}
          options={{
            hidePostalCode: true,
            style: {
              base: {
                color: palette.text.primary,
                fontFamily: theme.typography.fontFamily,
                fontSize: '16px',
                '::placeholder': { color: palette.text.secondary },
              },
              invalid: { color: palette.error.main },
            },
          }}
        />
      </Box>
      {cardError && <FormHelperText error>{cardError}</FormHelperText>}
      <TextField
        label={t('checkout.card.holderName')}
        value={holderName}
        onChange={(event) => setHolderName(event.target.value)}
        error={Boolean(nameError)}
        helperText={fieldMessage(nameError)}
        autoComplete="cc-name"
        required
        fullWidth
      />
    </Box>
  );
}
