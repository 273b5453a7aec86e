/**
 * The smaller resources moved out of views: the composer's circles, the filter screens' list, the emoji
 * picker's deck and custom emoji (what the server offers to status actions: server-instance-data.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import { circlesData } from '../../../src/services/compose/circles-data';
import { customEmojiData, reactionDeckData } from '../../../src/services/emoji/picker-data';
import { ApiError } from '../../../src/domain/errors/api-error';
import { filtersListData } from '../../../src/services/filters/filters-data';
import { dataFixture, idle } from '../../support/data-fixture';
import { stubApi } from '../timelines/support/fake-app-services';

const failure = () =>
  new ApiError({ kind: 'response', status: 500, message: '500', statusText: 'Internal Server Error' });

describe('circles', () => {
  it("stores the account's circles (replacing the table) and keeps them in the server's order", async () => {
    const list = vi.fn().mockResolvedValue([
      { id: 'c2', title: 'Work' },
      { id: 'c1', title: 'Close friends' },
    ]);
    const { registry, store } = dataFixture(stubApi({ circles: { list } }));
    store.set('circles', { id: 'old', title: 'Deleted elsewhere' });
    const circles = await idle(registry.resource(circlesData, null));
    expect(circles.context.value).toEqual([
      { id: 'c2', title: 'Work' },
      { id: 'c1', title: 'Close friends' },
    ]);
    expect(store.get('circles', 'old')).toBeUndefined();
  });

  it("a failure raises the call's alert", async () => {
    const { registry, alerts } = dataFixture(stubApi({ circles: { list: vi.fn().mockRejectedValue(failure()) } }));
    expect((await idle(registry.resource(circlesData, null))).hasTag('failed')).toBe(true);
    expect(alerts.getSnapshot()).toHaveLength(1);
  });
});

describe('filters list', () => {
  it('loads the complete list into the store; failures raise no alert', async () => {
    const list = vi
      .fn()
      .mockRejectedValueOnce(failure())
      .mockResolvedValueOnce([
        {
          id: 'f1',
          title: 'Spoilers',
          context: ['home'],
          filter_action: 'warn',
          expires_at: null,
          keywords: [],
          statuses: [],
        },
      ]);
    const { registry, store, alerts } = dataFixture(stubApi({ filters: { list } }));
    const chart = registry.resource(filtersListData, null);
    expect((await idle(chart)).hasTag('failed')).toBe(true);
    expect(alerts.getSnapshot()).toEqual([]);
    chart.send({ type: 'RETRY' });
    expect((await idle(chart)).hasTag('value')).toBe(true);
    expect(store.get('filters', 'f1')?.title).toBe('Spoilers');
  });
});

describe('emoji picker parts', () => {
  it('the deck: asked only when wanted; a failure leaves it out silently', async () => {
    const reactionDeck = vi
      .fn()
      .mockResolvedValueOnce([{ name: '👍' }])
      .mockRejectedValueOnce(failure());
    const { registry, alerts } = dataFixture(stubApi({ emoji: { reactionDeck } }));
    expect((await idle(registry.resource(reactionDeckData, false))).context.value).toBeNull();
    expect(reactionDeck).not.toHaveBeenCalled();
    const deck = registry.resource(reactionDeckData, true);
    expect((await idle(deck)).context.value).toEqual([expect.objectContaining({ id: '👍' })]);
    deck.send({ type: 'REFRESH' });
    // a failed refresh keeps what was shown, without an alert
    expect((await idle(deck)).context.value).toEqual([expect.objectContaining({ id: '👍' })]);
    expect(alerts.getSnapshot()).toEqual([]);
  });

  it('custom emoji grouped by category, the hidden ones left out', async () => {
    const emoji = (shortcode: string, category: string | null, visible = true) => ({
      shortcode,
      url: `https://social.example/${shortcode}.png`,
      static_url: `https://social.example/${shortcode}.png`,
      visible_in_picker: visible,
      category,
    });
    const custom = vi
      .fn()
      .mockResolvedValue([emoji('blobcat', 'Blobs'), emoji('plain', null), emoji('secret', null, false)]);
    const { registry } = dataFixture(stubApi({ emoji: { custom } }));
    const groups = (await idle(registry.resource(customEmojiData, null))).context.value as {
      category: string | null;
      emojis: unknown[];
    }[];
    expect(groups.map((group) => [group.category, group.emojis.length])).toEqual([
      [null, 1],
      ['Blobs', 1],
    ]);
  });
});
