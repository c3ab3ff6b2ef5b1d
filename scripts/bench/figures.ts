/**
 * The arithmetic of `npm run bench`, kept apart from processes and sockets so it can be tested:
 * latency percentiles, ratios to the bare route, CPU per request, /proc parsing and the table.
 */

/** The value at or below which `p` percent of the samples lie (nearest rank); NaN without samples. */
export function percentile(sortedAscending: readonly number[], p: number): number {
  if (sortedAscending.length === 0) return Number.NaN;
  const rank = Math.ceil((p / 100) * sortedAscending.length);
  return sortedAscending[Math.min(sortedAscending.length, Math.max(rank, 1)) - 1] ?? Number.NaN;
}

export type Latency = { p50: number; p95: number; p99: number };

export function latencyOf(samplesMs: number[]): Latency {
  const sorted = [...samplesMs].sort((a, b) => a - b);
  return { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99) };
}

/**
 * CPU time of one process from its /proc/<pid>/stat line: user and system time of the process itself
 * and, separately, of its children it has waited for (fields 14–17). The name (field 2) may hold
 * spaces and parentheses, so fields are counted from the last ')'.
 */
export type ProcStat = { pid: number; name: string; ppid: number; ownTicks: number; reapedChildTicks: number };

export function parseProcStat(line: string): ProcStat {
  const open = line.indexOf('(');
  const close = line.lastIndexOf(')');
  if (open < 0 || close < open) throw new Error(`not a /proc stat line: ${line.slice(0, 60)}`);
  // After the name: state(3) ppid(4) … utime(14) stime(15) cutime(16) cstime(17).
  const rest = line
    .slice(close + 2)
    .trim()
    .split(/\s+/);
  const field = (n: number) => Number(rest[n - 3]);
  return {
    pid: Number(line.slice(0, open).trim()),
    name: line.slice(open + 1, close),
    ppid: field(4),
    ownTicks: field(14) + field(15),
    reapedChildTicks: field(16) + field(17),
  };
}

/**
 * CPU ticks of a server made of a parent and its children (PostgreSQL's postmaster and its
 * backends): everything the parent and its living children used, plus what its exited children used
 * (counted in the parent's reaped-children time once it has waited for them), so backends that end
 * during a run are not lost.
 */
export function serverTicks(stats: readonly ProcStat[], rootPid: number): number | undefined {
  const root = stats.find((stat) => stat.pid === rootPid);
  if (!root) return undefined;
  const children = stats.filter((stat) => stat.ppid === rootPid);
  return root.ownTicks + root.reapedChildTicks + children.reduce((sum, child) => sum + child.ownTicks, 0);
}

export type TargetFigures = {
  target: string;
  requests: number;
  seconds: number;
  requestsPerSecond: number;
  /** requests per second ÷ the bare route's, measured in the same run. */
  ratioToBare: number;
  latencyMs: Latency;
  errors: { non2xx: number; socket: number; timeouts: number; total: number };
  appCpuMsPerRequest: number;
  /** Undefined for the embedded database: its CPU is inside the app's. */
  databaseCpuMsPerRequest: number | undefined;
};

/** CPU milliseconds per request from two readings; NaN when nothing was answered. */
export function perRequest(cpuMsBefore: number, cpuMsAfter: number, requests: number): number {
  return requests > 0 ? (cpuMsAfter - cpuMsBefore) / requests : Number.NaN;
}

export function ratio(requestsPerSecond: number, bareRequestsPerSecond: number): number {
  return bareRequestsPerSecond > 0 ? requestsPerSecond / bareRequestsPerSecond : Number.NaN;
}

const dash = '—';

function fixed(value: number | undefined, digits: number): string {
  return value === undefined || !Number.isFinite(value) ? dash : value.toFixed(digits);
}

/** Milliseconds with the digits that matter: 0.042, 3.21, 128. */
function ms(value: number | undefined): string {
  if (value === undefined || !Number.isFinite(value)) return dash;
  if (value < 1) return value.toFixed(3);
  if (value < 100) return value.toFixed(2);
  return value.toFixed(0);
}

export const tableColumns = [
  'target',
  'req/s',
  '× bare',
  'p50 ms',
  'p95 ms',
  'p99 ms',
  'errors',
  'app CPU ms/req',
  'db CPU ms/req',
] as const;

export function tableRow(figures: TargetFigures): string[] {
  return [
    figures.target,
    fixed(figures.requestsPerSecond, 0),
    fixed(figures.ratioToBare, 3),
    ms(figures.latencyMs.p50),
    ms(figures.latencyMs.p95),
    ms(figures.latencyMs.p99),
    String(figures.errors.total),
    ms(figures.appCpuMsPerRequest),
    ms(figures.databaseCpuMsPerRequest),
  ];
}

/** A plain-text table: the first column left-aligned, figures right-aligned. */
export function formatTable(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const widths = header.map((title, column) =>
    Math.max(title.length, ...rows.map((row) => (row[column] ?? '').length)),
  );
  const line = (cells: readonly string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column] ?? 0) : cell.padStart(widths[column] ?? 0)))
      .join('  ')
      .trimEnd();
  return [line(header), widths.map((width) => '-'.repeat(width)).join('  '), ...rows.map(line)].join('\n');
}

/** The middle value (lower middle for an even count): Lighthouse's figures over several runs. */
export function median(values: readonly number[]): number {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? Number.NaN;
}
