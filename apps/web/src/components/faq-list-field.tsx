import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { Controller, get, useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { localizeDigits } from '../lib/format.ts';
import { useFieldMessage } from '../lib/use-field-message.ts';
import { useLanguage } from '../lib/use-language.ts';
import { CharacterCounterField } from './character-counter-field.tsx';

/** SPEC §3 FAQs (question, answer) of the surrounding form, at `name`; answers count to 255 (SPEC §5). */
export function FaqListField({
  name,
  label,
  max = 30,
  dir,
}: {
  name: string;
  label: string;
  max?: number;
  dir?: 'rtl' | 'ltr';
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  const fieldMessage = useFieldMessage();
  const { control, register, formState } = useFormContext();
  const { fields, append, remove } = useFieldArray({ control, name });
  const messageOf = (path: string) =>
    fieldMessage((get(formState.errors, path) as { message?: string } | undefined)?.message);

  return (
    <Box role="group" aria-label={label} sx={{ display: 'grid', gap: 1.5 }}>
      <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      {fields.length === 0 && <Typography color="text.secondary">{t('catalog.faqs.none')}</Typography>}
      {fields.map((field, index) => {
        const number = localizeDigits(String(index + 1), language);
        const question = messageOf(`${name}.${index}.question`);
        const answer = messageOf(`${name}.${index}.answer`);
        return (
          <Paper key={field.id} variant="outlined" sx={{ p: 1.5, display: 'grid', gap: 1.5 }} data-testid="faq-item">
            <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
              <Typography variant="body2" color="text.secondary">
                {t('catalog.faqs.item', { number })}
              </Typography>
              <IconButton size="small" onClick={() => remove(index)} aria-label={t('catalog.faqs.remove', { number })}>
                <DeleteIcon fontSize="small" />
              </IconButton>
            </Box>
            <TextField
              {...register(`${name}.${index}.question`)}
              label={t('catalog.faqs.question')}
              required
              fullWidth
              error={Boolean(question)}
              helperText={question}
              slotProps={{ htmlInput: { dir } }}
            />
            <Controller
              control={control}
              name={`${name}.${index}.answer`}
              render={({ field: answerField }) => (
                <CharacterCounterField
                  {...answerField}
                  value={String(answerField.value ?? '')}
                  label={t('catalog.faqs.answer')}
                  required
                  fullWidth
                  error={Boolean(answer)}
                  helperText={answer}
                  slotProps={{ htmlInput: { dir } }}
                />
              )}
            />
          </Paper>
        );
      })}
      <Box>
        <Button
          startIcon={<AddIcon />}
          onClick={() => append({ question: '', answer: '' })}
          disabled={fields.length >= max}
        >
          {t('catalog.faqs.add')}
        </Button>
      </Box>
    </Box>
  );
}
