import { describe, expect, it } from 'vitest';
import { formatDate, formatDateTime, formatTime, orderNumber } from './index';

describe('one way to write dates and order numbers', () => {
  it('writes a date-time as "7 December 2026, 15:40" in the zone asked for', () => {
    expect(formatDateTime('2026-12-07T15:40:41Z', 'UTC')).toBe('7 December 2026, 15:40');
    expect(formatDateTime('2026-12-07T23:05:00Z', 'Europe/Berlin')).toBe('8 December 2026, 00:05');
    expect(formatDate('2026-03-14T10:00:00Z', 'UTC')).toBe('14 March 2026');
    expect(formatTime('2026-03-14T09:05:00Z', 'UTC')).toBe('09:05');
  });

  it('names an order by the first 8 characters of its id, in capitals', () => {
    expect(orderNumber('3f2a9c1b-0d4e-4c6a-9b1f-2e3d4c5b6a79')).toBe('#3F2A9C1B');
  });
});
