import { describe, expect, it } from 'vitest';
import {
  applyRelationshipChange,
  blankRelationship,
  optimisticPatch,
  optimisticRelationship,
  outcomeOf,
  revertRelationshipChange,
} from '../../../src/machines/account-action-rules';
import {
  ACCOUNT_KINDS,
  DOMAIN_KINDS,
  type AccountActionInput,
  type AccountActionKind,
  type Relationship,
} from '../../../src/machines/account-action-types';

const rel = (fields: Partial<Relationship> = {}): Relationship => ({ ...blankRelationship('a1'), ...fields });

describe('optimisticRelationship: following', () => {
  it('follow shows following with the follow options', () => {
    expect(optimisticRelationship('follow', rel(), { reblogs: false, notify: true, languages: ['ja'] })).toEqual(
      rel({ following: true, showing_reblogs: false, notifying: true, languages: ['ja'] }),
    );
  });

  it('following a locked account shows requested, not following', () => {
    const after = optimisticRelationship('follow', rel(), {}, true);
    expect(after).toMatchObject({ following: false, requested: true, showing_reblogs: true });
  });

  it('following while a request is pending stays requested', () => {
    expect(optimisticRelationship('follow', rel({ requested: true }))).toMatchObject({
      following: false,
      requested: true,
    });
  });

  it('unfollow clears following, the request, the follow options and the endorsement', () => {
    const followed = rel({
      following: true,
      showing_reblogs: true,
      notifying: true,
      languages: ['ja'],
      endorsed: true,
    });
    expect(optimisticRelationship('unfollow', followed)).toEqual(rel());
  });

  it('unfollow while requested withdraws the request', () => {
    expect(optimisticRelationship('unfollow', rel({ requested: true, showing_reblogs: true }))).toEqual(rel());
  });
});

describe('optimisticRelationship: blocks, mutes and the rest', () => {
  it('block removes the follows and requests both ways', () => {
    const mutual = rel({ following: true, followed_by: true, requested_by: true, showing_reblogs: true });
    expect(optimisticRelationship('block', mutual)).toEqual(rel({ blocking: true }));
    expect(optimisticRelationship('block', rel({ requested: true }))).toEqual(rel({ blocking: true }));
    expect(optimisticRelationship('unblock', rel({ blocking: true }))).toEqual(rel());
  });

  it('mute hides notifications unless told otherwise; an indefinite mute has no end', () => {
    const timed = rel({ muting: true, muting_expires_at: '2030-01-01T00:00:00Z' });
    expect(optimisticRelationship('mute', timed)).toEqual(rel({ muting: true, muting_notifications: true }));
    expect(optimisticRelationship('mute', rel(), { notifications: false })).toEqual(rel({ muting: true }));
  });

  it('a timed mute keeps the end shown until the server answers with the new one', () => {
    expect(optimisticRelationship('mute', rel(), { duration: 600 })).toEqual(
      rel({ muting: true, muting_notifications: true }),
    );
  });

  it('unmute clears the mute, its notifications flag and its end', () => {
    const muted = rel({ muting: true, muting_notifications: true, muting_expires_at: '2030-01-01T00:00:00Z' });
    expect(optimisticRelationship('unmute', muted)).toEqual(rel());
  });

  it('pin and unpin endorse; note writes the note; remove from followers ends their follow', () => {
    expect(optimisticRelationship('pin', rel())).toEqual(rel({ endorsed: true }));
    expect(optimisticRelationship('unpin', rel({ endorsed: true }))).toEqual(rel());
    expect(optimisticRelationship('note', rel({ note: 'old' }), { comment: 'new' })).toEqual(rel({ note: 'new' }));
    expect(optimisticRelationship('removeFromFollowers', rel({ followed_by: true }))).toEqual(rel());
  });

  it('authorising a request makes them a follower; rejecting only clears the request', () => {
    expect(optimisticRelationship('authorizeFollowRequest', rel({ requested_by: true }))).toEqual(
      rel({ followed_by: true }),
    );
    expect(optimisticRelationship('rejectFollowRequest', rel({ requested_by: true }))).toEqual(rel());
  });

  it('domain block marks the domain blocked and drops their follow and request to me; unblock undoes the mark', () => {
    expect(
      optimisticRelationship('domainBlock', rel({ followed_by: true, requested_by: true, following: true })),
    ).toEqual(rel({ domain_blocking: true, following: true }));
    expect(optimisticRelationship('domainUnblock', rel({ domain_blocking: true }))).toEqual(rel());
  });
});

describe('optimisticPatch', () => {
  const counts = {
    account: { followers_count: 2, following_count: 2 },
    me: { followers_count: 2, following_count: 2 },
  };
  const input = (kind: AccountActionKind, relationship: Relationship | null): AccountActionInput => ({
    kind,
    target: DOMAIN_KINDS.includes(kind as never) ? { domain: 'example.social' } : { accountId: 'a1' },
    before: { relationship, counts },
  });

  it('holds only the fields that change, with their old values', () => {
    const { patch, optimistic } = optimisticPatch(input('follow', rel({ followed_by: true })));
    expect(patch.relationship).toEqual({
      id: 'a1',
      set: { following: true, showing_reblogs: true },
      restore: { following: false, showing_reblogs: false },
      created: false,
    });
    expect(optimistic).toEqual(rel({ followed_by: true, following: true, showing_reblogs: true }));
  });

  it('an action that changes nothing has no relationship change', () => {
    expect(optimisticPatch(input('pin', rel({ endorsed: true }))).patch.relationship).toBeNull();
  });

  it('a relationship not loaded is made from the blank one, and marked so a revert removes it', () => {
    const { patch } = optimisticPatch(input('mute', null));
    expect(patch.relationship).toMatchObject({ id: 'a1', created: true, set: { muting: true } });
  });

  it('a domain kind changes the relationship of the account it started from, or none', () => {
    const { patch } = optimisticPatch(input('domainBlock', rel()));
    expect(patch.target).toEqual({ domain: 'example.social' });
    expect(patch.relationship?.set).toEqual({ domain_blocking: true });
    expect(optimisticPatch(input('domainBlock', null)).patch.relationship).toBeNull();
  });

  const everyFlag = rel({
    following: true,
    followed_by: true,
    showing_reblogs: true,
    notifying: true,
    languages: ['ja'],
    muting: true,
    muting_expires_at: '2030-01-01T00:00:00Z',
    endorsed: true,
    note: 'n',
    requested_by: true,
  });

  it.each([...ACCOUNT_KINDS, ...DOMAIN_KINDS])('%s: a revert restores exactly what was there', (kind) => {
    for (const before of [rel(), everyFlag, rel({ blocking: true, requested: true, domain_blocking: true })]) {
      const { patch, optimistic } = optimisticPatch({ ...input(kind, before), options: { comment: 'c' } });
      if (patch.relationship === null) {
        expect(optimistic).toEqual(before);
        continue;
      }
      const applied = applyRelationshipChange(before, patch.relationship);
      expect(applied).toEqual(optimistic);
      expect(revertRelationshipChange(applied, patch.relationship)).toEqual(before);
    }
  });

  it('a revert leaves alone the fields the action did not change, even if they changed meanwhile', () => {
    const { patch } = optimisticPatch(input('pin', rel()));
    const meanwhile = { ...applyRelationshipChange(rel(), patch.relationship!), muting: true };
    expect(revertRelationshipChange(meanwhile, patch.relationship!)).toEqual(rel({ muting: true }));
  });

  it('a revert of a relationship the action created removes it', () => {
    const { patch } = optimisticPatch(input('block', null));
    const applied = applyRelationshipChange(null, patch.relationship!);
    expect(applied).toEqual(rel({ blocking: true }));
    expect(revertRelationshipChange(applied, patch.relationship!)).toBeNull();
  });
});

describe('outcomeOf', () => {
  it('a follow ends following or requested; anything else done', () => {
    expect(outcomeOf('follow', rel({ following: true }))).toBe('following');
    expect(outcomeOf('follow', rel({ requested: true }))).toBe('requested');
    expect(outcomeOf('follow', rel({ blocked_by: true }))).toBe('done');
    expect(outcomeOf('follow', null)).toBe('done');
    expect(outcomeOf('unfollow', rel({ following: true }))).toBe('done');
  });
});
