import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { storefrontServerEntryFile } from '../apps/api/src/http/storefront-pages.ts';
import { resolveBrand } from '../packages/shared/src/brands.ts';

const root = path.resolve(import.meta.dirname, '..');
const sources = [
  'apps/web/src',
  'apps/web/index.html',
  'apps/web/vite.config.ts',
  'apps/web/brand-plugin.ts',
  'packages/shared/src',
];

function newestChange(target: string): number {
  const stats = statSync(target);
  if (!stats.isDirectory()) return stats.mtimeMs;
  return readdirSync(target).reduce(
    (newest, entry) => Math.max(newest, newestChange(path.join(target, entry))),
    stats.mtimeMs,
  );
}

/**
 * Whether the build in `outDir` is whole and newer than `sourceTime`: the browser's half and the
 * server's (the entry the API draws the storefront's pages with). A folder holding only the
 * first, as a browser-only `vite build` leaves it, would serve every page undrawn.
 */
export function webBuildIsCurrent(outDir: string, sourceTime: number): boolean {
  return [path.join(outDir, 'index.html'), storefrontServerEntryFile(outDir)].every(
    (file) => existsSync(file) && statSync(file).mtimeMs >= sourceTime,
  );
}

/** Builds the brand's web app when it is missing, half there or older than its sources; returns the output folder. */
export function ensureWebBuild(brandName: string | undefined): string {
  const brand = resolveBrand(brandName);
  const outDir = path.join(root, 'apps/web/dist', brand.name);
  const sourceTime = Math.max(...sources.map((source) => newestChange(path.join(root, source))));
  if (webBuildIsCurrent(outDir, sourceTime)) return outDir;
  console.log(`Building the web app for brand "${brand.name}"…`);
  const result = spawnSync('npm', ['run', 'build', '-w', '@iot/web'], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, BRAND: brand.name },
  });
  if (result.status !== 0) throw new Error(`Web build failed for brand "${brand.name}"`);
  return outDir;
}
