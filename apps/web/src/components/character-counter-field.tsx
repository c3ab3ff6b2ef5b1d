import { useId } from 'react';
import Box from '@mui/material/Box';
import TextField, { type TextFieldProps } from '@mui/material/TextField';
import { localizeDigits } from '../lib/format.ts';
import { useLanguage } from '../lib/use-language.ts';
import { counterState, multilineMax } from './character-counter.ts';

type Props = Omit<TextFieldProps, 'value' | 'multiline'> & { value: string; max?: number };

/**
 * SPEC §5, §9: a multiline field that shows its count out of 255 (or `max`) and turns red at the
 * limit. The message of an invalid field sits on the start side, the count on the end side.
 */
export function CharacterCounterField({
  value,
  max = multilineMax,
  helperText,
  minRows = 3,
  slotProps,
  ...props
}: Props) {
  const language = useLanguage();
  const counterId = useId();
  const { count, atLimit } = counterState(value, max);
  return (
    <TextField
      {...props}
      value={value}
      multiline
      minRows={minRows}
      slotProps={{
        ...slotProps,
        htmlInput: { maxLength: max, 'aria-describedby': counterId, ...(slotProps?.htmlInput as object | undefined) },
        formHelperText: { component: 'div' } as object,
      }}
      helperText={
        <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{helperText}</span>
          <Box
            component="span"
            id={counterId}
            data-testid="character-counter"
            data-at-limit={atLimit}
            sx={{
              color: atLimit ? 'error.main' : 'text.secondary',
              fontWeight: atLimit ? 700 : 400,
              flexShrink: 0,
              direction: 'ltr',
              unicodeBidi: 'isolate',
            }}
          >
            {localizeDigits(`${count}/${max}`, language)}
          </Box>
        </Box>
      }
    />
  );
}
