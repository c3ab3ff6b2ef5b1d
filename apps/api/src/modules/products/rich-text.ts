import sanitizeHtml from 'sanitize-html';
import { richTextLinkAttributes, richTextPolicy } from '@iot/shared/rich-text-policy';

const options: sanitizeHtml.IOptions = {
  allowedTags: [...richTextPolicy.tags],
  // Links also carry the target and rel that richTextLinkAttributes sets.
  allowedAttributes: { ...richTextPolicy.attributes, a: [...(richTextPolicy.attributes.a ?? []), 'target', 'rel'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  allowProtocolRelative: false,
  nonTextTags: [...richTextPolicy.droppedWithContent],
  transformTags: {
    ...richTextPolicy.renamedTags,
    // The policy's href check replaces sanitize-html's own (which also lets `page.html` and `#x` through).
    a: (tagName, attribs) => ({ tagName, attribs: richTextLinkAttributes(attribs.href) }),
  },
};

/** DESIGN §Web: rich text is sanitised on the server when saved, with the shared rich-text policy. */
export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, options).trim();
}
