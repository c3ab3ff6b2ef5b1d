import type { Brand } from '@iot/shared/brands';
import { bodyTextContrast, readableShade } from '@iot/shared/brand-colors';
import { localizeDigits } from '@iot/shared/digits';
import { textDirection, type Language } from '@iot/shared/languages';

/**
 * What a mail says, before it is laid out: the HTML part and the text part are both made from it,
 * so they never say different things. `text` is prose (its digits follow the language, SPEC §1);
 * `verbatim` is typed by the reader as it stands (a code, a tracking number) and is left as written.
 */
export type MailBlock =
  | { kind: 'text'; text: string }
  | { kind: 'verbatim'; label: string; value: string; large?: boolean }
  | {
      kind: 'table';
      head: readonly string[];
      rows: readonly (readonly MailCell[])[];
      foot?: readonly (readonly MailCell[])[];
    }
  | { kind: 'link'; label: string; href: string };

/**
 * A table cell: prose, or a name or code left as written (a product called "T1" keeps its Latin
 * digit in an Arabic mail) and isolated, as it may run in either direction.
 */
export type MailCell = string | { verbatim: string };

export const verbatim = (value: string): MailCell => ({ verbatim: value });

const cellText = (cell: MailCell, language: Language) =>
  typeof cell === 'string' ? localizeDigits(cell, language) : cell.verbatim;

export type MailContent = { subject: string; text: string; html: string };

export type MailDraft = { subject: string; heading: string; blocks: readonly MailBlock[] };

/** Who the mail comes from: the build's brand (DESIGN §Web: the registry) and the store's settings. */
export type MailSender = { brand: Brand; copyright?: string | undefined };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

const white = '#ffffff';

function blockHtml(block: MailBlock, language: Language, accent: string, align: string): string {
  const prose = (text: string) => escapeHtml(localizeDigits(text, language));
  switch (block.kind) {
    case 'text':
      return `<p style="margin:0 0 16px;line-height:1.5">${prose(block.text)}</p>`;
    case 'verbatim': {
      const size = block.large ? 'font-size:24px;letter-spacing:4px;' : '';
      return `<p style="margin:0 0 16px">${block.label ? `${prose(block.label)} ` : ''}<strong dir="ltr" style="${size}unicode-bidi:isolate">${escapeHtml(block.value)}</strong></p>`;
    }
    case 'link':
      return `<p style="margin:0 0 16px"><a href="${escapeHtml(block.href)}" style="display:inline-block;padding:10px 18px;border-radius:6px;background:${accent};color:${white};text-decoration:none;font-weight:600">${prose(block.label)}</a></p>`;
    case 'table': {
      const content = (cell: MailCell) =>
        typeof cell === 'string'
          ? prose(cell)
          : `<span dir="auto" style="unicode-bidi:isolate">${escapeHtml(cell.verbatim)}</span>`;
      const cell = (tag: 'th' | 'td', text: MailCell, index: number) =>
        `<${tag} style="padding:6px 8px;border-bottom:1px solid #e3e6ea;text-align:${index === 0 ? align : 'end'}">${content(text)}</${tag}>`;
      const row = (tag: 'th' | 'td', cells: readonly MailCell[]) =>
        `<tr>${cells.map((text, index) => cell(tag, text, index)).join('')}</tr>`;
      const foot = block.foot?.map((cells) => row('th', cells)).join('') ?? '';
      return `<table role="presentation" style="width:100%;border-collapse:collapse;margin:0 0 16px;font-size:14px"><thead>${row('th', block.head)}</thead><tbody>${block.rows.map((cells) => row('td', cells)).join('')}</tbody>${foot ? `<tfoot>${foot}</tfoot>` : ''}</table>`;
    }
  }
}

function blockText(block: MailBlock, language: Language): string {
  const prose = (text: string) => localizeDigits(text, language);
  switch (block.kind) {
    case 'text':
      return prose(block.text);
    case 'verbatim':
      return block.label ? `${prose(block.label)} ${block.value}` : block.value;
    case 'link':
      return `${prose(block.label)}: ${block.href}`;
    case 'table':
      return [...block.rows, ...(block.foot ?? [])]
        .map((cells) => cells.map((cell) => cellText(cell, language)).join(' · '))
        .join('\n');
  }
}

/**
 * The mail in the brand's colours, with its text part. Mail clients drop style sheets, so every
 * style is inline; the direction is set on the document and the wrapper (Arabic reads right to left).
 */
export function layOutMail(draft: MailDraft, language: Language, sender: MailSender): MailContent {
  const direction = textDirection(language);
  const align = direction === 'rtl' ? 'right' : 'left';
  const { brand } = sender;
  // The header's white name and the buttons' white labels must stay readable on the brand colour.
  const header = readableShade(brand.palette.primary, [white], bodyTextContrast);
  const accent = readableShade(brand.palette.secondary, [white], bodyTextContrast);
  const body = draft.blocks.map((block) => blockHtml(block, language, accent, align)).join('');
  const footer = escapeHtml(localizeDigits(sender.copyright || brand.displayName, language));
  const html =
    `<!doctype html><html lang="${language}" dir="${direction}"><head><meta charset="utf-8"><title>${escapeHtml(draft.subject)}</title></head>` +
    `<body style="margin:0;padding:0;background:#f4f6f8;font-family:Arial,Helvetica,sans-serif;color:#1d2329">` +
    `<div dir="${direction}" style="max-width:600px;margin:0 auto;padding:24px 12px;text-align:${align}">` +
    `<div style="background:${header};color:${white};padding:16px 24px;border-radius:8px 8px 0 0;font-size:20px;font-weight:700">${escapeHtml(brand.displayName)}</div>` +
    `<div style="background:${white};padding:24px;border-radius:0 0 8px 8px">` +
    `<h1 style="margin:0 0 16px;font-size:20px;color:${header}">${escapeHtml(localizeDigits(draft.heading, language))}</h1>${body}</div>` +
    `<p style="margin:16px 0 0;font-size:12px;color:#5f6b76">${footer}</p></div></body></html>`;
  const text = [localizeDigits(draft.heading, language), ...draft.blocks.map((block) => blockText(block, language))]
    .concat(['--', localizeDigits(sender.copyright || brand.displayName, language)])
    .join('\n\n');
  return { subject: localizeDigits(draft.subject, language), text, html };
}
