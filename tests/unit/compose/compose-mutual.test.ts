/**
 * kmyblue's mutual-followers-only audience in the composer: posted as visibility=mutual, never quotable, and
 * kept when a mutual post is edited or deleted and redrafted (kmyblue answers such a post as limited with the
 * mutual scope).
 */
import { describe, expect, it } from 'vitest';
import { editDraft, initialDraft, redraftDraft } from '../../../src/machines/compose-draft';
import { statusParams } from '../../../src/machines/compose-params';
import type { RedraftSource } from '../../../src/machines/compose-types';
import { redraftFrom } from '../../../src/services/status-actions/compose-handoff';
import { DEFAULTS, LIMITS, status } from './compose-test-kit';

const context = { defaults: DEFAULTS, limits: LIMITS, newKey: () => 'k', now: 0, stayPrivacy: false };

describe('mutual followers only', () => {
  it('is posted as visibility mutual, with nobody allowed to quote', () => {
    const draft = {
      ...initialDraft(DEFAULTS, 'k'),
      text: 'hi',
      privacy: 'mutual' as const,
      quote_policy: 'public' as const,
    };
    expect(statusParams({ draft, mediaIds: [], mediaAttributes: [] })).toMatchObject({
      visibility: 'mutual',
      quote_approval_policy: 'nobody',
    });
    expect(statusParams({ draft, mediaIds: [], mediaAttributes: [] })).not.toHaveProperty('circle_id');
  });

  it('an edited mutual post keeps its audience', () => {
    const mutualPost = status('e1', { visibility: 'private', visibility_ex: 'limited', limited_scope: 'mutual' });
    expect(editDraft({ status: mutualPost, text: 'x', spoilerText: '' }, context).draft.privacy).toBe('mutual');
  });

  it('a deleted and redrafted mutual post comes back as mutual, a circle post still as circle', () => {
    const handoff = redraftFrom(
      { text: 'again', visibility: 'private', visibility_ex: 'limited', limited_scope: 'mutual' },
      '',
    );
    expect(handoff.visibility).toBe('mutual');
    const source: RedraftSource = { ...handoff, media: [] };
    expect(redraftDraft(source, context).draft.privacy).toBe('mutual');

    const circle = redraftFrom({ text: 'c', visibility_ex: 'limited', limited_scope: 'circle' }, '');
    expect(redraftDraft({ ...circle, media: [] }, context).draft.privacy).toBe('circle');
  });
});
