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

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() + days);
}

function range(start: Date, endExclusive: Date): DateRange {
  return { from: start.toISOString(), to: new Date(endExclusive.getTime() - 1).toISOString() };
}

/** A local calendar date from `YYYY-MM-DD`, or null when it is not a real date. */
export function parseLocalDate(value: string | null | undefined): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value ?? '');
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const date = new Date(year, month, day);
  return date.getFullYear() === year && date.getMonth() === month && date.getDate() === day ? date : null;
}

/**
 * The instants of a preset at `now`. A custom range takes local `YYYY-MM-DD` dates (either end
 * may be missing; swapped ends are put in order); it gives null when neither end is a date.
 */
export function presetRange(
  preset: DatePreset,
  now: Date = new Date(),
  custom: CustomDates = {},
): Partial<DateRange> | null {
  const today = startOfDay(now);
  const weekStart = addDays(today, -((today.getDay() + 6) % 7));
  switch (preset) {
    case 'today':
      return range(today, addDays(today, 1));
    case 'yesterday':
      return range(addDays(today, -1), today);
    case 'thisWeek':
      return range(weekStart, addDays(weekStart, 7));
    case 'lastWeek':
      return range(addDays(weekStart, -7), weekStart);
    case 'currentMonth':
      return range(
        new Date(today.getFullYear(), today.getMonth(), 1),
        new Date(today.getFullYear(), today.getMonth() + 1, 1),
      );
    case 'lastMonth':
      return range(
        new Date(today.getFullYear(), today.getMonth() - 1, 1),
        new Date(today.getFullYear(), today.getMonth(), 1),
      );
    case 'custom': {
      let from = parseLocalDate(custom.from);
      let to = parseLocalDate(custom.to);
      if (!from && !to) return null;
      if (from && to && from > to) [from, to] = [to, from];
      return {
        ...(from ? { from: from.toISOString() } : {}),
        ...(to ? { to: new Date(addDays(to, 1).getTime() - 1).toISOString() } : {}),
      };
    }
  }
}
