import DOMPurify from 'dompurify';

// Links in product descriptions open outside the shop and must not reach back into it (tabnabbing).
DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.tagName === 'A' && node.getAttribute('href')) {
    node.setAttribute('target', '_blank');
    node.setAttribute('rel', 'noopener noreferrer');
  }
});

/**
 * DESIGN §Web: rich text is sanitised on the server when saved and again here when shown, so a
 * missed case on one side is not a script in a shopper's browser.
 */
export function sanitizeRichText(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button'],
    FORBID_ATTR: ['style'],
  });
}

/** The text of rich text, for a meta description. */
export function richTextToPlain(html: string, maxLength = 160): string {
  const text = DOMPurify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
