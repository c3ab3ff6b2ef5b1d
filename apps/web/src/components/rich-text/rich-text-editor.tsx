import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatClearIcon from '@mui/icons-material/FormatClear';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatUnderlinedIcon from '@mui/icons-material/FormatUnderlined';
import InsertLinkIcon from '@mui/icons-material/InsertLink';
import TitleIcon from '@mui/icons-material/Title';
import { useTranslation } from '../../lib/use-translation.ts';
import { isAllowedRichTextHref } from '@iot/shared/rich-text-policy';
import { richTextSx } from './rich-text-view.tsx';
import { sanitizeRichText } from '../../lib/rich-text.ts';

type Command = { key: string; icon: ReactNode; command: string; argument?: string };

const commands: Command[] = [
  { key: 'bold', icon: <FormatBoldIcon />, command: 'bold' },
  { key: 'italic', icon: <FormatItalicIcon />, command: 'italic' },
  { key: 'underline', icon: <FormatUnderlinedIcon />, command: 'underline' },
  { key: 'heading', icon: <TitleIcon />, command: 'formatBlock', argument: '<h3>' },
  { key: 'bulleted', icon: <FormatListBulletedIcon />, command: 'insertUnorderedList' },
  { key: 'numbered', icon: <FormatListNumberedIcon />, command: 'insertOrderedList' },
  { key: 'link', icon: <InsertLinkIcon />, command: 'createLink' },
  { key: 'clear', icon: <FormatClearIcon />, command: 'removeFormat' },
];

type Props = {
  label: string;
  value: string;
  onChange: (html: string) => void;
  onBlur?: () => void;
  error?: boolean;
  helperText?: ReactNode;
  required?: boolean;
  name?: string;
  testId?: string;
  /** The direction of the text itself when it differs from the page's (a translation). */
  dir?: 'rtl' | 'ltr';
};

/**
 * A small rich-text editor: a contentEditable area and a toolbar of the formatting the server keeps
 * (bold, italic, underline, heading, lists, links). Its HTML is sanitised on the way in and out
 * with the shared rich-text policy (packages/shared rich-text-policy.ts).
 * Chosen over a library to add no dependency; execCommand is deprecated but every browser keeps it.
 */
export function RichTextEditor({
  label,
  value,
  onChange,
  onBlur,
  error,
  helperText,
  required,
  name,
  testId,
  dir,
}: Props) {
  const { t } = useTranslation();
  const area = useRef<HTMLDivElement>(null);
  const lastEmitted = useRef<string | null>(null);
  const labelId = useId();
  const helperId = useId();

  // Only outside changes (loading a product, a reset) rewrite the area; typing keeps the caret. A
  // layout effect: a passive one may run after the next keystroke and take its value for an outside one.
  useLayoutEffect(() => {
    const element = area.current;
    if (!element || value === lastEmitted.current) return;
    element.innerHTML = sanitizeRichText(value);
    lastEmitted.current = value;
  }, [value]);

  const emit = () => {
    const html = area.current?.innerHTML ?? '';
    lastEmitted.current = html;
    onChange(html);
  };

  const exec = (command: string, argument?: string) => {
    area.current?.focus();
    document.execCommand(command, false, argument);
    emit();
  };

  const run = ({ command, argument }: Command) => {
    if (command !== 'createLink') return exec(command, argument);
    const url = window.prompt(t('catalog.richText.linkPrompt'), 'https://')?.trim();
    if (url && isAllowedRichTextHref(url)) exec('createLink', url);
  };

  return (
    <Box>
      <FormLabel id={labelId} required={required} error={error} sx={{ display: 'block', mb: 0.75 }}>
        {label}
      </FormLabel>
      <Box
        sx={{
          border: 1,
          borderColor: error ? 'error.main' : 'divider',
          borderRadius: 1,
          '&:focus-within': {
            borderColor: error ? 'error.main' : 'primary.main',
            boxShadow: (theme) => `0 0 0 1px ${(theme.vars ?? theme).palette[error ? 'error' : 'primary'].main}`,
          },
        }}
      >
        <Box
          role="toolbar"
          aria-label={t('catalog.richText.toolbar', { label })}
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.25, p: 0.5, borderBottom: 1, borderColor: 'divider' }}
        >
          {commands.map((command, index) => (
            <Box key={command.key} sx={{ display: 'flex', alignItems: 'center' }}>
              {index === 3 || index === 6 ? <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} /> : null}
              <Tooltip title={t(`catalog.richText.${command.key}`)}>
                {/* mousedown would move focus out of the text and lose the selection the command applies to */}
                <IconButton
                  size="small"
                  aria-label={t(`catalog.richText.${command.key}`)}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => run(command)}
                >
                  {command.icon}
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Box>
        <Box
          ref={area}
          contentEditable
          suppressContentEditableWarning
          role="textbox"
          aria-multiline="true"
          aria-labelledby={labelId}
          aria-describedby={helperText ? helperId : undefined}
          aria-invalid={error || undefined}
          aria-required={required || undefined}
          data-name={name}
          data-testid={testId}
          dir={dir}
          tabIndex={0}
          onInput={emit}
          onBlur={() => {
            const clean = sanitizeRichText(area.current?.innerHTML ?? '');
            if (area.current && clean !== area.current.innerHTML) area.current.innerHTML = clean;
            lastEmitted.current = clean;
            onChange(clean);
            onBlur?.();
          }}
          sx={[
            richTextSx,
            { minHeight: 160, maxHeight: 480, overflowY: 'auto', px: 1.5, py: 1, outline: 'none', typography: 'body1' },
          ]}
        />
      </Box>
      {helperText && (
        <FormHelperText id={helperId} error={error}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
