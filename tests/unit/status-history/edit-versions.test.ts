/**
 * A post's edit history as the dialog lists it: newest first, the oldest marked as the original, each version with
 * its media count, poll options, and how its poll changed from the version before.
 */
import { describe, expect, it } from 'vitest';
import { editVersionsOf } from '../../../src/services/status-history/edit-versions';

const version = (at: string, extra: Record<string, unknown> = {}) => ({
  content: `<p>${at}</p>`,
  spoiler_text: '',
  sensitive: false,
  created_at: `2025-03-0${at}T10:00:00.000Z`,
  account: { id: '1' },
  media_attachments: [],
  emojis: [],
  ...extra,
});

describe('the edit history of a post', () => {
  it('lists the versions newest first, with the oldest marked as the original', () => {
    const versions = editVersionsOf([version('1'), version('2'), version('3')]);
    expect(versions.map((v) => v.content)).toEqual(['<p>3</p>', '<p>2</p>', '<p>1</p>']);
    expect(versions.map((v) => v.original)).toEqual([false, false, true]);
    expect(new Set(versions.map((v) => v.key)).size).toBe(3);
  });

  it('counts each version media, and keeps its content warning and sensitivity', () => {
    const [edited, original] = editVersionsOf([
      version('1'),
      version('2', { media_attachments: [{ id: 'm1' }, { id: 'm2' }], spoiler_text: 'Food', sensitive: true }),
    ]);
    expect(original).toMatchObject({ mediaCount: 0, spoilerText: '', sensitive: false });
    expect(edited).toMatchObject({ mediaCount: 2, spoilerText: 'Food', sensitive: true });
  });

  it('says how the poll changed from the version before: added, options changed, removed', () => {
    const poll = (...titles: string[]) => ({ options: titles.map((title) => ({ title })) });
    const versions = editVersionsOf([
      version('1'),
      version('2', { poll: poll('Tea', 'Coffee') }),
      version('3', { poll: poll('Tea', 'Coffee') }),
      version('4', { poll: poll('Tea', 'Cocoa') }),
      version('5'),
    ]).reverse();
    expect(versions.map((v) => v.pollChange)).toEqual([null, 'added', null, 'changed', 'removed']);
    expect(versions[3]!.pollOptions).toEqual(['Tea', 'Cocoa']);
    expect(versions[4]!.pollOptions).toBeNull();
  });

  it('leaves out entries that are not versions', () => {
    expect(editVersionsOf([null, 'x', version('1')])).toHaveLength(1);
    expect(editVersionsOf({})).toEqual([]);
  });
});
