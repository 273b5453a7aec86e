/**
 * Counts: below a thousand, a whole number in English or Japanese is its digits (no formatter needed); anything
 * else is formatted by the language's Intl rules, plain or compact.
 */
import { describe, expect, it } from 'vitest';
import { formatNumber } from '../../../src/views/common/number-format';

describe('formatNumber', () => {
  it('writes small whole numbers as Intl would, in both interface languages', () => {
    for (const language of ['en', 'ja', 'en-GB']) {
      for (const value of [0, 7, 42, 999, -5]) {
        expect(formatNumber(value, language)).toBe(new Intl.NumberFormat(language).format(value));
        expect(formatNumber(value, language, true)).toBe(
          new Intl.NumberFormat(language, { notation: 'compact' }).format(value),
        );
      }
    }
  });

  it('groups and compacts larger numbers by the language', () => {
    expect(formatNumber(1500, 'en')).toBe('1,500');
    expect(formatNumber(1500, 'en', true)).toBe('1.5K');
    expect(formatNumber(12345, 'ja', true)).toBe(new Intl.NumberFormat('ja', { notation: 'compact' }).format(12345));
    expect(formatNumber(2.5, 'en')).toBe('2.5');
  });

  it('leaves other languages to Intl, whatever their digits', () => {
    expect(formatNumber(5, 'ar-EG')).toBe(new Intl.NumberFormat('ar-EG').format(5));
  });
});
