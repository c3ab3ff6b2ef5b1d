import path from 'node:path';

/**
 * The app runs on Preact through its React compatibility layer (issue 12: first-load JavaScript;
 * React DOM was 63 KiB of the home page's 183, Preact's layer is 10). Every import of React,
 * whether ours, MUI's or TanStack Query's, resolves here, in the browser's build, the
 * server's, `vite` (dev) and the unit tests (vitest.config.ts) alike, so one renderer draws and
 * hydrates every page. docs/decisions.md
 * "The app renders with Preact and hydrates in slices" says what this asks of the code.
 */
export const preactAliases = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom\/server$/, replacement: 'preact/compat/server' },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
  // Emotion's style insertion, which relies on React's insertion effects (src/lib/emotion-insertion.ts).
  {
    find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
    replacement: path.resolve(import.meta.dirname, 'src/lib/emotion-insertion.ts'),
  },
];
