import { describe, expect, it } from 'vitest';
import {
  formatTable,
  latencyOf,
  median,
  parseProcStat,
  percentile,
  perRequest,
  ratio,
  serverTicks,
  tableRow,
  type TargetFigures,
} from './figures.ts';

describe('bench figures', () => {
  it('takes percentiles by nearest rank', () => {
    const samples = Array.from({ length: 100 }, (_, index) => index + 1);
    expect(percentile(samples, 50)).toBe(50);
    expect(percentile(samples, 95)).toBe(95);
    expect(percentile(samples, 99)).toBe(99);
    expect(percentile([7], 99)).toBe(7);
    expect(percentile([], 50)).toBeNaN();
    // Unsorted samples are sorted first.
    expect(latencyOf([30, 10, 20])).toEqual({ p50: 20, p95: 30, p99: 30 });
  });

  it('gives ratios to the bare route and CPU per request, NaN when nothing was answered', () => {
    expect(ratio(250, 1000)).toBe(0.25);
    expect(ratio(250, 0)).toBeNaN();
    expect(perRequest(1000, 1600, 300)).toBe(2);
    expect(perRequest(1000, 1600, 0)).toBeNaN();
    expect(median([5, 1, 3])).toBe(3);
    expect(median([4, 1, Number.NaN])).toBe(1);
  });

  it('reads a /proc stat line whose process name holds spaces and parentheses', () => {
    const line =
      '4242 (postgres: a (b) c) S 4000 4242 4242 0 -1 4194560 1500 0 0 0 120 30 7 3 20 0 1 0 5000 200000000 3000';
    expect(parseProcStat(line)).toEqual({
      pid: 4242,
      name: 'postgres: a (b) c',
      ppid: 4000,
      ownTicks: 150,
      reapedChildTicks: 10,
    });
  });

  it("counts a server's ticks: the parent, its living children and its ended ones, not strangers", () => {
    const stat = (pid: number, ppid: number, ownTicks: number, reapedChildTicks = 0) => ({
      pid,
      name: 'postgres',
      ppid,
      ownTicks,
      reapedChildTicks,
    });
    const stats = [stat(10, 1, 5, 40), stat(11, 10, 100), stat(12, 10, 7), stat(13, 1, 999), stat(14, 13, 999)];
    expect(serverTicks(stats, 10)).toBe(5 + 40 + 100 + 7);
    expect(serverTicks(stats, 99)).toBeUndefined();
  });

  it('prints one aligned row per target, with a dash where a figure does not apply', () => {
    const figures: TargetFigures = {
      target: 'list, page 1 of 12',
      requests: 1234,
      seconds: 5,
      requestsPerSecond: 246.8,
      ratioToBare: 0.04936,
      latencyMs: { p50: 0.42, p95: 12.345, p99: 250.4 },
      errors: { non2xx: 1, socket: 2, timeouts: 0, total: 3 },
      appCpuMsPerRequest: 3.5,
      databaseCpuMsPerRequest: undefined,
    };
    expect(tableRow(figures)).toEqual([
      'list, page 1 of 12',
      '247',
      '0.049',
      '0.420',
      '12.35',
      '250',
      '3',
      '3.50',
      '—',
    ]);
    expect(
      formatTable(
        ['target', 'req/s'],
        [
          ['bare', '5000'],
          ['list', '40'],
        ],
      ),
    ).toBe(['target  req/s', '------  -----', 'bare     5000', 'list       40'].join('\n'));
  });
});
