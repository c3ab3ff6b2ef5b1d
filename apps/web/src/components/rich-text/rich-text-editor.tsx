import { useId, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
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
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import { useTranslation } from 'react-i18next';
import { richTextSx } from './rich-text-view.tsx';
import { sanitizeRichText } from '../../lib/rich-text.ts';
import {
  editorHtml,
  isCommandActive,
  richTextCommands,
  richTextExtensions,
  runCommand,
  type RichTextCommand,
} from './rich-text-schema.ts';

const icons: Record<RichTextCommand, ReactNode> = {
  bold: <FormatBoldIcon />,
  italic: <FormatItalicIcon />,
  underline: <FormatUnderlinedIcon />,
  heading: <TitleIcon />,
  bulleted: <FormatListBulletedIcon />,
  numbered: <FormatListNumberedIcon />,
  link: <InsertLinkIcon />,
  clear: <FormatClearIcon />,
};

/** Commands that switch a formatting on and off: their buttons say whether it is on (aria-pressed). */
const toggles = new Set<RichTextCommand>(['bold', 'italic', 'underline', 'heading', 'bulleted', 'numbered']);

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
 * The back office's rich-text editor (product descriptions, their translations): Tiptap with a
 * toolbar of the formatting the shared rich-text policy keeps (bold, italic, underline, a heading,
 * lists, links). Its document holds nothing else (rich-text-schema.ts), so the HTML it hands the form
 * is what the server keeps when it sanitises the text on saving (DESIGN §Web).
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
  const lastEmitted = useRef(value);
  const labelId = useId();
  const helperId = useId();

  const hasHelperText = Boolean(helperText);
  const editorProps = useMemo(() => {
    const attributes: Record<string, string> = {
      role: 'textbox',
      'aria-multiline': 'true',
      'aria-labelledby': labelId,
    };
    if (hasHelperText) attributes['aria-describedby'] = helperId;
    if (error) attributes['aria-invalid'] = 'true';
    if (required) attributes['aria-required'] = 'true';
    if (name) attributes['data-name'] = name;
    if (testId) attributes['data-testid'] = testId;
    if (dir) attributes.dir = dir;
    return { attributes };
  }, [labelId, helperId, hasHelperText, error, required, name, testId, dir]);
  // Stored texts are sanitised on the way in too: older ones were written by contentEditable. Only
  // the first value makes the document; later outside changes go through the layout effect below.
  const [initialContent] = useState(() => sanitizeRichText(value));

  const editor = useEditor({
    extensions: richTextExtensions,
    content: initialContent,
    editorProps,
    onUpdate: ({ editor: updated }) => {
      const html = editorHtml(updated);
      lastEmitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur?.(),
  });

  const active = useEditorState({
    editor,
    selector: ({ editor: current }) =>
      Object.fromEntries(richTextCommands.map((command) => [command, isCommandActive(current, command)])),
  });

  // Only outside changes (loading a product, a reset) replace the document; typing keeps the caret.
  // A layout effect: a passive one may run after the next keystroke and take its value for an outside one.
  useLayoutEffect(() => {
    if (value === lastEmitted.current) return;
    editor.commands.setContent(sanitizeRichText(value), { emitUpdate: false });
    lastEmitted.current = value;
  }, [editor, value]);

  const run = (command: RichTextCommand) => {
    if (command !== 'link') return runCommand(editor, command);
    const current = editor.getAttributes('link').href as string | undefined;
    const href = window.prompt(t('catalog.richText.linkPrompt'), current ?? 'https://');
    // Cancelled: nothing changes. Emptied: the link goes.
    if (href === null) return false;
    return runCommand(editor, 'link', href);
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
          {richTextCommands.map((command, index) => (
            <Box key={command} sx={{ display: 'flex', alignItems: 'center' }}>
              {index === 3 || index === 6 ? <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} /> : null}
              <Tooltip title={t(`catalog.richText.${command}`)}>
                {/* mousedown would move focus out of the text and lose the selection the command applies to */}
                <IconButton
                  size="small"
                  aria-label={t(`catalog.richText.${command}`)}
                  aria-pressed={toggles.has(command) ? Boolean(active[command]) : undefined}
                  color={active[command] ? 'primary' : 'default'}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => run(command)}
                >
                  {icons[command]}
                </IconButton>
              </Tooltip>
            </Box>
          ))}
        </Box>
        <Box
          sx={[
            richTextSx,
            {
              '& .tiptap': { minHeight: 160, maxHeight: 480, overflowY: 'auto', px: 1.5, py: 1, outline: 'none' },
              typography: 'body1',
            },
          ]}
        >
          <EditorContent editor={editor} />
        </Box>
      </Box>
      {helperText && (
        <FormHelperText id={helperId} error={error}>
          {helperText}
        </FormHelperText>
      )}
    </Box>
  );
}
