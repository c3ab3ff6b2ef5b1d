import type { Editor } from '@tiptap/react';
import { Link } from '@tiptap/extension-link';
import { StarterKit } from '@tiptap/starter-kit';
import { isAllowedRichTextHref, richTextLinkAttributes } from '@iot/shared/rich-text-policy';

/**
 * A link as the shared policy writes it: only `href`, plus `target` and `rel` for a link that leaves
 * the shop (richTextLinkAttributes). Tiptap's own link would add `rel="… nofollow"` and keep a pasted
 * `class` or `title`, which the sanitiser then rewrites, so what the editor shows would not be what
 * the shop saves.
 */
const PolicyLink = Link.extend({
  addAttributes() {
    return { href: { default: null, parseHTML: (element) => element.getAttribute('href') } };
  },
  renderHTML({ HTMLAttributes }) {
    return ['a', richTextLinkAttributes(String(HTMLAttributes.href ?? '')), 0];
  },
});

/**
 * The document the editor can hold: the formatting the shared rich-text policy keeps
 * (packages/shared/src/rich-text-policy.ts) and nothing else, so whatever is typed or pasted comes
 * out as HTML the sanitiser leaves as it is (rich-text-editor.test.ts).
 */
export const richTextExtensions = [
  StarterKit.configure({
    heading: { levels: [2, 3, 4] },
    // The policy keeps no `class`: a pasted code block keeps its text, not its language.
    codeBlock: { languageClassPrefix: null },
    // An empty paragraph after a final list or heading would be saved with every description.
    trailingNode: false,
    link: false,
  }),
  PolicyLink.configure({
    openOnClick: false,
    defaultProtocol: 'https',
    isAllowedUri: (url) => isAllowedRichTextHref(url),
  }),
];

export const richTextCommands = [
  'bold',
  'italic',
  'underline',
  'heading',
  'bulleted',
  'numbered',
  'link',
  'clear',
] as const;

export type RichTextCommand = (typeof richTextCommands)[number];

/** The heading the toolbar writes: descriptions sit under the product page's own h1 and h2. */
const toolbarHeading = { level: 3 } as const;

/** Whether the selection already has the command's formatting (the button shows as pressed). */
export function isCommandActive(editor: Editor, command: RichTextCommand): boolean {
  switch (command) {
    case 'bold':
    case 'italic':
    case 'underline':
    case 'link':
      return editor.isActive(command);
    case 'heading':
      return editor.isActive('heading', toolbarHeading);
    case 'bulleted':
      return editor.isActive('bulletList');
    case 'numbered':
      return editor.isActive('orderedList');
    case 'clear':
      return false;
  }
}

/**
 * Applies a toolbar command to the selection. A link needs its address: an empty one removes the
 * link, a refused one (javascript:, //host) changes nothing, and with nothing selected the address
 * is written as the link's text.
 */
export function runCommand(editor: Editor, command: RichTextCommand, href?: string): boolean {
  const chain = editor.chain().focus();
  switch (command) {
    case 'bold':
      return chain.toggleBold().run();
    case 'italic':
      return chain.toggleItalic().run();
    case 'underline':
      return chain.toggleUnderline().run();
    case 'heading':
      return chain.toggleHeading(toolbarHeading).run();
    case 'bulleted':
      return chain.toggleBulletList().run();
    case 'numbered':
      return chain.toggleOrderedList().run();
    case 'clear':
      return chain.unsetAllMarks().clearNodes().run();
    case 'link': {
      const address = href?.trim() ?? '';
      if (!address) return chain.extendMarkRange('link').unsetLink().run();
      if (!isAllowedRichTextHref(address)) return false;
      if (editor.state.selection.empty && !editor.isActive('link'))
        return chain
          .insertContent({ type: 'text', text: address, marks: [{ type: 'link', attrs: { href: address } }] })
          .run();
      return chain.extendMarkRange('link').setLink({ href: address }).run();
    }
  }
}

/** The editor's HTML for the form: an empty editor is an empty string, not `<p></p>`. */
export function editorHtml(editor: Editor): string {
  return editor.isEmpty ? '' : editor.getHTML();
}
