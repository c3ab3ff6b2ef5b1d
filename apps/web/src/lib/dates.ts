import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import isoWeek from 'dayjs/plugin/isoWeek';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import updateLocale from 'dayjs/plugin/updateLocale';
import utc from 'dayjs/plugin/utc';
import 'dayjs/locale/ar';
import { localizeDigits } from '@iot/shared/digits';
import type { Language } from '@iot/shared/languages';

/**
 * Dates in the web app go through dayjs, configured here once: import `dayjs` from this module,
 * not from the package, so the plugins and the Arabic locale are always in place. The storefront's
 * first pages show no date, so this module stays out of their first load (e2e/shell.spec.ts).
 */
dayjs.extend(customParseFormat);
dayjs.extend(isoWeek);
dayjs.extend(localizedFormat);
dayjs.extend(updateLocale);
dayjs.extend(utc);
// dayjs's Arabic locale marks 12:00 to 12:59 (noon) ص, before noon; it is م (an open dayjs bug).
dayjs.updateLocale('ar', { meridiem: (hour: number) => (hour < 12 ? 'ص' : 'م') });

export { dayjs };
export type { Dayjs } from 'dayjs';

/** What the app reads as a date: an API instant ('…Z'), a time without zone (local time), or a Date. */
export type DateInput = string | Date;

/**
 * A date in the UI language's words and, in Arabic, its Arabic-Indic digits (SPEC §1). dayjs's
 * Arabic locale names its digits for the preParsePostFormat plugin; the app's one digit rule
 * (localizeDigits, as numbers use) does the same here without changing how dayjs parses.
 */
function formatIn(date: dayjs.Dayjs, template: string, language: Language): string {
  return localizeDigits(date.locale(language).format(template), language);
}

/**
 * SPEC §9: dates read DD MMM YYYY h:mm a ('22 Nov 2026 9:05 PM'), a dash when invalid. An instant
 * shows in this device's time zone, so it is formatted only where the browser renders it: the
 * pages that show instants (orders, requests, licenses, the back office) fetch them after hydration.
 */
export function formatDateTime(value: DateInput, language: Language): string {
  const date = dayjs(value);
  return date.isValid() ? formatIn(date, 'DD MMM YYYY h:mm A', language) : '—';
}

/** A calendar day (`YYYY-MM-DD`) as the language's long date ('November 1, 2026', '١ نوفمبر ٢٠٢٦'). */
export function formatLongDate(day: string, language: Language): string {
  return formatIn(dayjs(day), 'LL', language);
}

/** A calendar day (`YYYY-MM-DD`) as day and short month ('11 Mar', '١١ مارس'), as chart axes show days. */
export function formatDayAndMonth(day: string, language: Language): string {
  return formatIn(dayjs(day), 'D MMM', language);
}

/**
 * The current year in UTC: the server renders it and the browser hydrates it, so both read it in
 * the same zone whatever the visitor's (a local year would differ on New Year's Eve).
 */
export function currentYear(): number {
  return dayjs.utc().year();
}
