import type { StylisPlugin } from '@emotion/cache';
import { lazyModule } from './lazy-module.ts';

const rtlPlugin = lazyModule(() => import('./rtl-plugin.ts').then((module) => module.preparedRtlPlugin()));

/**
 * Brings in what turns left into right in the RTL cache's styles (stylis-plugin-rtl and cssjanus,
 * some 3 KiB gzip), which no English page needs (issue 12: first-load JavaScript). A right-to-left
 * page waits for it before it draws a frame: the language route's loader awaits it through
 * loadLanguageTexts (lib/i18n.ts), on the server as in the browser, and so does a server-drawn page
 * before it hydrates. A failed download may be retried by the next navigation.
 */
export async function loadRtlStyles(): Promise<void> {
  await rtlPlugin.load();
}

/**
 * The RTL cache's plugin, there before stylis-plugin-rtl is: emotion fixes a cache's plugins when it
 * is made. A style the cache wrote without the plugin would stay left-to-right for the page's life,
 * so drawing one that early fails loudly.
 */
export const flipToRtl: StylisPlugin = (element, index, children, callback) => {
  const plugin = rtlPlugin.current();
  if (!plugin) throw new Error('A right-to-left style was drawn before loadRtlStyles() had resolved');
  return plugin(element, index, children, callback);
};
