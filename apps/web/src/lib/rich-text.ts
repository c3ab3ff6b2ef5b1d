import DOMPurify from 'dompurify';
import { richTextLinkAttributes, richTextPolicy } from '@iot/shared/rich-text-policy';

type DomWindow = Parameters<typeof DOMPurify>[0];

let serverWindow: DomWindow | undefined;

/** The DOM rich text is sanitised in on the server (a jsdom window), where there is no `window`. */
export function setRichTextWindow(domWindow: DomWindow): void {
  serverWindow = domWindow;
}

let instance: ReturnType<typeof DOMPurify> | undefined;

// Our own instance, so these hooks apply to rich text only and to nothing else that uses DOMPurify.
function purifier(): ReturnType<typeof DOMPurify> {
  if (instance) return instance;
  const domWindow = typeof window === 'undefined' ? serverWindow : window;
  // Without a DOM, DOMPurify hands back its input unsanitised: refuse rather than pass it on.
  if (!domWindow) throw new Error('rich text needs a DOM to be sanitised in (setRichTextWindow)');
  const purify = DOMPurify(domWindow);
  purify.addHook('afterSanitizeAttributes', (node) => {
    if (node.nodeName !== 'A') return;
    const attributes = richTextLinkAttributes(node.getAttribute('href') ?? undefined);
    for (const name of ['href', 'target', 'rel']) {
      const value = attributes[name];
      if (value === undefined) node.removeAttribute(name);
      else node.setAttribute(name, value);
    }
  });
  instance = purify;
  return purify;
}

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
  const fragment = purifier().sanitize(html, {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    // DOMPurify keeps data-* and aria-* beside ALLOWED_ATTR unless told not to; the policy has none.
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    FORBID_CONTENTS: [...richTextPolicy.droppedWithContent],
    KEEP_CONTENT: true,
    RETURN_DOM_FRAGMENT: true,
  });
  const container = fragment.ownerDocument.createElement('div');
  container.append(renameTags(fragment));
  return container.innerHTML;
}

/** The text of rich text, for a meta description. */
export function richTextToPlain(html: string, maxLength = 160): string {
  const text = purifier().sanitize(html, { ALLOWED_TAGS: [], KEEP_CONTENT: true }).replace(/\s+/g, ' ').trim();
  return text.length > maxLength ? `${text.slice(0, maxLength - 1).trimEnd()}…` : text;
}
