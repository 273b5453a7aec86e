import { describe, expect, it } from 'vitest';
import { decodeDomain, displayAcct } from '../../../src/services/text/idn';

describe('internationalised domains', () => {
  it('decodes xn-- labels for display', () => {
    expect(decodeDomain('xn--r8jz45g.xn--zckzah')).toEqual({ display: '例え.テスト', errors: [] });
    expect(decodeDomain('mastodon.social')).toEqual({ display: 'mastodon.social', errors: [] });
    expect(displayAcct('alice@xn--r8jz45g.xn--zckzah')).toBe('alice@例え.テスト');
    expect(displayAcct('alice')).toBe('alice');
  });

  it("the converter's overflow error: 'Overflow: input needs wider integers to process'", () => {
    const result = decodeDomain('xn--99999999999.example');
    expect(result.errors).toEqual(['Overflow: input needs wider integers to process']);
    expect(result.display).toBe('xn--99999999999.example');
  });

  it("the converter's non-basic error: 'Illegal input >= 0x80 (not a basic code point)'", () => {
    const result = decodeDomain('xn--é-abc.example');
    expect(result.errors).toEqual(['Illegal input >= 0x80 (not a basic code point)']);
    expect(result.display).toBe('xn--é-abc.example');
  });

  it("the converter's invalid-input error: 'Invalid input'", () => {
    const result = decodeDomain('ok.xn---9.example');
    expect(result.errors).toEqual(['Invalid input']);
    expect(result.display).toBe('ok.xn---9.example');
  });
});
