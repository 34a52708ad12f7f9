import { defaultLocale } from './locale';

const dateOnly = /^\d{4}-\d{2}-\d{2}$/;

/**
 * Formats an ISO date or date-time for people ('14 March 2025'). A date without a time is a calendar
 * day, so it is read in UTC and never shifts by the reader's time zone. Unparseable input is returned as is.
 */
export function formatIsoDate(iso: string, locale = defaultLocale): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return iso;
  return new Intl.DateTimeFormat(locale, {
    dateStyle: 'long',
    timeZone: dateOnly.test(iso) ? 'UTC' : undefined,
  }).format(date);
}
