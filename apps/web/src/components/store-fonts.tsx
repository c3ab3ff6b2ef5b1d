import { preload } from 'react-dom';
import { arabicFontFiles, fontFaces } from '../lib/theme.ts';

/**
 * The app's `@font-face` rules (lib/theme.ts) as a style React keeps in the document's head. Emotion
 * moves the style elements it manages while a page starts (its caches take the server's styles
 * over), and a moved `@font-face` rule is a new font to the browser, which then lays out every line
 * of the page again (12–24 ms a move on an Arabic page, on this machine). React adopts this element
 * where the server put it and never moves it.
 *
 * A right-to-left page also preloads the Arabic files: its first layout needs them, and without them
 * the page was laid out in a stand-in font and then again as each file landed.
 */
export function StoreFonts({ direction }: { direction: 'ltr' | 'rtl' }) {
  if (direction === 'rtl') {
    for (const href of arabicFontFiles) preload(href, { as: 'font', type: 'font/woff2', crossOrigin: '' });
  }
  return (
    <style href="store-fonts" precedence="fonts">
      {fontFaces}
    </style>
  );
}
