import { dayjs, type Dayjs } from './dates.ts';

/**
 * SPEC §9 date presets (today, yesterday, this week, last week, last month, current month,
 * custom date) turned into the `from`/`to` instants the list APIs take. Days are the viewer's
 * days: the boundaries are local midnights of `now`'s time zone (the browser's), so an order
 * placed at 00:30 local time counts for that local day whatever its UTC date. `to` is the last
 * millisecond of the range (inclusive). Weeks start on Monday (ISO 8601).
 */
export const datePresets = [
  'today',
  'yesterday',
  'thisWeek',
  'lastWeek',
  'lastMonth',
  'currentMonth',
  'custom',
] as const;
export type DatePreset = (typeof datePresets)[number];

export type DateRange = { from: string; to: string };

/** `YYYY-MM-DD` of a custom date picker. */
export type CustomDates = { from?: string | null; to?: string | null };

export function isDatePreset(value: unknown): value is DatePreset {
  return typeof value === 'string' && (datePresets as readonly string[]).includes(value);
}

/** The whole day, ISO week or month that holds `date`. */
function whole(unit: 'day' | 'isoWeek' | 'month', date: Dayjs): DateRange {
  return { from: date.startOf(unit).toISOString(), to: date.endOf(unit).toISOString() };
}

function readLocalDate(value: string | null | undefined): Dayjs | null {
  // Strict: a day that does not exist ('2025-02-30') is refused rather than rolled into March.
  const date = dayjs(value ?? '', 'YYYY-MM-DD', true);
  return date.isValid() ? date : null;
}

/** A local calendar date from `YYYY-MM-DD`, or null when it is not a real date. */
export function parseLocalDate(value: string | null | undefined): Date | null {
  return readLocalDate(value)?.toDate() ?? null;
}

/**
 * The instants of a preset at `now` (the current time when left out). A custom range takes local
 * `YYYY-MM-DD` dates (either end may be missing; swapped ends are put in order); it gives null
 * when neither end is a date.
 */
export function presetRange(preset: DatePreset, now?: Date, custom: CustomDates = {}): Partial<DateRange> | null {
  const today = dayjs(now);
  switch (preset) {
    case 'today':
      return whole('day', today);
    case 'yesterday':
      return whole('day', today.subtract(1, 'day'));
    case 'thisWeek':
      return whole('isoWeek', today);
    case 'lastWeek':
      return whole('isoWeek', today.subtract(1, 'week'));
    case 'currentMonth':
      return whole('month', today);
    case 'lastMonth':
      return whole('month', today.subtract(1, 'month'));
    case 'custom': {
      let from = readLocalDate(custom.from);
      let to = readLocalDate(custom.to);
      if (!from && !to) return null;
      if (from && to && from.isAfter(to)) [from, to] = [to, from];
      return {
        ...(from ? { from: from.startOf('day').toISOString() } : {}),
        ...(to ? { to: to.endOf('day').toISOString() } : {}),
      };
    }
  }
}
