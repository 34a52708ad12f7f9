import { defaultOrderRowLabels, formatPrice } from '@keyshop/ui';

/** Cents as the shop's price, e.g. 1999 → '€19.99'. */
export const formatCents = (cents: number): string => formatPrice(cents / 100);

const dateTime = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'UTC',
});

/** An ISO time as the desk reads it, in UTC (the dashboard's day is UTC too): '26 Nov 2026, 11:02 UTC'. */
export const formatDateTime = (iso: string | null): string =>
  iso ? `${dateTime.format(new Date(iso))} UTC` : '—';

/** An order status as people read it ('Awaiting payment'). */
export const orderStatusLabel = (status: string): string => defaultOrderRowLabels.statuses[status] ?? status;
