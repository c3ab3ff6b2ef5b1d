import { compile, middleware, serialize, stringify, type Middleware } from 'stylis';
import stylisRtlPlugin from 'stylis-plugin-rtl';

/**
 * stylis-plugin-rtl once it has turned one rule: cssjanus builds its regular expressions on first
 * use (some 15 ms on a desktop, four times that on a slow phone). Done as the plugin arrives, in a
 * task of its own while the page's other modules download, that no longer lands in hydration's
 * commit, where emotion writes an Arabic page's global styles again.
 */
export function preparedRtlPlugin(): Middleware {
  serialize(compile('a{margin-left:0}'), middleware([stylisRtlPlugin, stringify]));
  return stylisRtlPlugin;
}
