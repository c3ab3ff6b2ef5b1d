import DOMPurify from 'dompurify';
import { richTextLinkAttributes, richTextPolicy } from '@iot/shared/rich-text-policy';

// Our own instance, so these hooks apply to rich text only and to nothing else that uses DOMPurify.
const purify = DOMPurify();

purify.addHook('afterSanitizeAttributes', (node) => {
  if (node.nodeName !== 'A') return;
  const attributes = richTextLinkAttributes(node.getAttribute('href') ?? undefined);
  for (const name of ['href', 'target', 'rel']) {
    const value = attributes[name];
    if (value === undefined) node.removeAttribute(name);
    else node.setAttribute(name, value);
  }
});

const renamed = Object.entries(richTextPolicy.renamedTags);
const allowedTags = [...richTextPolicy.tags, ...renamed.map(([from]) => from)];
const allowedAttributes = [...new Set(Object.values(richTextPolicy.attributes).flat())];

/** Writes the policy's renamed tags (a `<div>` line becomes a `<p>`) under their new names. */
function renameTags(fragment: DocumentFragment): DocumentFragment {
  for (const [from, to] of renamed) {
    for (const element of Array.from(fragment.querySelectorAll(from))) {
      const replacement = element.ownerDocument.createElement(to);
      replacement.append(...Array.from(element.childNodes));
      element.replaceWith(replacement);
    }
  }
  return fragment;
}

/**
 * DESIGN §Web: rich text is sanitised on the server when saved and again here when shown, with the
 * same shared policy, so a missed case on one side is not a script in a shopper's browser.
 */
export function sanitizeRichText(html: string): string {
  if (!html) return '';
  const fragment = purify.sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    // DOMPurify keeps data-* and aria-* beside ALLOWED_ATTR unless told not to; the policy has none.
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_CONTENTS: [...richTextPolicy.droppedWithContent],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  const container = document.createElement('div');
  container.append(renameTags(fragment));
  return container.innerHTML;
}

/** The text of rich text, for a meta description. */
export function richTextToPlain(html: string, maxLength = 160): string {
  const text = purify.sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
