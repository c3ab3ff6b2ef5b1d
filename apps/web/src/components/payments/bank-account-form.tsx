import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { bankAccountBodySchema } from '@iot/shared/payment-methods';
import { localizeMessage } from '@iot/shared/validation-messages';
import { errorMessageOf } from '../../api/client.ts';
import { useAlert } from '../alerts/alert-context.ts';
import { paymentMethodMessage } from '../../lib/book-messages.ts';
import { useFieldProps } from '../../lib/use-field-props.ts';
import { useLanguage } from '../../lib/use-language.ts';
import { useCreatePaymentMethod, type SavedPaymentMethod } from './api/saved-payment-methods.ts';
import { showServerFieldErrors } from '../forms/server-errors.ts';

type BankValues = z.input<typeof bankAccountBodySchema>;
type BankBody = z.output<typeof bankAccountBodySchema>;

/**
 * SPEC §3 Bank account (account name, IBAN, SWIFT code), checked by the shared schema: the IBAN by
 * its ISO 13616 check digits, the SWIFT code by its ISO 9362 shape. It saves the account to the
 * customer's payment methods and hands the saved method up.
 */
export function BankAccountForm({
  submitLabel,
  onSaved,
}: {
  submitLabel: string;
  onSaved: (method: SavedPaymentMethod) => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useAlert();
  const create = useCreatePaymentMethod();
  const form = useForm<BankValues, unknown, BankBody>({
    resolver: zodResolver(bankAccountBodySchema),
    mode: 'onTouched',
    defaultValues: { kind: 'bank-account', accountName: '', iban: '', swift: '' },
  });
  const field = useFieldProps(form);

  const submit = form.handleSubmit(async (body) => {
    try {
      const saved = await create.mutateAsync(body);
      notify({ type: 'success', message: paymentMethodMessage('bankAccountAdded', language) });
      form.reset();
      onSaved(saved.data);
    } catch (error) {
      showServerFieldErrors(error, form.setError);
      notify({ type: 'error', message: localizeMessage(errorMessageOf(error), language) });
    }
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void submit(event)}
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))' } }}
      aria-busy={create.isPending}
    >
      <TextField {...field('accountName')} label={t('book.bank.accountName')} sx={{ gridColumn: '1 / -1' }} />
      <TextField
        {...field('iban')}
        label={t('book.bank.iban')}
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false } }}
      />
      <TextField
        {...field('swift')}
        label={t('book.bank.swift')}
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'characters', spellCheck: false } }}
      />
      <Box>
        <Button type="submit" variant="outlined" loading={create.isPending}>
          {submitLabel}
        </Button>
      </Box>
    </Box>
  );
}
