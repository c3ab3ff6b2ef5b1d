import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { orderNoteBodySchema, orderNoteMaxLength } from '@iot/shared/admin-orders';
import { ApiError, errorMessageOf } from '../../../api/client.ts';
import { useAlert } from '../../../components/alerts/alert-context.ts';
import { useFieldMessage } from '../../../lib/use-field-message.ts';
import { useAddOrderNote } from '../api/orders.ts';

/** An internal note on the order, at any status; checked with the API's own schema before it is sent. */
export function OrderNoteForm({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const notify = useAlert();
  const fieldMessage = useFieldMessage();
  const addNote = useAddOrderNote(orderId);
  const [note, setNote] = useState('');
  const [problem, setProblem] = useState<string | undefined>();

  const submit = () => {
    const parsed = orderNoteBodySchema.safeParse({ note });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message);
      return;
    }
    addNote.mutate(parsed.data, {
      onSuccess: () => {
        setNote('');
        notify({ type: 'success', message: t('ordersAdmin.notes.added') });
      },
      onError: (error) =>
        error instanceof ApiError && error.fields?.note
          ? setProblem(error.fields.note)
          : notify({ type: 'error', message: errorMessageOf(error) }),
    });
  };

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ display: 'grid', gap: 1, mb: 2 }}
    >
      <TextField
        label={t('ordersAdmin.notes.label')}
        value={note}
        onChange={(event) => {
          setNote(event.target.value);
          setProblem(undefined);
        }}
        multiline
        minRows={2}
        error={Boolean(problem)}
        helperText={fieldMessage(problem) ?? t('ordersAdmin.notes.help')}
        slotProps={{ htmlInput: { maxLength: orderNoteMaxLength, 'data-testid': 'order-note-input' } }}
      />
      <Button
        type="submit"
        variant="outlined"
        loading={addNote.isPending}
        sx={{ justifySelf: 'start' }}
        data-testid="order-note-add"
      >
        {t('ordersAdmin.notes.add')}
      </Button>
    </Box>
  );
}
