/**
 * The one allow-list for rich text (product descriptions), applied by sanitize-html on the server
 * when a text is saved and by DOMPurify in the browser when it is shown (DESIGN §Web). It keeps the
 * formatting the CMS editor writes (bold, italic, underline, a heading, lists, links; Chrome's
 * `<div>` per line becomes `<p>`) and the harmless formatting of pasted text (tables, quotes, code).
 * No attribute other than a link's `href` survives: no `style`, no `on*` handler, no `class`.
 */
export const richTextPolicy = {
  tags: [
    'p',
    'br',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'ul',
    'ol',
    'li',
    'h2',
    'h3',
    'h4',
    'blockquote',
    'a',
    'code',
    'pre',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  /** Attributes kept from the input, per tag. `target` and `rel` are set by `richTextLinkAttributes`. */
  attributes: { a: ['href'] } as Record<string, readonly string[]>,
  /** Tags written under another name: contentEditable writes a `<div>` per line. */
  renamedTags: { div: 'p' } as Record<string, string>,
  /** Tags removed together with their text (code, embedded documents, form controls' options). */
  droppedWithContent: [
    'script',
    'style',
    'iframe',
    'frame',
    'frameset',
    'noframes',
    'object',
    'embed',
    'applet',
    'template',
    'noscript',
    'noembed',
    'svg',
    'math',
    'textarea',
    'select',
    'option',
    'title',
    'head',
    'xmp',
    'audio',
    'video',
    'canvas',
  ],
} as const;

/**
 * Links go to the web (http, https), to an e-mail (mailto) or to a page of this shop (`/products`);
 * `//host` and `/\host` are other hosts for a browser, and every other scheme (javascript:, data:,
 * vbscript:) or relative form is refused.
 */
const allowedHref = /^(?:https?:|mailto:|\/(?![/\\]))/i;

export function isAllowedRichTextHref(href: string): boolean {
  return allowedHref.test(href.trim());
}

/**
 * The attributes of a kept link. Links that leave the shop open in a new tab that cannot reach back
 * into it (rel="noopener noreferrer" against tabnabbing); a `/`-path stays in the tab. An `<a>`
 * whose href is refused keeps its text and no attribute.
 */
export function richTextLinkAttributes(href: string | undefined): Record<string, string> {
  const trimmed = href?.trim() ?? '';
  if (!isAllowedRichTextHref(trimmed)) return {};
  if (trimmed.startsWith('/')) return { href: trimmed };
  return { href: trimmed, target: '_blank', rel: 'noopener noreferrer' };
}
