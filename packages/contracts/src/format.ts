/**
 * How the store writes dates and names orders, on the site and in e-mails: one way everywhere
 * ("7 December 2026", "7 December 2026, 15:40", order "#3F2A9C1B").
 */
const LOCALE = 'en-GB';

type Formatters = { date: Intl.DateTimeFormat; time: Intl.DateTimeFormat };
// Making an Intl.DateTimeFormat costs far more than formatting with it: one pair per time zone, kept.
const byZone = new Map<string, Formatters>();

function formatters(timeZone: string | undefined): Formatters {
  const key = timeZone ?? '';
  let found = byZone.get(key);
  if (!found) {
    found = {
      date: new Intl.DateTimeFormat(LOCALE, { day: 'numeric', month: 'long', year: 'numeric', timeZone }),
      time: new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit', timeZone }),
    };
    byZone.set(key, found);
  }
  return found;
}

/** "7 December 2026" (in `timeZone`, else the reader's own). */
export const formatDate = (iso: string, timeZone?: string) => formatters(timeZone).date.format(new Date(iso));

/** "15:40" (in `timeZone`, else the reader's own). */
export const formatTime = (iso: string, timeZone?: string) => formatters(timeZone).time.format(new Date(iso));

/** "7 December 2026, 15:40" (in `timeZone`, else the reader's own). */
export const formatDateTime = (iso: string, timeZone?: string) =>
  `${formatDate(iso, timeZone)}, ${formatTime(iso, timeZone)}`;

/** The short number people know an order by: the first 8 characters of its id in capitals, e.g. "#3F2A9C1B". */
export const orderNumber = (orderId: string) => `#${orderId.replace(/-/g, '').slice(0, 8).toUpperCase()}`;
