import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { formatTable, tableColumns, tableRow, type TargetFigures } from './figures.ts';
import type { FirstLoad } from './first-load-js.ts';
import type { LighthouseFigures } from './lighthouse.ts';

export type SizeResult = {
  products: number;
  database: 'pglite' | 'postgres';
  seedSeconds: number;
  targets: TargetFigures[];
};

export type BenchResult = {
  startedAt: string;
  machine: { cpus: number; loadAverage: number[]; node: string };
  settings: { seconds: number; warmUpSeconds: number; connections: number; cache: 'on' | 'off' };
  firstLoad: FirstLoad[];
  sizes: SizeResult[];
  lighthouse: LighthouseFigures[];
};

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

export function printFirstLoad(firstLoad: FirstLoad[]) {
  console.log('\nStorefront first-load JavaScript (entry + route chunk + their static imports)');
  console.log(
    formatTable(
      ['page', 'files', 'raw', 'gzip', 'brotli'],
      firstLoad.map((page) => [
        page.page,
        String(page.files),
        kib(page.rawBytes),
        kib(page.gzipBytes),
        kib(page.brotliBytes),
      ]),
    ),
  );
}

export function printSize(size: SizeResult) {
  const database = size.database === 'postgres' ? 'PostgreSQL' : 'embedded PGlite (its CPU is in the app’s)';
  console.log(
    `\n${size.products.toLocaleString('en')} products on ${database}, seeded in ${size.seedSeconds.toFixed(1)} s`,
  );
  console.log(formatTable(tableColumns, size.targets.map(tableRow)));
}

export function printLighthouse(figures: LighthouseFigures[]) {
  if (figures.length === 0) return;
  console.log(`\nLighthouse, mobile preset, median of ${figures[0]?.runs ?? 0} runs`);
  console.log(
    formatTable(
      ['page', 'visitor', 'score', 'SEO', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS'],
      figures.map((page) => [
        page.page,
        page.visitor,
        page.score.toFixed(0),
        page.seoFailures.length > 0 ? `${page.seo.toFixed(0)} (${page.seoFailures.join(', ')})` : page.seo.toFixed(0),
        page.fcpMs.toFixed(0),
        page.lcpMs.toFixed(0),
        page.tbtMs.toFixed(0),
        page.cls.toFixed(3),
      ]),
    ),
  );
}

/** bench-results/<timestamp>.json (git-ignored): every figure, for comparing runs. */
export function writeResult(root: string, result: BenchResult): string {
  const folder = path.join(root, 'bench-results');
  mkdirSync(folder, { recursive: true });
  const file = path.join(folder, `${result.startedAt.replaceAll(':', '-')}.json`);
  writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  return file;
}
