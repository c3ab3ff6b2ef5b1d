import { nextTask } from './lib/next-task.ts';

/**
 * The app's modules, evaluated in turns: each turn evaluates what it brings that the turns before it
 * have not, in a task of its own. Evaluated together they held the main thread for 140 to 200 ms at
 * Lighthouse's 4× CPU slowdown (issue 12: total blocking time). The turns are the files
 * src/startup/turn-<n>-<name>.ts, numbered in this order; the build makes a chunk of each
 * (`startTurnChunks` in vite.config.ts).
 */
const turns = [
  () => import('./startup/turn-1-preact.ts'),
  () => import('./startup/turn-2-libraries.ts'),
  () => import('./startup/turn-3-emotion.ts'),
  () => import('./startup/turn-4-theme.ts'),
  () => import('./startup/turn-5-store-layout.ts'),
];

/**
 * Requests the turns' chunks (the build lists them: `startScriptsList` in vite.config.ts) without
 * evaluating them, so no turn waits for its download. Starting a request costs the main thread some
 * 8 ms at Lighthouse's 4× slowdown, so each starts in a task of its own.
 */
async function requestStartScripts(): Promise<void> {
  const list = document.getElementById('start-scripts')?.textContent;
  for (const href of list ? (JSON.parse(list) as string[]) : []) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
    await nextTask();
  }
}

/** Resolves once the page's pictures and font have arrived and been painted. */
async function pageLoaded(): Promise<void> {
  if (document.readyState !== 'complete')
    await new Promise((resolve) => window.addEventListener('load', resolve, { once: true }));
  // The frame after the load event draws what arrived last; a task after that frame follows it.
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await nextTask();
}

async function start(root: HTMLElement): Promise<void> {
  // A drawn page shows its content already: its pictures come before the scripts that make it
  // live, which would otherwise share the line with them (Lighthouse: largest paint 1.9 → 3.0 s).
  if (root.hasChildNodes()) await pageLoaded();
  void requestStartScripts();
  for (const turn of turns) {
    await turn();
    await nextTask();
  }
  const { startApp } = await import('./startup/turn-6-app.ts');
  await nextTask();
  await startApp(root);
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
void start(root);
