const pad = (n: number) => String(n).padStart(2, '0');

/**
 * An ISO instant as a `datetime-local` value in the browser's time zone, to the second:
 * '2026-12-24T17:00:00.000Z' → '2026-12-24T18:00:00' in Berlin.
 */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  if (Number.isNaN(d.getTime())) return '';
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}:${pad(d.getSeconds())}`;
}

/**
 * A `datetime-local` value (the browser's time zone) as the ISO instant the API takes; anything that is no
 * date-time goes as it is, for the API to name.
 */
export function fromLocalInput(value: string): string {
  // A date-time without an offset is local time (ECMAScript's date-time string format).
  const d = new Date(value);
  return value && !Number.isNaN(d.getTime()) ? d.toISOString() : value;
}

/** The browser's time zone as people read it, e.g. 'Europe/Berlin'. */
export const localTimeZone = (): string => Intl.DateTimeFormat().resolvedOptions().timeZone;
