import { describe, expect, it } from 'vitest';
import { formatIsoDate } from './formatDate';

describe('formatIsoDate', () => {
  it('formats a calendar day without shifting it by time zone', () => {
    expect(formatIsoDate('2025-01-01')).toBe('1 January 2025');
    expect(formatIsoDate('2025-01-01', 'en-US')).toBe('January 1, 2025');
  });

  it('returns unparseable input unchanged', () => {
    expect(formatIsoDate('not a date')).toBe('not a date');
  });
});
