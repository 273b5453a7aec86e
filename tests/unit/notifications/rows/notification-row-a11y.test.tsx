// @vitest-environment jsdom
import axe from 'axe-core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NotificationGroupRow } from '../../../../src/views/notifications/rows/NotificationGroupRow';
import type { Harness } from '../../status/status-harness';
import {
  NOW,
  PARTY,
  importGroups,
  notificationHarness,
  rawGroup,
  rawReport,
  rawSeverance,
  rawWarning,
} from './notification-fixtures';

let h: Harness;
beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(NOW));
});
afterEach(() => {
  h.unmount();
  vi.useRealTimers();
});

/** One group of every type, several grouped, as a notifications list would hold them. */
const GROUPS = [
  rawGroup('follow', 'follow', { notifications_count: 2, sample_account_ids: ['1', '2'] }),
  rawGroup('follow_request', 'follow_request', { sample_account_ids: ['3'] }),
  rawGroup('favourite', 'favourite', { status_id: '500', notifications_count: 3, sample_account_ids: ['1', '2', '3'] }),
  rawGroup('emoji_reaction', 'emoji_reaction', {
    status_id: '500',
    notifications_count: 2,
    sample_account_ids: ['1', '2'],
    emoji_reaction_groups: [
      { emoji_reaction: { name: '🍵' }, sample_account_ids: ['1'] },
      {
        emoji_reaction: { name: 'party_parrot', url: PARTY.url, static_url: PARTY.static_url },
        sample_account_ids: ['2'],
      },
    ],
  }),
  rawGroup('reblog', 'reblog', { status_id: '500' }),
  rawGroup('mention', 'mention', { status_id: '600' }),
  rawGroup('status_reference', 'status_reference', { status_id: '600' }),
  rawGroup('quote', 'quote', { status_id: '600' }),
  rawGroup('poll', 'poll', { status_id: '501', sample_account_ids: ['100'] }),
  rawGroup('status', 'status', { status_id: '600' }),
  rawGroup('list_status', 'list_status', { status_id: '600', list: { id: '7', title: 'Friends' } }),
  rawGroup('update', 'update', { status_id: '600' }),
  rawGroup('quoted_update', 'quoted_update', { status_id: '601' }),
  rawGroup('admin.sign_up', 'admin.sign_up'),
  rawGroup('admin.report', 'admin.report', { report: rawReport() }),
  rawGroup('moderation_warning', 'moderation_warning', {
    sample_account_ids: [],
    moderation_warning: rawWarning('suspend'),
  }),
  rawGroup('severed_relationships', 'severed_relationships', { sample_account_ids: [], event: rawSeverance() }),
  rawGroup('annual_report', 'annual_report', { sample_account_ids: [], annual_report: { year: 2024 } }),
];

async function violations(root: Element): Promise<string[]> {
  const result = await axe.run(root, {
    resultTypes: ['violations'],
    // jsdom computes no colours or layout; landmarks belong to the screen that places the list
    rules: { 'color-contrast': { enabled: false }, region: { enabled: false } },
  });
  return result.violations.map((v) => `${v.id}: ${v.help} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('accessibility of notification rows (axe-core)', () => {
  it.each(['en', 'ja'])('a feed holding every type, read and unread, has no violations (%s)', async (language) => {
    h = notificationHarness(language);
    importGroups(h, GROUPS);
    h.render(
      <div role="feed" aria-label="Notifications">
        {GROUPS.map((group, index) => (
          <NotificationGroupRow
            key={String(group.group_key)}
            groupKey={String(group.group_key)}
            unread={index % 2 === 0}
            index={index}
            size={GROUPS.length}
          />
        ))}
      </div>,
    );
    expect(h.container.querySelectorAll('article.notification')).toHaveLength(18);
    expect(await violations(h.container)).toEqual([]);
  });
});
