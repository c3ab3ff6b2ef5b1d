import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { quoteBodySchema, type MarketplaceRequest } from '@iot/shared/requests';
import { localizeMessage } from '@iot/shared/validation-messages';
import { errorMessageOf, type WithId } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { CharacterCounterField } from '../../../components/character-counter-field.tsx';
import { NumberField } from '../../../components/number-field.tsx';
import { dayjs } from '../../../lib/dates.ts';
import { useLanguage } from '../../../lib/use-language.ts';
import { useAnswerQuote } from '../api/request-quote.ts';

type Line = { productId: string; name: string; quantity: number; unitPrice: number };

/** A validity date is the end of that day where the administrator is. */
const endOfDay = (day: string) => dayjs(day).endOf('day').toISOString();

/**
 * Answers a request with a quote (SPEC §3 Quote or message): a unit price and quantity per
 * requested product, a validity date and a note, checked with the API's own schema.
 */
export function QuoteForm({ request }: { request: WithId<MarketplaceRequest> }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const notify = useAlert();
  const answer = useAnswerQuote(request.id);
  const [lines, setLines] = useState<Line[]>(() =>
    request.quote
      ? request.quote.lines.map((line) => ({ ...line }))
      : request.products.map((line) => ({ ...line, unitPrice: Number.NaN })),
  );
  const [validUntil, setValidUntil] = useState(() =>
    dayjs(request.quote?.validUntil ?? undefined)
      .add(request.quote ? 0 : 14, 'day')
      .format('YYYY-MM-DD'),
  );
  const [note, setNote] = useState(request.quote?.note ?? '');
  const [errors, setErrors] = useState<Record<string, string>>({});

  const submit = () => {
    const parsed = quoteBodySchema.safeParse({
      lines: lines.map(({ productId, quantity, unitPrice }) => ({ productId, quantity, unitPrice })),
      validUntil: validUntil ? endOfDay(validUntil) : '',
      note,
    });
    if (!parsed.success) {
      setErrors(
        Object.fromEntries(
          parsed.error.issues.map((issue) => [issue.path.join('.'), localizeMessage(issue.message, language)]),
        ),
      );
      return;
    }
    setErrors({});
    answer.mutate(parsed.data, {
      onSuccess: () => notify({ type: 'success', message: t('catalog.requests.quote.sent') }),
      onError: (error) => notify({ type: 'error', message: localizeMessage(errorMessageOf(error), language) }),
    });
  };

  return (
    <Box component="section" sx={{ display: 'grid', gap: 2 }} data-testid="quote-form">
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {request.quote ? t('catalog.requests.quote.revise') : t('catalog.requests.quote.answer')}
      </Typography>
      {lines.map((line, index) => (
        <Box key={line.productId} sx={{ display: 'grid', gap: 1 }}>
          <Typography sx={{ overflowWrap: 'anywhere' }}>{line.name}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
            <NumberField
              label={t('catalog.requests.quote.quantity')}
              value={line.quantity}
              onChange={(quantity) =>
                setLines((current) => current.map((entry, at) => (at === index ? { ...entry, quantity } : entry)))
              }
              error={Boolean(errors[`lines.${index}.quantity`])}
              helperText={errors[`lines.${index}.quantity`]}
            />
            <NumberField
              decimals
              label={t('catalog.requests.quote.unitPrice')}
              value={line.unitPrice}
              onChange={(unitPrice) =>
                setLines((current) => current.map((entry, at) => (at === index ? { ...entry, unitPrice } : entry)))
              }
              error={Boolean(errors[`lines.${index}.unitPrice`])}
              helperText={errors[`lines.${index}.unitPrice`]}
              slotProps={{ htmlInput: { 'data-testid': 'quote-unit-price-input' } }}
            />
          </Box>
        </Box>
      ))}
      <TextField
        type="date"
        label={t('catalog.requests.quote.validUntil')}
        value={validUntil}
        onChange={(event) => setValidUntil(event.target.value)}
        error={Boolean(errors.validUntil)}
        helperText={errors.validUntil}
        slotProps={{ inputLabel: { shrink: true } }}
      />
      <CharacterCounterField
        label={t('catalog.requests.quote.note')}
        value={note}
        onChange={(event) => setNote(event.target.value)}
        error={Boolean(errors.note)}
        helperText={errors.note}
        minRows={2}
      />
      <Box>
        <Button variant="contained" loading={answer.isPending} onClick={submit}>
          {t('catalog.requests.quote.send')}
        </Button>
      </Box>
    </Box>
  );
}
