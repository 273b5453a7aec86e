import { describe, expect, it } from 'vitest';
import {
  quoteRefusal,
  sensitiveAfterAdding,
  sensitiveAfterRemoving,
  toggleSpoiler,
  uploadRefusal,
  type QuoteCheck,
  type UploadCheck,
} from '../../../src/machines/compose-media-rules';
import { editPollOption, expiryPreset, newPoll, pollFromExisting } from '../../../src/machines/compose-poll';
import {
  effectiveAllowed,
  fallbackPrivacy,
  PRIVACY_VALUES,
  privacyOfVisibility,
  replyPrivacy,
  serverPrivacy,
  stricterPrivacy,
} from '../../../src/machines/compose-privacy';
import { POLL_PRESETS } from '../../../src/machines/compose-types';

const parent = (visibility: string, limited = false) => ({ visibility, limited });

describe('compose privacy', () => {
  it('privacy order is public, public_unlisted, unlisted, login, private, mutual, direct, plus reply, circle and banned', () => {
    expect(PRIVACY_VALUES).toEqual([
      'public',
      'public_unlisted',
      'unlisted',
      'login',
      'private',
      'mutual',
      'direct',
      'reply',
      'circle',
      'banned',
    ]);
    // the order is the strictness: each value is stricter than the ones before it
    expect(stricterPrivacy('public', 'public_unlisted')).toBe('public_unlisted');
    expect(stricterPrivacy('login', 'unlisted')).toBe('login');
    expect(stricterPrivacy('private', 'login')).toBe('private');
    expect(stricterPrivacy('direct', 'private')).toBe('direct');
    // mutual followers only: narrower than followers, wider than the mentioned people
    expect(stricterPrivacy('private', 'mutual')).toBe('mutual');
    expect(stricterPrivacy('mutual', 'direct')).toBe('direct');
  });

  it("reply privacy is the stricter of the parent's and the default", () => {
    expect(replyPrivacy(parent('unlisted'), 'public')).toBe('unlisted');
    expect(replyPrivacy(parent('public'), 'private')).toBe('private');
    expect(replyPrivacy(parent('login'), 'unlisted')).toBe('login');
    expect(replyPrivacy(parent('direct'), 'public')).toBe('direct');
    expect(replyPrivacy(parent('public'), 'mutual')).toBe('mutual');
    expect(replyPrivacy(parent('mutual'), 'private')).toBe('mutual');
    // an unknown parent visibility leaves the default
    expect(replyPrivacy(parent('something-new'), 'unlisted')).toBe('unlisted');
  });

  it('a limited parent gives reply', () => {
    expect(replyPrivacy(parent('limited', true), 'public')).toBe('reply');
    // kmyblue masks limited as private for old clients: the limited flag still decides
    expect(replyPrivacy(parent('private', true), 'public')).toBe('reply');
    expect(replyPrivacy(parent('limited'), 'direct')).toBe('reply');
  });

  it('fallback to the first allowed value', () => {
    expect(fallbackPrivacy('public', ['unlisted', 'private', 'direct'])).toBe('unlisted');
    // an allowed value stays
    expect(fallbackPrivacy('private', ['unlisted', 'private'])).toBe('private');
  });

  it('fallback to the last allowed value when forced to direct', () => {
    expect(fallbackPrivacy('public', ['unlisted', 'private', 'direct'], true)).toBe('direct');
    expect(fallbackPrivacy('unlisted', ['unlisted', 'direct'], true)).toBe('unlisted');
  });

  it('banned when nothing is allowed', () => {
    expect(fallbackPrivacy('public', [])).toBe('banned');
    expect(fallbackPrivacy('direct', [], true)).toBe('banned');
  });

  it('without kmyblue visibilities, public_unlisted, login, circle and reply are never allowed', () => {
    const plain = { kmyblueVisibility: false, mutual: false };
    const kmyblue = { kmyblueVisibility: true, mutual: true };
    expect(serverPrivacy(plain)).toEqual(['public', 'unlisted', 'private', 'direct']);
    expect(effectiveAllowed(['login', 'private', 'circle'], plain)).toEqual(['private']);
    expect(effectiveAllowed(['login', 'private', 'circle'], kmyblue)).toEqual(['login', 'private', 'circle']);
    expect(effectiveAllowed(null, kmyblue)).toEqual(PRIVACY_VALUES.filter((p) => p !== 'banned'));
  });

  it('mutual followers only is allowed only when the server has it', () => {
    expect(serverPrivacy({ kmyblueVisibility: true, mutual: false })).not.toContain('mutual');
    expect(serverPrivacy({ kmyblueVisibility: false, mutual: true })).toEqual([
      'public',
      'unlisted',
      'private',
      'mutual',
      'direct',
    ]);
    expect(effectiveAllowed(['mutual', 'direct'], { kmyblueVisibility: true, mutual: false })).toEqual(['direct']);
    // a draft holding mutual on a server without it falls back like any value the server does not take
    expect(fallbackPrivacy('mutual', serverPrivacy({ kmyblueVisibility: false, mutual: false }))).toBe('public');
  });

  it("a post's visibility_ex maps to a privacy value (limited by its scope)", () => {
    expect(privacyOfVisibility('public_unlisted')).toBe('public_unlisted');
    expect(privacyOfVisibility('limited', 'circle')).toBe('circle');
    expect(privacyOfVisibility('limited', 'reply')).toBe('reply');
    // kmyblue stores a mutual post as limited with the mutual scope; Fedibird names the visibility itself
    expect(privacyOfVisibility('limited', 'mutual')).toBe('mutual');
    expect(privacyOfVisibility('mutual')).toBe('mutual');
    expect(privacyOfVisibility('nonsense')).toBeNull();
  });
});

describe('compose polls', () => {
  it('poll starts with two empty options, 24 h, multiple false', () => {
    expect(newPoll()).toEqual({ options: ['', ''], expires_in: 86400, multiple: false });
  });

  it('blank options dropped', () => {
    expect(editPollOption(['a', 'b', 'c', ''], 1, '', 5)).toEqual(['a', 'c', '']);
    // whitespace is blank too
    expect(editPollOption(['a', 'b', 'c', ''], 0, '   ', 5)).toEqual(['b', 'c', '']);
  });

  it('at least two options kept', () => {
    expect(editPollOption(['a', ''], 0, '', 4)).toEqual(['', '']);
    expect(editPollOption(['a', 'b'], 1, '', 2)).toEqual(['a', '']);
  });

  it("a trailing blank while below the server's maximum", () => {
    expect(editPollOption(['a', ''], 1, 'b', 4)).toEqual(['a', 'b', '']);
    expect(editPollOption(['a', 'b', ''], 2, 'c', 4)).toEqual(['a', 'b', 'c', '']);
    // at the maximum: no trailing blank
    expect(editPollOption(['a', 'b', 'c', ''], 3, 'd', 4)).toEqual(['a', 'b', 'c', 'd']);
  });

  it("an existing poll's remaining time maps to the smallest preset not less than it", () => {
    expect(POLL_PRESETS).toEqual([300, 1800, 3600, 21600, 86400, 259200, 604800]);
    expect(expiryPreset(0)).toBe(300);
    expect(expiryPreset(300)).toBe(300);
    expect(expiryPreset(301)).toBe(1800);
    expect(expiryPreset(7200)).toBe(21600);
    expect(expiryPreset(86401)).toBe(259200);
    expect(expiryPreset(604800)).toBe(604800);
    expect(pollFromExisting({ options: ['yes', 'no'], expires_in: 3000, multiple: true }, 4)).toEqual({
      options: ['yes', 'no', ''],
      expires_in: 3600,
      multiple: true,
    });
  });

  it('else 24 h', () => {
    expect(expiryPreset(604801)).toBe(86400);
    expect(expiryPreset(Number.NaN)).toBe(86400);
  });
});

const quote = (over: Partial<QuoteCheck> = {}): QuoteCheck => ({
  uploading: false,
  mediaCount: 0,
  hasPoll: false,
  hasQuote: false,
  currentUser: 'automatic',
  ...over,
});
const upload = (over: Partial<UploadCheck> = {}): UploadCheck => ({
  quoting: false,
  hasPoll: false,
  files: 1,
  existing: 0,
  pending: 0,
  maxMediaAttachments: 4,
  ...over,
});

describe('quote and upload refusals', () => {
  it('quote refused while an upload runs or media exists: Quoting is not allowed with media attachments.', () => {
    expect(quoteRefusal(quote({ uploading: true }))?.defaultMessage).toBe(
      'Quoting is not allowed with media attachments.',
    );
    expect(quoteRefusal(quote({ mediaCount: 1 }))?.defaultMessage).toBe(
      'Quoting is not allowed with media attachments.',
    );
  });

  it('quote refused with a poll: Quoting is not allowed with polls.', () => {
    expect(quoteRefusal(quote({ hasPoll: true }))?.defaultMessage).toBe('Quoting is not allowed with polls.');
  });

  it('quote refused when a quote exists: Only one quote at a time is allowed.', () => {
    expect(quoteRefusal(quote({ hasQuote: true }))?.defaultMessage).toBe('Only one quote at a time is allowed.');
  });

  it('quote refused unless current_user is automatic or manual: You are not authorized to quote this post.', () => {
    for (const currentUser of ['denied', 'unknown', null]) {
      expect(quoteRefusal(quote({ currentUser }))?.defaultMessage).toBe('You are not authorized to quote this post.');
    }
    expect(quoteRefusal(quote({ currentUser: 'automatic' }))).toBeNull();
    expect(quoteRefusal(quote({ currentUser: 'manual' }))).toBeNull();
  });

  it('upload refused when quoting: File upload not allowed with quotes.', () => {
    expect(uploadRefusal(upload({ quoting: true }))?.defaultMessage).toBe('File upload not allowed with quotes.');
  });

  it('upload refused with a poll: File upload not allowed with polls.', () => {
    expect(uploadRefusal(upload({ hasPoll: true }))?.defaultMessage).toBe('File upload not allowed with polls.');
  });

  it('files plus existing plus pending above the maximum: File upload limit exceeded.', () => {
    expect(uploadRefusal(upload({ files: 2, existing: 1, pending: 2 }))?.defaultMessage).toBe(
      'File upload limit exceeded.',
    );
    expect(uploadRefusal(upload({ files: 5 }))?.key).toBe('compose.refusal.uploadLimit');
    // exactly at the maximum is fine
    expect(uploadRefusal(upload({ files: 1, existing: 1, pending: 2 }))).toBeNull();
  });
});

describe('spoiler and sensitive', () => {
  const plain = { sensitive: false };
  it('spoiler and sensitive with media', () => {
    // toggling the spoiler flips it; sensitive follows while the default is not sensitive
    expect(toggleSpoiler({ spoiler: false, sensitive: false }, 1, plain)).toEqual({ spoiler: true, sensitive: true });
    expect(toggleSpoiler({ spoiler: true, sensitive: true }, 1, plain)).toEqual({ spoiler: false, sensitive: false });
    // a sensitive default is left alone
    expect(toggleSpoiler({ spoiler: true, sensitive: true }, 2, { sensitive: true })).toEqual({
      spoiler: false,
      sensitive: true,
    });
    // the first media is sensitive when the spoiler is on or the default is sensitive
    expect(sensitiveAfterAdding({ spoiler: true, sensitive: false }, 0, plain)).toBe(true);
    expect(sensitiveAfterAdding({ spoiler: false, sensitive: false }, 0, { sensitive: true })).toBe(true);
    expect(sensitiveAfterAdding({ spoiler: false, sensitive: false }, 0, plain)).toBe(false);
    // a later one changes nothing without a warning
    expect(sensitiveAfterAdding({ spoiler: false, sensitive: false }, 1, { sensitive: true })).toBe(false);
    // removing the last media clears sensitive, removing another keeps it
    expect(sensitiveAfterRemoving({ spoiler: true, sensitive: true }, 0)).toBe(false);
    expect(sensitiveAfterRemoving({ spoiler: true, sensitive: true }, 1)).toBe(true);
  });

  it('spoiler and sensitive without media', () => {
    expect(toggleSpoiler({ spoiler: false, sensitive: false }, 0, plain)).toEqual({ spoiler: true, sensitive: false });
    expect(toggleSpoiler({ spoiler: true, sensitive: false }, 0, plain)).toEqual({ spoiler: false, sensitive: false });
    // setting the value it already has changes nothing
    expect(toggleSpoiler({ spoiler: false, sensitive: false }, 1, plain, false)).toEqual({
      spoiler: false,
      sensitive: false,
    });
  });
});
