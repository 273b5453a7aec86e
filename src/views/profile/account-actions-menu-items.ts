/**
 * The entries of a profile's account actions menu, from the reader's relationship with the account:
 * - Mention, always.
 * - Mute, or Unmute while muting; Block, or Unblock while blocking.
 * - Feature on profile (endorse) for an account the reader follows; Stop featuring while it is featured.
 * - Remove from followers, only when the account follows the reader.
 * - Copy link to profile, always.
 */
import type { Relationship } from '../../services/entities';

export type AccountMenuCommand =
  'mention' | 'mute' | 'unmute' | 'block' | 'unblock' | 'pin' | 'unpin' | 'removeFromFollowers' | 'copyLink';

/** Entries that ask first in a dialog shown in place of the menu. */
export const DIALOG_COMMANDS: ReadonlySet<AccountMenuCommand> = new Set(['mute', 'block']);

/** Entries drawn as dangerous. */
export const DANGER_COMMANDS: ReadonlySet<AccountMenuCommand> = new Set(['block', 'removeFromFollowers']);

export function accountMenuCommands(relationship: Relationship | undefined): AccountMenuCommand[] {
  const commands: AccountMenuCommand[] = ['mention'];
  commands.push(relationship?.muting ? 'unmute' : 'mute');
  commands.push(relationship?.blocking ? 'unblock' : 'block');
  if (relationship?.endorsed) commands.push('unpin');
  else if (relationship?.following) commands.push('pin');
  if (relationship?.followed_by) commands.push('removeFromFollowers');
  commands.push('copyLink');
  return commands;
}
