import { datePresets, parseLocalDate, presetRange, type DatePreset } from '../../../lib/date-presets.ts';
import { dayjs } from '../../../lib/dates.ts';

/** The dashboard's period as its URL holds it; `from`/`to` are the custom dates (`YYYY-MM-DD`, local). */
export type DashboardState = { preset: DatePreset; from: string; to: string };

export const defaultDashboardPreset: DatePreset = 'thisWeek';

export function readDashboardState(params: URLSearchParams): DashboardState {
  const preset = datePresets.find((value) => value === params.get('date')) ?? defaultDashboardPreset;
  const date = (key: string) => (parseLocalDate(params.get(key)) ? (params.get(key) ?? '') : '');
  return { preset, from: date('from'), to: date('to') };
}

export function writeDashboardState(state: DashboardState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.preset !== defaultDashboardPreset) params.set('date', state.preset);
  if (state.preset === 'custom') {
    if (state.from) params.set('from', state.from);
    if (state.to) params.set('to', state.to);
  }
  return params;
}

/**
 * The period the API is asked for: `from` inclusive, `to` exclusive (the presets' `to` is their
 * last millisecond). Null while a custom range lacks an end.
 */
export function dashboardRange(state: DashboardState, now?: Date): { from: string; to: string } | null {
  const range = presetRange(state.preset, now, { from: state.from, to: state.to });
  if (!range?.from || !range.to) return null;
  return { from: range.from, to: dayjs(range.to).add(1, 'millisecond').toISOString() };
}

/** The change from the previous period as a ratio (0.25 for +25 %); null when there was nothing before. */
export function changeRatio(current: number, previous: number): number | null {
  if (previous === 0) return current === 0 ? 0 : null;
  return (current - previous) / previous;
}
