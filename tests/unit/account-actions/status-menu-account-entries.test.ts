import { describe, expect, it } from 'vitest';
import type { Relationship } from '../../../src/domain/entities';
import { NO_FEATURES } from '../../../src/services/status-actions/server-features';
import { createEntityStore, importStatus } from '../../../src/services/store';
import { menuCommands, type MenuCommand } from '../../../src/views/status-actions/menu-items';
import { rawAccount, rawStatus } from '../status/status-fixtures';

const ACCOUNT_ENTRIES: MenuCommand[] = ['muteAccount', 'unmuteAccount', 'blockAccount', 'unblockAccount'];

/** The menu of a post by account 1, read by `me`, with the reader's stored relationship to account 1. */
function commands(me: string | null, relationship?: Partial<Relationship>, author = '1'): MenuCommand[] {
  const store = createEntityStore({ currentAccountId: me });
  const id = importStatus(store, rawStatus('10', { account: rawAccount(author, { acct: 'alice' }) }))!;
  return menuCommands({
    status: store.get('statuses', id)!,
    me,
    quotedAuthor: undefined,
    features: NO_FEATURES,
    readerLanguage: 'en',
    translationShown: false,
    relationship:
      relationship === undefined
        ? undefined
        : ({ id: author, muting: false, blocking: false, ...relationship } as Relationship),
  });
}

const accountEntries = (list: MenuCommand[]) => list.filter((c) => ACCOUNT_ENTRIES.includes(c));

describe("the post menu's entries for the author's account", () => {
  it("offers mute then block, last in the menu, to a signed-in reader on another account's post", () => {
    const list = commands('99');
    expect(list.slice(-2)).toEqual(['muteAccount', 'blockAccount']);
    // after every entry offered before (the who-lists end the account-agnostic part)
    expect(list.indexOf('listReferences')).toBe(list.length - 3);
  });

  it('offers nothing about the account when signed out', () => {
    expect(accountEntries(commands(null))).toEqual([]);
  });

  it("offers nothing about the account on the reader's own post", () => {
    expect(accountEntries(commands('1'))).toEqual([]);
  });

  it('offers unmute and unblock when the stored relationship says the reader mutes and blocks the author', () => {
    expect(accountEntries(commands('99', { muting: true }))).toEqual(['unmuteAccount', 'blockAccount']);
    expect(accountEntries(commands('99', { blocking: true }))).toEqual(['muteAccount', 'unblockAccount']);
    expect(accountEntries(commands('99', { muting: true, blocking: true }))).toEqual([
      'unmuteAccount',
      'unblockAccount',
    ]);
  });

  it('offers mute and block when the relationship is stored and says neither', () => {
    expect(accountEntries(commands('99', {}))).toEqual(['muteAccount', 'blockAccount']);
  });
});
