import { useEffect, useRef, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Step from '@mui/material/Step';
import StepButton from '@mui/material/StepButton';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import LockIcon from '@mui/icons-material/LockOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { AddressBody } from '@iot/shared/addresses';
import type { CartItem } from '@iot/shared/cart';
import type { OrderPayment, PlaceOrderResult } from '@iot/shared/orders';
import { serverMessages } from '@iot/shared/server-messages';
import { localizeMessage } from '@iot/shared/validation-messages';
import { useStorefrontSettings } from '../../../api/settings/get-settings.ts';
import { ApiError, errorMessageOf, type WithId } from '../../../api/client.ts';
import { addressResolver, blankAddress, type AddressValues } from '../../../components/address/address-fields.tsx';
import { useSavedAddresses } from '../../../components/address/api/saved-addresses.ts';
import { useSavedPaymentMethods } from '../../../components/payments/api/saved-payment-methods.ts';
import type { CardElementHandle } from '../../../components/payments/card-element-handle.ts';
import { paymentMethodLabel } from '../../../components/payments/payment-method-label.ts';
import { brand } from '../../../lib/brand.ts';
import { formatNumber } from '../../../lib/format.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { pricingQueries, usePricing, type PricingDestination } from '../api/pricing.ts';
import { useConfirmCheckout, usePlaceOrder } from '../api/place-order.ts';
import { changedReceiptOf } from '../lib/changed-receipt.ts';
import { newIdempotencyKey } from '../../../lib/idempotency-key.ts';
import type { PlacedOrder } from '../lib/placed-order.ts';
import { AddressSummary } from '../../../components/address/address-summary.tsx';
import { AddressStep, NewAddressSummary, newAddressChoice } from './address-step.tsx';
import { DiscountCodeField } from './discount-code-field.tsx';
import { OrderPlaced } from './order-placed.tsx';
import { newBankChoice, newCardChoice, PaymentStep } from './payment-step.tsx';
import { ReceiptLines, ReceiptTotals } from './receipt-summary.tsx';

const steps = ['shipping', 'address', 'payment', 'receipt'] as const;
type StepIndex = 0 | 1 | 2 | 3;

/** Where the order goes, once the address step is done. */
type ChosenAddress = { addressId: string } | { address: AddressBody; saveAddress: boolean };

/** How the order is paid, once the payment step is done; the label is what the receipt shows. */
type ChosenPayment = { payment: OrderPayment; label: string };

/**
 * SPEC §2 secure checkout: shipping details → address → payment method → receipt → order placed.
 * Every price on it is the server's (GET /orders/pricing); placing the order sends the receipt the
 * customer saw with one idempotency key per attempt, so a retried request or a second click places
 * one order (DESIGN §API). A declined card keeps the cart and what was typed; a changed receipt
 * (409) shows the new one; a card that asks for 3-D Secure runs the card element's authentication
 * and then confirms the same attempt.
 */
export function CheckoutFlow({
  items,
  quoteId,
  backLabel,
  onPlaced,
  onBack,
}: {
  items: CartItem[];
  /** A quote being bought (SPEC §3 Quote or message): its lines at its prices, without a discount code. */
  quoteId?: string;
  /** The first step's way back (the cart by default). */
  backLabel?: string;
  onPlaced: (order: PlacedOrder) => void;
  onBack: () => void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const queryClient = useQueryClient();
  const settings = useStorefrontSettings();
  const paymentEnabled = settings.data?.visibility.payment.enabled ?? true;
  const addressBook = brand.features.savedAddresses;
  const savedMethodsFlag = brand.features.savedPaymentMethods;

  const [active, setActive] = useState<StepIndex>(0);
  const [placed, setPlaced] = useState<PlacedOrder | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  // Address step.
  const addresses = useSavedAddresses({ enabled: addressBook });
  const [addressChoice, setAddressChoice] = useState<string | null>(null);
  const [saveAddress, setSaveAddress] = useState(true);
  const addressForm = useForm<AddressValues, unknown, AddressBody>({
    resolver: addressResolver,
    mode: 'onTouched',
    defaultValues: blankAddress(),
  });
  const [chosenAddress, setChosenAddress] = useState<ChosenAddress | null>(null);
  // The default saved address is picked first; without saved addresses the form is open.
  const effectiveAddressChoice =
    addressChoice ??
    (addresses.data && addresses.data.length > 0
      ? ((addresses.data.find((address) => address.isDefault) ?? addresses.data[0])?.id ?? newAddressChoice)
      : newAddressChoice);

  // Payment step.
  const methods = useSavedPaymentMethods({ enabled: savedMethodsFlag });
  const [paymentChoice, setPaymentChoice] = useState<string>(newCardChoice);
  const [saveCard, setSaveCard] = useState(false);
  const cardRef = useRef<CardElementHandle>(null);
  const [chosenPayment, setChosenPayment] = useState<ChosenPayment | null>(null);
  const [stepPending, setStepPending] = useState(false);

  // Receipt step.
  const [code, setCode] = useState<string | undefined>();
  const [failure, setFailure] = useState<{ severity: 'error' | 'warning'; message: string } | null>(null);
  // One key per attempt: kept when the request may not have arrived (network, 5xx) so the retry is
  // the same attempt; renewed when anything the order depends on changes or the server answered.
  const idempotencyKey = useRef(newIdempotencyKey());
  const renewAttempt = () => {
    idempotencyKey.current = newIdempotencyKey();
  };
  const placeOrder = usePlaceOrder();
  const confirmCheckout = useConfirmCheckout();
  const [authenticating, setAuthenticating] = useState(false);
  const placing = placeOrder.isPending || confirmCheckout.isPending || authenticating;

  const destination: PricingDestination = !chosenAddress
    ? null
    : 'addressId' in chosenAddress
      ? { addressId: chosenAddress.addressId }
      : { country: chosenAddress.address.country, city: chosenAddress.address.city };
  const pricingInput = { items, code, destination, quote: quoteId };
  const pricing = usePricing(pricingInput, { enabled: !placed });

  useEffect(() => {
    heading.current?.focus();
  }, [active]);

  const goTo = (step: StepIndex) => {
    setFailure(null);
    setActive(step);
  };

  const continueFromAddress = async () => {
    if (effectiveAddressChoice !== newAddressChoice) {
      setChosenAddress({ addressId: effectiveAddressChoice });
      renewAttempt();
      goTo(2);
      return;
    }
    await addressForm.handleSubmit((address) => {
      setChosenAddress({ address, saveAddress: addressBook && saveAddress });
      renewAttempt();
      goTo(2);
    })();
  };

  const continueFromPayment = async () => {
    if (paymentChoice === newBankChoice) return;
    if (paymentChoice !== newCardChoice) {
      const method = methods.data?.find((candidate) => candidate.id === paymentChoice);
      if (!method) return;
      setChosenPayment({
        payment: { kind: 'saved', paymentMethodId: method.id },
        label: paymentMethodLabel(method, t, language),
      });
      renewAttempt();
      goTo(3);
      return;
    }
    setStepPending(true);
    try {
      const card = await cardRef.current?.createToken();
      if (!card) return;
      setChosenPayment({
        payment: { kind: 'card', token: card.token, holderName: card.holderName, save: savedMethodsFlag && saveCard },
        label: t('checkout.payment.newCardFor', { name: card.holderName }),
      });
      renewAttempt();
      goTo(3);
    } finally {
      setStepPending(false);
    }
  };

  const finishPlaced = (order: PlacedOrder) => {
    // The order has used the code (SPEC §9): nothing prices with it again.
    setCode(undefined);
    setPlaced(order);
    onPlaced(order);
  };

  const handleResult = async (result: WithId<PlaceOrderResult>) => {
    if (result.status === 'placed') {
      finishPlaced(result.order);
      return;
    }
    // SPEC §8 / DESIGN §API: the bank asks the customer to authenticate, then the same attempt is confirmed.
    setAuthenticating(true);
    const authentication = await cardRef.current?.authenticate(result.clientSecret);
    setAuthenticating(false);
    if (!authentication?.ok) {
      renewAttempt();
      setFailure({
        severity: 'error',
        message: localizeMessage(authentication?.message ?? serverMessages.paymentDeclined, language),
      });
      return;
    }
    const confirmed = await confirmCheckout.mutateAsync(result.checkoutId);
    finishPlaced(confirmed.data);
  };

  const submitOrder = async () => {
    const receipt = pricing.data;
    if (!receipt || !chosenAddress || !chosenPayment || placing) return;
    setFailure(null);
    try {
      const answer = await placeOrder.mutateAsync({
        idempotencyKey: idempotencyKey.current,
        body: {
          items,
          code,
          quoteId,
          ...('addressId' in chosenAddress
            ? { addressId: chosenAddress.addressId, saveAddress: false }
            : { address: chosenAddress.address, saveAddress: chosenAddress.saveAddress }),
          payment: chosenPayment.payment,
          receipt: {
            currency: receipt.currency,
            total: receipt.total,
            lines: receipt.lines.map((line) => ({ productId: line.productId, unitPrice: line.unitPrice })),
          },
        },
      });
      await handleResult(answer.data);
    } catch (error) {
      const answered = error instanceof ApiError && error.status >= 400 && error.status < 500;
      if (answered) renewAttempt();
      // A changed price or stock (409) carries the new receipt: show it in place of the old one.
      const changed = changedReceiptOf(error);
      if (changed) {
        queryClient.setQueryData(pricingQueries.receipt(pricingInput, language).queryKey, { data: changed });
        setFailure({ severity: 'warning', message: localizeMessage(serverMessages.receiptChanged, language) });
        return;
      }
      setFailure({ severity: 'error', message: localizeMessage(errorMessageOf(error), language) });
    }
  };

  if (placed) return <OrderPlaced order={placed} />;

  const receipt = pricing.data;
  const canContinueShipping = Boolean(receipt?.purchasable);

  return (
    <Box sx={{ display: 'grid', gap: 3 }} data-testid="checkout-flow">
      <Box sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
        <LockIcon color="primary" aria-hidden />
        <Typography variant="h5" component="h2">
          {t('checkout.title')}
        </Typography>
      </Box>
      <Stepper activeStep={active} alternativeLabel nonLinear={false} aria-label={t('checkout.progress')}>
        {steps.map((step, index) => (
          <Step key={step} completed={index < active}>
            {index < active ? (
              <StepButton
                icon={formatNumber(index + 1, language)}
                onClick={() => goTo(index as StepIndex)}
                disabled={placing}
              >
                {t(`checkout.steps.${step}`)}
              </StepButton>
            ) : (
              <StepLabel icon={formatNumber(index + 1, language)}>{t(`checkout.steps.${step}`)}</StepLabel>
            )}
          </Step>
        ))}
      </Stepper>

      <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, display: 'grid', gap: 2.5 }}>
        <Typography
          variant="h6"
          component="h3"
          ref={heading}
          tabIndex={-1}
          sx={{ outline: 'none' }}
          data-testid="checkout-step-title"
        >
          {t('checkout.stepOf', {
            step: formatNumber(active + 1, language),
            total: formatNumber(steps.length, language),
            title: t(`checkout.steps.${steps[active]}`),
          })}
        </Typography>

        {active === 0 && (
          <>
            <Typography color="text.secondary">{t('checkout.shipping.intro')}</Typography>
            {pricing.isError && (
              <Alert severity="error">{localizeMessage(errorMessageOf(pricing.error), language)}</Alert>
            )}
            {!receipt && pricing.isPending && <Skeleton variant="rounded" height={120} />}
            {receipt && <ReceiptLines pricing={receipt} />}
          </>
        )}

        <Box sx={{ display: active === 1 ? 'block' : 'none' }}>
          <AddressStep
            form={addressForm}
            choice={effectiveAddressChoice}
            onChoice={setAddressChoice}
            saveAddress={saveAddress}
            onSaveAddress={setSaveAddress}
            addresses={addresses}
            addressBook={addressBook}
          />
        </Box>

        <Box sx={{ display: active === 2 ? 'block' : 'none' }}>
          <PaymentStep
            enabled={paymentEnabled}
            choice={paymentChoice}
            onChoice={setPaymentChoice}
            cardRef={cardRef}
            saveCard={saveCard}
            onSaveCard={setSaveCard}
            methods={methods}
            savedMethods={savedMethodsFlag}
            onBankAccountSaved={(method) => setPaymentChoice(method.id)}
          />
        </Box>

        {active === 3 && (
          <Box sx={{ display: 'grid', gap: 2.5 }}>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <Box>
                <Typography variant="subtitle2" color="text.secondary">
                  {t('checkout.receipt.shipTo')}
                </Typography>
                {chosenAddress && 'addressId' in chosenAddress
                  ? (() => {
                      const address = addresses.data?.find((candidate) => candidate.id === chosenAddress.addressId);
                      return address ? <AddressSummary address={address} /> : null;
                    })()
                  : chosenAddress && <NewAddressSummary address={chosenAddress.address} />}
              </Box>
              <Box>
                <Typography variant="subtitle2" color="text.secondary">
                  {t('checkout.receipt.payWith')}
                </Typography>
                <Typography>
                  <bdi>{chosenPayment?.label}</bdi>
                </Typography>
              </Box>
            </Box>
            {pricing.isError && (
              <Alert severity="error">{localizeMessage(errorMessageOf(pricing.error), language)}</Alert>
            )}
            {!receipt && pricing.isPending && <Skeleton variant="rounded" height={200} />}
            {receipt && (
              <>
                <ReceiptLines pricing={receipt} />
                {!quoteId && (
                  <DiscountCodeField
                    items={items}
                    destination={destination && 'country' in destination ? destination : {}}
                    applied={code}
                    onApply={(next) => {
                      setCode(next);
                      renewAttempt();
                    }}
                  />
                )}
                <ReceiptTotals pricing={receipt} />
              </>
            )}
            {failure && (
              <Alert severity={failure.severity} role="alert" data-testid="checkout-failure">
                {failure.message}
              </Alert>
            )}
          </Box>
        )}

        <Box sx={{ display: 'flex', gap: 1.5, justifyContent: 'space-between', flexWrap: 'wrap-reverse' }}>
          <Button onClick={() => (active === 0 ? onBack() : goTo((active - 1) as StepIndex))} disabled={placing}>
            {active === 0 ? (backLabel ?? t('checkout.backToCart')) : t('checkout.back')}
          </Button>
          {active === 0 && (
            <Button variant="contained" disabled={!canContinueShipping} onClick={() => goTo(1)}>
              {t('checkout.continue')}
            </Button>
          )}
          {active === 1 && (
            <Button variant="contained" onClick={() => void continueFromAddress()}>
              {t('checkout.continue')}
            </Button>
          )}
          {active === 2 && (
            <Button
              variant="contained"
              disabled={!paymentEnabled || paymentChoice === newBankChoice}
              loading={stepPending}
              onClick={() => void continueFromPayment()}
            >
              {t('checkout.continue')}
            </Button>
          )}
          {active === 3 && (
            <Button
              variant="contained"
              size="large"
              disabled={!receipt?.purchasable || pricing.isFetching || placing}
              loading={placing}
              onClick={() => void submitOrder()}
              data-testid="place-order"
            >
              {t('checkout.receipt.placeOrder')}
            </Button>
          )}
        </Box>
      </Paper>
    </Box>
  );
}
