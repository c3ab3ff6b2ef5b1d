/**
 * DESIGN §Web: rich text is sanitised on the client when shown. The same allowlist as the server
 * (apps/api rich-text.ts): formatting tags only, links http(s)/mailto opening in a new tab.
 */
const allowedTags = new Set(['P', 'BR', 'STRONG', 'B', 'EM', 'I', 'U', 'S', 'UL', 'OL', 'LI', 'H2', 'H3', 'H4', 'BLOCKQUOTE', 'A', 'CODE', 'PRE', 'TABLE', 'THEAD', 'TBODY', 'TR', 'TH', 'TD', 'HR']);
const droppedWithContent = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT', 'SVG', 'MATH']);
const safeHref = /^(https?:|mailto:)/i;

function clean(node: Node, document: Document): Node[] {
  if (node.nodeType === Node.TEXT_NODE) return [document.createTextNode(node.textContent ?? '')];
  if (node.nodeType !== Node.ELEMENT_NODE) return [];
  const element = node as Element;
  const children = Array.from(element.childNodes).flatMap((child) => clean(child, document));
  if (droppedWithContent.has(element.tagName)) return [];
  // Editors write <div> for new lines; keep them as paragraphs rather than losing the break.
  const tag = element.tagName === 'DIV' ? 'P' : element.tagName;
  if (!allowedTags.has(tag)) return children;
  const copy = document.createElement(tag);
  if (tag === 'A') {
    const href = element.getAttribute('href')?.trim() ?? '';
    if (safeHref.test(href)) {
      copy.setAttribute('href', href);
      copy.setAttribute('target', '_blank');
      copy.setAttribute('rel', 'noopener noreferrer');
    }
  }
  copy.append(...children);
  return [copy];
}

export function sanitizeRichText(html: string): string {
  if (!html) return '';
  const parsed = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const output = document.implementation.createHTMLDocument('');
  const container = output.createElement('div');
  container.append(...Array.from(parsed.body.childNodes).flatMap((node) => clean(node, output)));
  return container.innerHTML;
}
