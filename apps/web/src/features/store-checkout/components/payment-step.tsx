import type { Ref } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { serverMessages } from '@iot/shared/server-messages';
import { localizeMessage } from '@iot/shared/validation-messages';
import type { SavedPaymentMethod } from '../../../components/payments/api/saved-payment-methods.ts';
import { BankAccountForm } from '../../../components/payments/bank-account-form.tsx';
import { CardElement } from '../../../components/payments/card-element.tsx';
import type { CardElementHandle } from '../../../components/payments/card-element-handle.ts';
import { paymentMethodLabel } from '../../../components/payments/payment-method-label.ts';
import { useLanguage } from '../../../lib/use-language.ts';

export const newCardChoice = 'new-card';
export const newBankChoice = 'new-bank-account';

/**
 * SPEC §2 checkout, the payment step: a saved card or bank account (SPEC §6: brands with saved
 * payment methods), a new card through the provider's card element, or a new bank account.
 * 'Payment is not available now!' when settings turn payment off (SPEC §8). The card element stays
 * mounted while hidden, so a declined card keeps what was typed and its 3-D Secure step can run.
 */
export function PaymentStep({
  enabled,
  choice,
  onChoice,
  cardRef,
  saveCard,
  onSaveCard,
  methods,
  savedMethods,
  onBankAccountSaved,
}: {
  enabled: boolean;
  choice: string;
  onChoice: (choice: string) => void;
  cardRef: Ref<CardElementHandle>;
  saveCard: boolean;
  onSaveCard: (save: boolean) => void;
  methods: { data?: SavedPaymentMethod[]; isPending: boolean };
  savedMethods: boolean;
  onBankAccountSaved: (method: SavedPaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!enabled)
    return (
      <Alert severity="warning" data-testid="payment-unavailable">
        {localizeMessage(serverMessages.paymentUnavailable, language)}
      </Alert>
    );
  const options = [
    ...(methods.data ?? []).map((method) => ({ value: method.id, label: paymentMethodLabel(method, t, language) })),
    { value: newCardChoice, label: t('checkout.payment.newCard') },
    ...(savedMethods ? [{ value: newBankChoice, label: t('checkout.payment.newBankAccount') }] : []),
  ];
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {savedMethods && methods.isPending && <Skeleton variant="rounded" height={56} />}
      <RadioGroup
        aria-label={t('checkout.payment.choose')}
        value={choice}
        onChange={(event) => onChoice(event.target.value)}
        sx={{ display: 'grid', gap: 1.5 }}
      >
        {options.map((option) => (
          <Paper
            key={option.value}
            variant="outlined"
            sx={{ p: 1.5, borderColor: choice === option.value ? 'primary.main' : 'divider' }}
          >
            <FormControlLabel
              value={option.value}
              control={<Radio />}
              label={<bdi>{option.label}</bdi>}
              sx={{ m: 0, width: '100%' }}
            />
            {option.value === newCardChoice && (
              <Box sx={{ display: choice === newCardChoice ? 'grid' : 'none', gap: 1, pt: 1.5 }}>
                <CardElement ref={cardRef} />
                {savedMethods && (
                  <FormControlLabel
                    control={<Checkbox checked={saveCard} onChange={(event) => onSaveCard(event.target.checked)} />}
                    label={t('checkout.payment.saveCard')}
                  />
                )}
              </Box>
            )}
            {option.value === newBankChoice && choice === newBankChoice && (
              <Box sx={{ pt: 1.5 }}>
                <BankAccountForm submitLabel={t('checkout.payment.addBankAccount')} onSaved={onBankAccountSaved} />
              </Box>
            )}
          </Paper>
        ))}
      </RadioGroup>
    </Box>
  );
}
