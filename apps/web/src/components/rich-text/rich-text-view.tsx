import { useMemo } from 'react';
import Box, { type BoxProps } from '@mui/material/Box';
import { sanitizeRichText } from '../../lib/rich-text.ts';

/** Typography for stored rich text, shared by the editor and the read-only view. */
export const richTextSx = {
  overflowWrap: 'anywhere',
  '& p': { my: 1 },
  '& ul, & ol': { my: 1, paddingInlineStart: 3 },
  // The editor writes a list item's text as a paragraph (<li><p>…</p></li>): no gap between items.
  '& li > p': { my: 0 },
  '& h2, & h3, & h4': { mt: 2, mb: 1, lineHeight: 1.3 },
  '& a': { color: 'primary.main' },
  '& blockquote': {
    borderInlineStart: 3,
    borderColor: 'divider',
    m: 0,
    paddingInlineStart: 2,
    color: 'text.secondary',
  },
} as const;

/** Rich text shown read-only, sanitised first (DESIGN §Web). */
export function RichTextView({
  html,
  sx,
  ...props
}: { html: string } & Omit<BoxProps, 'children' | 'dangerouslySetInnerHTML'>) {
  const safe = useMemo(() => sanitizeRichText(html), [html]);
  return (
    <Box {...props} sx={[richTextSx, ...(Array.isArray(sx) ? sx : [sx])]} dangerouslySetInnerHTML={{ __html: safe }} />
  );
}
