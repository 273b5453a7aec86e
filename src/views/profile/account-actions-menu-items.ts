/**
 * The entries of a profile's account actions menu, from the reader's relationship with the account:
 * - Mention, always.
 * - For an account the reader follows: Hide boosts, or Show boosts while they are hidden.
 * - Mute, or Unmute while muting; Block, or Unblock while blocking; then Report, always.
 * - For an account of another server: Block domain, or Unblock domain while its domain is blocked.
 * - Feature on profile (endorse) for an account the reader follows; Stop featuring while it is featured.
 * - Remove from followers, only when the account follows the reader.
 * - Add to or remove from lists (and circles), for an account the reader follows or that follows the reader (a
 *   list only takes accounts the reader follows; a circle, accounts following the reader).
 * - Add to or remove from antennas, for any account, where the server has antennas (kmyblue).
 * - Copy link to profile, always.
 */
import type { Relationship } from '../../domain/entities';

export type AccountMenuCommand =
  | 'mention'
  | 'hideReblogs'
  | 'showReblogs'
  | 'mute'
  | 'unmute'
  | 'block'
  | 'unblock'
  | 'report'
  | 'domainBlock'
  | 'domainUnblock'
  | 'pin'
  | 'unpin'
  | 'removeFromFollowers'
  | 'lists'
  | 'antennas'
  | 'copyLink';

/** Entries that ask first in a dialog shown in place of the menu. */
export const DIALOG_COMMANDS: ReadonlySet<AccountMenuCommand> = new Set([
  'mute',
  'block',
  'report',
  'domainBlock',
  'lists',
]);

/** Entries drawn as dangerous. */
export const DANGER_COMMANDS: ReadonlySet<AccountMenuCommand> = new Set([
  'block',
  'domainBlock',
  'removeFromFollowers',
]);

/** Entries about the account's whole server rather than the account (their labels name the domain). */
export const DOMAIN_COMMANDS: ReadonlySet<AccountMenuCommand> = new Set(['domainBlock', 'domainUnblock']);

/**
 * The entries for an account; `domain` is its server's, null for an account of the reader's own server;
 * `antennas` whether the server has antennas.
 */
export function accountMenuCommands(
  relationship: Relationship | undefined,
  domain: string | null = null,
  antennas = false,
) {
  const commands: AccountMenuCommand[] = ['mention'];
  if (relationship?.following) commands.push(relationship.showing_reblogs ? 'hideReblogs' : 'showReblogs');
  commands.push(relationship?.muting ? 'unmute' : 'mute');
  commands.push(relationship?.blocking ? 'unblock' : 'block');
  commands.push('report');
  if (domain !== null) commands.push(relationship?.domain_blocking ? 'domainUnblock' : 'domainBlock');
  if (relationship?.endorsed) commands.push('unpin');
  else if (relationship?.following) commands.push('pin');
  if (relationship?.followed_by) commands.push('removeFromFollowers');
  if (relationship?.following || relationship?.followed_by) commands.push('lists');
  if (antennas) commands.push('antennas');
  commands.push('copyLink');
  return commands;
}
