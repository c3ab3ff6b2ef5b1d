import { dayjs } from './dates.ts';

/** A datetime-local input's value: to the minute, or to the second when its step asks for seconds. */
const inputFormat = 'YYYY-MM-DD[T]HH:mm';
const inputFormats = [inputFormat, `${inputFormat}:ss`];

/** An instant as a datetime-local input shows it, in the viewer's time zone. */
export function toLocalInput(iso: string | null): string {
  const date = iso ? dayjs(iso) : null;
  return date?.isValid() ? date.format(inputFormat) : '';
}

/** A datetime-local input's value as an instant; empty is none, and what cannot be read is sent as typed for the server to refuse. */
export function fromLocalInput(value: string): string | null {
  if (!value) return null;
  const date = dayjs(value, inputFormats, true);
  return date.isValid() ? date.toISOString() : value;
}
