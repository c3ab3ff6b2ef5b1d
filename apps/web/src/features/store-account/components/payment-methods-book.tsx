import { useRef, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalanceOutlined';
import AddCardIcon from '@mui/icons-material/AddCard';
import CreditCardIcon from '@mui/icons-material/CreditCardOutlined';
import { useTranslation } from 'react-i18next';
import { localizeMessage } from '@iot/shared/validation-messages';
import { errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import {
  useCreatePaymentMethod,
  useDeletePaymentMethod,
  useSavedPaymentMethods,
  type SavedPaymentMethod,
} from '../../../components/payments/api/saved-payment-methods.ts';
import { BankAccountForm } from '../../../components/payments/bank-account-form.tsx';
import { CardElement } from '../../../components/payments/card-element.tsx';
import type { CardElementHandle } from '../../../components/payments/card-element-handle.ts';
import { paymentMethodLabel } from '../../../components/payments/payment-method-label.ts';
import { paymentMethodMessage } from '../../../lib/book-messages.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { BookSection } from './book-section.tsx';
import { ConfirmRemoveDialog } from './confirm-remove-dialog.tsx';

/**
 * SPEC §2 /profile saved payment methods (SPEC §6: brands with the savedPaymentMethods flag):
 * cards added through the provider's card element (only its token reaches our API), bank accounts
 * checked by the shared schema, removal behind a confirmation; SPEC §8 success texts.
 */
export function PaymentMethodsBook() {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useAlert();
  const methods = useSavedPaymentMethods();
  const remove = useDeletePaymentMethod();
  const [adding, setAdding] = useState<'card' | 'bank-account' | null>(null);
  const [removing, setRemoving] = useState<SavedPaymentMethod | null>(null);

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync(removing.id);
      notify({
        type: 'success',
        message: paymentMethodMessage(removing.kind === 'card' ? 'cardRemoved' : 'bankAccountRemoved', language),
      });
      setRemoving(null);
    } catch (error) {
      notify({ type: 'error', message: localizeMessage(errorMessageOf(error), language) });
    }
  };

  return (
    <>
      <BookSection
        title={t('account.paymentMethods.title')}
        actions={
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button startIcon={<AddCardIcon />} onClick={() => setAdding('card')}>
              {t('book.paymentMethods.addCard')}
            </Button>
            <Button startIcon={<AccountBalanceIcon />} onClick={() => setAdding('bank-account')}>
              {t('book.paymentMethods.addBank')}
            </Button>
          </Box>
        }
        entries={methods}
        loadingHeight={80}
        empty={{ title: t('account.paymentMethods.empty'), icon: <CreditCardIcon /> }}
        testId="payment-methods-book"
        entryTestId="saved-payment-method"
        entrySx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}
      >
        {(method) => (
          <>
            <Box sx={{ color: 'primary.main', display: 'flex' }} aria-hidden>
              {method.kind === 'card' ? <CreditCardIcon /> : <AccountBalanceIcon />}
            </Box>
            <Box sx={{ flexGrow: 1, minWidth: 0 }}>
              <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                <bdi>{paymentMethodLabel(method, t, language)}</bdi>
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {method.kind === 'card' ? (
                  <>
                    <bdi>{method.holderName}</bdi> ·{' '}
                    {t('book.paymentMethods.expires', {
                      date: `${formatNumber(method.expMonth, language, { minimumIntegerDigits: 2 })}/${formatNumber(method.expYear % 100, language, { minimumIntegerDigits: 2 })}`,
                    })}
                  </>
                ) : (
                  <bdi dir="ltr">{method.swift}</bdi>
                )}
              </Typography>
            </Box>
            <Button size="small" color="error" onClick={() => setRemoving(method)}>
              {t('book.remove')}
            </Button>
          </>
        )}
      </BookSection>
      <Dialog
        open={adding === 'bank-account'}
        onClose={() => setAdding(null)}
        fullWidth
        maxWidth="sm"
        aria-labelledby="add-bank-title"
      >
        <DialogTitle id="add-bank-title">{t('book.paymentMethods.addBank')}</DialogTitle>
        <DialogContent>
          <Box sx={{ pt: 1 }}>
            <BankAccountForm submitLabel={t('book.save')} onSaved={() => setAdding(null)} />
          </Box>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setAdding(null)}>{t('book.cancel')}</Button>
        </DialogActions>
      </Dialog>
      {adding === 'card' && <AddCardDialog onClose={() => setAdding(null)} />}
      <ConfirmRemoveDialog
        open={removing !== null}
        title={t(
          removing?.kind === 'card' ? 'book.paymentMethods.removeCardTitle' : 'book.paymentMethods.removeBankTitle',
        )}
        text={t('book.paymentMethods.removeText', { name: removing ? paymentMethodLabel(removing, t, language) : '' })}
        pending={remove.isPending}
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
    </>
  );
}

function AddCardDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useAlert();
  const create = useCreatePaymentMethod();
  const cardRef = useRef<CardElementHandle>(null);
  const [tokenizing, setTokenizing] = useState(false);
  const pending = tokenizing || create.isPending;

  const save = async () => {
    setTokenizing(true);
    const card = await cardRef.current?.createToken().finally(() => setTokenizing(false));
    if (!card) return;
    try {
      await create.mutateAsync({ kind: 'card', token: card.token, holderName: card.holderName });
      notify({ type: 'success', message: paymentMethodMessage('cardAdded', language) });
      onClose();
    } catch (error) {
      notify({ type: 'error', message: localizeMessage(errorMessageOf(error), language) });
    }
  };

  return (
    <Dialog open onClose={pending ? undefined : onClose} fullWidth maxWidth="sm" aria-labelledby="add-card-title">
      <DialogTitle id="add-card-title">{t('book.paymentMethods.addCard')}</DialogTitle>
      <DialogContent>
        <Box sx={{ pt: 1 }}>
          <CardElement ref={cardRef} />
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={pending}>
          {t('book.cancel')}
        </Button>
        <Button variant="contained" loading={pending} onClick={() => void save()}>
          {t('book.save')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
