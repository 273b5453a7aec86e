import { describe, expect, it } from 'vitest';
import {
  blankRelationship,
  isDomainKind,
  normaliseFollowOptions,
  normaliseMuteOptions,
  normaliseNoteOptions,
  normaliseSettings,
  targetFits,
} from '../../../src/machines/account-action-rules';
import { ACCOUNT_KINDS, DOMAIN_KINDS } from '../../../src/machines/account-action-types';

describe('follow options', () => {
  it('a new follow shows boosts, does not notify and takes every language by default', () => {
    expect(normaliseFollowOptions()).toEqual({ reblogs: true, notify: false, languages: null });
    expect(normaliseFollowOptions({}, blankRelationship('a1'))).toEqual({
      reblogs: true,
      notify: false,
      languages: null,
    });
  });

  it('takes the options given', () => {
    expect(normaliseFollowOptions({ reblogs: false, notify: true, languages: ['ja', 'en'] })).toEqual({
      reblogs: false,
      notify: true,
      languages: ['ja', 'en'],
    });
  });

  it('an empty or blank language list means every language; repeats and blanks are dropped', () => {
    expect(normaliseFollowOptions({ languages: [] }).languages).toBeNull();
    expect(normaliseFollowOptions({ languages: [' ', ''] }).languages).toBeNull();
    expect(normaliseFollowOptions({ languages: ['ja', ' ja ', ''] }).languages).toEqual(['ja']);
  });

  it('following again keeps the options not given as the relationship has them', () => {
    const current = {
      ...blankRelationship('a1'),
      following: true,
      showing_reblogs: false,
      notifying: true,
      languages: ['de'],
    };
    expect(normaliseFollowOptions({}, current)).toEqual({ reblogs: false, notify: true, languages: ['de'] });
    expect(normaliseFollowOptions({ notify: false, languages: null }, current)).toEqual({
      reblogs: false,
      notify: false,
      languages: null,
    });
  });
});

describe('mute options', () => {
  it('mutes indefinitely (duration 0) and hides notifications by default', () => {
    expect(normaliseMuteOptions()).toEqual({ duration: 0, notifications: true });
  });

  it('a duration is whole seconds, at least 0', () => {
    expect(normaliseMuteOptions({ duration: 3600 }).duration).toBe(3600);
    expect(normaliseMuteOptions({ duration: 90.7 }).duration).toBe(90);
    expect(normaliseMuteOptions({ duration: -5 }).duration).toBe(0);
    expect(normaliseMuteOptions({ duration: Number.NaN }).duration).toBe(0);
    expect(normaliseMuteOptions({ duration: Number.POSITIVE_INFINITY }).duration).toBe(0);
  });

  it('notifications can be left visible', () => {
    expect(normaliseMuteOptions({ notifications: false })).toEqual({ duration: 0, notifications: false });
  });
});

describe('note options', () => {
  it('a note is the comment as typed; none clears it', () => {
    expect(normaliseNoteOptions({ comment: '  met at the meetup ' })).toEqual({ comment: '  met at the meetup ' });
    expect(normaliseNoteOptions()).toEqual({ comment: '' });
  });
});

describe('settings sent with the call', () => {
  it('only follow, mute and note take options; the others send none', () => {
    const options = { reblogs: false, duration: 60, comment: 'x' };
    expect(normaliseSettings('follow', options)).toEqual({ reblogs: false, notify: false, languages: null });
    expect(normaliseSettings('mute', options)).toEqual({ duration: 60, notifications: true });
    expect(normaliseSettings('note', options)).toEqual({ comment: 'x' });
    for (const kind of ['unfollow', 'block', 'unmute', 'pin', 'domainBlock'] as const) {
      expect(normaliseSettings(kind, options)).toBeNull();
    }
  });
});

describe('targets', () => {
  it('domain block and unblock are the domain-level kinds; all others act on one account', () => {
    expect(DOMAIN_KINDS.every(isDomainKind)).toBe(true);
    expect(ACCOUNT_KINDS.some(isDomainKind)).toBe(false);
    expect(ACCOUNT_KINDS.length + DOMAIN_KINDS.length).toBe(14);
  });

  it('domain kinds need a domain, the others an account id', () => {
    expect(targetFits('domainBlock', { domain: 'example.social' })).toBe(true);
    expect(targetFits('domainBlock', { domain: ' ' })).toBe(false);
    expect(targetFits('domainUnblock', { accountId: 'a1' })).toBe(false);
    expect(targetFits('follow', { accountId: 'a1' })).toBe(true);
    expect(targetFits('follow', { accountId: '' })).toBe(false);
    expect(targetFits('block', { domain: 'example.social' })).toBe(false);
  });
});
