import { useImperativeHandle, useRef, useState, type Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { readExpiry, sandboxCardFieldsSchema, sandboxToken, type SandboxCardFields } from '@iot/shared/sandbox-cards';
import { errorMessageOf } from '../../api/client.ts';
import { toWesternDigits } from '../../lib/quantity.ts';
import { useFieldProps } from '../../lib/use-field-props.ts';
import { useSandboxAuthentication } from './api/payments-config.ts';
import type { CardElementHandle } from './card-element-handle.ts';

type Output = z.output<typeof sandboxCardFieldsSchema>;

// Digits typed in Arabic-Indic are read as the Western digits the tokeniser expects.
const schemaResolver = zodResolver(sandboxCardFieldsSchema);
const resolver: Resolver<SandboxCardFields, unknown, Output> = (values, context, options) =>
  schemaResolver(
    {
      ...values,
      number: toWesternDigits(values.number),
      expiry: toWesternDigits(values.expiry),
      cvc: toWesternDigits(values.cvc),
    },
    context,
    options,
  );

type Pending = { clientSecret: string; resolve: (result: { ok: true } | { ok: false; message?: string }) => void };

/**
 * The sandbox provider's card element (DESIGN §API): number, expiry, CVC and name live only in
 * this form; `sandboxToken` turns them into a `pm_sandbox_…` token in the browser, as Stripe.js
 * does, and only the token and the name go up. Its 3-D Secure step is a small dialog standing in
 * for the bank's page.
 */
export function SandboxCardFields({ ref }: { ref: Ref<CardElementHandle> }) {
  const { t } = useTranslation();
  const form = useForm<SandboxCardFields, unknown, Output>({
    resolver,
    mode: 'onTouched',
    defaultValues: { number: '', expiry: '', cvc: '', holderName: '' },
  });
  const field = useFieldProps(form);
  const [pending, setPending] = useState<Pending | null>(null);
  const pendingRef = useRef<Pending | null>(null);
  const authentication = useSandboxAuthentication();

  useImperativeHandle(
    ref,
    () => ({
      createToken: () =>
        new Promise((resolve) => {
          void form.handleSubmit(
            (values) => {
              const expiry = readExpiry(values.expiry);
              const token = expiry && sandboxToken(values.number, expiry.month, expiry.year);
              resolve(token ? { token, holderName: values.holderName } : null);
            },
            () => resolve(null),
          )();
        }),
      authenticate: (clientSecret) =>
        new Promise((resolve) => {
          const next = { clientSecret, resolve };
          pendingRef.current = next;
          setPending(next);
        }),
    }),
    [form],
  );

  const finish = async (approve: boolean) => {
    const current = pendingRef.current;
    if (!current) return;
    let result: { ok: true } | { ok: false; message?: string };
    try {
      const answer = await authentication.mutateAsync({ clientSecret: current.clientSecret, approve });
      result =
        answer.data.status === 'authorized' ? { ok: true } : { ok: false, message: answer.data.message ?? undefined };
    } catch (error) {
      result = { ok: false, message: errorMessageOf(error) };
    }
    pendingRef.current = null;
    setPending(null);
    current.resolve(result);
  };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', sm: '2fr 1fr 1fr' } }}>
      <TextField
        {...field('number')}
        label={t('checkout.card.number')}
        autoComplete="cc-number"
        sx={{ gridColumn: { xs: '1 / -1', sm: 'auto' } }}
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'card-number' } }}
      />
      <TextField
        {...field('expiry')}
        label={t('checkout.card.expiry')}
        placeholder={t('checkout.card.expiryPlaceholder')}
        autoComplete="cc-exp"
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', 'data-testid': 'card-expiry' } }}
      />
      <TextField
        {...field('cvc')}
        label={t('checkout.card.cvc')}
        autoComplete="cc-csc"
        slotProps={{ htmlInput: { inputMode: 'numeric', dir: 'ltr', maxLength: 4, 'data-testid': 'card-cvc' } }}
      />
      <TextField
        {...field('holderName')}
        label={t('checkout.card.holderName')}
        autoComplete="cc-name"
        sx={{ gridColumn: '1 / -1' }}
      />
      <Typography variant="caption" color="text.secondary" sx={{ gridColumn: '1 / -1' }}>
        {t('checkout.card.sandboxHint')}
      </Typography>
      <Dialog open={pending !== null} aria-labelledby="sandbox-authentication-title">
        <DialogTitle id="sandbox-authentication-title">{t('checkout.card.authenticateTitle')}</DialogTitle>
        <DialogContent>
          <Typography>{t('checkout.card.authenticateText')}</Typography>
        </DialogContent>
        <DialogActions>
          <Button color="error" disabled={authentication.isPending} onClick={() => void finish(false)}>
            {t('checkout.card.authenticateFail')}
          </Button>
          <Button variant="contained" loading={authentication.isPending} onClick={() => void finish(true)}>
            {t('checkout.card.authenticateComplete')}
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
