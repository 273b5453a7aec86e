import { describe, expect, it } from 'vitest';
import { initialDraft } from '../../../src/machines/compose-draft';
import { quotePolicyFor, statusParams, visibilityOf } from '../../../src/machines/compose-params';
import type { ComposeDraft, Privacy } from '../../../src/machines/compose-types';
import { DEFAULTS } from './compose-test-kit';

const draft = (over: Partial<ComposeDraft> = {}): ComposeDraft => ({
  ...initialDraft(DEFAULTS, 'key-1'),
  text: 'hello',
  ...over,
});
const params = (
  d: ComposeDraft,
  mediaIds: string[] = [],
  mediaAttributes: Array<{ id: string; description: string; focus: string | null }> = [],
) => statusParams({ draft: d, mediaIds, mediaAttributes });

describe('draft -> POST/PUT v1/statuses fields', () => {
  it('sensitive sent only with media', () => {
    expect(params(draft({ sensitive: true }))).not.toHaveProperty('sensitive');
    expect(params(draft({ sensitive: true }), ['m1'])).toMatchObject({ sensitive: true, media_ids: ['m1'] });
    expect(params(draft({ sensitive: false }), ['m1'])).toMatchObject({ sensitive: false });
  });

  it('spoiler text sent only when the spoiler is on', () => {
    expect(params(draft({ spoiler: false, spoiler_text: 'cw' }))).not.toHaveProperty('spoiler_text');
    expect(params(draft({ spoiler: true, spoiler_text: 'cw' }))).toMatchObject({ spoiler_text: 'cw' });
  });

  it('quote policy forced to nobody for private and direct', () => {
    expect(params(draft({ privacy: 'private', quote_policy: 'public' })).quote_approval_policy).toBe('nobody');
    expect(params(draft({ privacy: 'direct', quote_policy: 'followers' })).quote_approval_policy).toBe('nobody');
    expect(params(draft({ privacy: 'public', quote_policy: 'followers' })).quote_approval_policy).toBe('followers');
    expect(params(draft({ privacy: 'unlisted', quote_policy: 'public' })).quote_approval_policy).toBe('public');
    // the limited audiences are narrower than private: nobody as well
    expect(quotePolicyFor('circle', 'public')).toBe('nobody');
    expect(quotePolicyFor('reply', 'public')).toBe('nobody');
    expect(quotePolicyFor('mutual', 'followers')).toBe('nobody');
  });

  it('our privacy maps to the visibility the server takes', () => {
    const values: Privacy[] = [
      'public',
      'public_unlisted',
      'unlisted',
      'login',
      'private',
      'mutual',
      'direct',
      'reply',
      'circle',
    ];
    for (const privacy of values) expect(visibilityOf(privacy)).toBe(privacy);
    // banned never posts (the machine refuses); it could only be the narrowest
    expect(visibilityOf('banned')).toBe('direct');
    expect(params(draft({ privacy: 'login' }))).toMatchObject({
      visibility: 'login',
      status: 'hello',
      language: 'en',
      searchability: 'private',
    });
  });

  it('circle_id sent only for a circle post', () => {
    expect(params(draft({ privacy: 'circle', circle_id: 'c1' }))).toMatchObject({
      visibility: 'circle',
      circle_id: 'c1',
    });
    expect(params(draft({ privacy: 'private', circle_id: 'c1' }))).not.toHaveProperty('circle_id');
  });

  it('a poll is sent with its blank options dropped', () => {
    const p = params(draft({ poll: { options: ['yes', ' ', 'no', ''], expires_in: 3600, multiple: true } }));
    expect(p.poll).toEqual({ options: ['yes', 'no'], expires_in: 3600, multiple: true });
    expect(params(draft())).not.toHaveProperty('poll');
  });

  it('reply, quote and kmyblue references are sent when set', () => {
    expect(params(draft())).not.toHaveProperty('in_reply_to_id');
    expect(params(draft())).not.toHaveProperty('quoted_status_id');
    expect(params(draft())).not.toHaveProperty('status_reference_ids');
    expect(params(draft({ in_reply_to: '7', quoted_status_id: '8', reference_ids: ['9', '10'] }))).toMatchObject({
      in_reply_to_id: '7',
      quoted_status_id: '8',
      status_reference_ids: ['9', '10'],
    });
  });

  it('media_attributes only when editing; an edit always names its media', () => {
    const attributes = [
      { id: 'm1', description: 'a cat', focus: '0.5,-0.25' },
      { id: 'm2', description: '', focus: null },
    ];
    expect(params(draft(), ['m1'], attributes)).not.toHaveProperty('media_attributes');
    const edit = params(draft({ id: '42' }), ['m1', 'm2'], attributes);
    expect(edit.media_ids).toEqual(['m1', 'm2']);
    expect(edit.media_attributes).toEqual([
      { id: 'm1', description: 'a cat', focus: '0.5,-0.25' },
      { id: 'm2', description: '' },
    ]);
    // every attachment removed in an edit: an empty list, so the server drops them
    expect(params(draft({ id: '42' }))).toMatchObject({ media_ids: [] });
    expect(params(draft())).not.toHaveProperty('media_ids');
  });

  it('markdown sent when on, and always for an edit', () => {
    expect(params(draft())).not.toHaveProperty('markdown');
    expect(params(draft({ markdown: true }))).toMatchObject({ markdown: true });
    expect(params(draft({ id: '42' }))).toMatchObject({ markdown: false });
  });
});
