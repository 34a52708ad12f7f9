import { describe, expect, it } from 'vitest';
import { formatFileSize } from '../components/FileDropZone';
import { defaultPriceLocale } from '../components/Price/prices';
import { formatIsoDate } from './formatDate';
import { defaultLocale } from './locale';

describe('one default locale', () => {
  it('is the prices’ one, and dates and file sizes use it when given none', () => {
    expect(defaultPriceLocale).toBe(defaultLocale);
    const date = '2026-12-01T09:00';
    expect(formatIsoDate(date)).toBe(formatIsoDate(date, defaultLocale));
    expect(formatFileSize(1_572_864)).toBe(formatFileSize(1_572_864, defaultLocale));
    expect(formatIsoDate(date, 'de-DE')).not.toBe(formatIsoDate(date));
  });
});
