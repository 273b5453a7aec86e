import type { SandboxDb } from '../kernel/db';
import type { Random } from '../kernel/random';
import type { AccountRecord } from '../kernel/records';
import { seedAntennas, seedBookmarkCategories, seedCircle, seedLists } from '../handlers/organise/seed-collections';
import { indexStatuses, seedNotificationsFor } from '../handlers/organise/seed-notifications';
import {
  seedAnnouncements,
  seedConversations,
  seedFilters,
  seedMarkers,
  seedTagFollows,
} from '../handlers/organise/seed-personal';
import { OrganiseStamps } from '../handlers/organise/seed-stamp';

/** How much each local user gets: the first user (alice) everything; the next two a good share; others a little. */
type Depth = 'full' | 'some' | 'light';

/**
 * Seeds what users organise and receive: notifications, lists, circles, antennas, bookmark categories, filters,
 * conversations, announcements, markers, reaction decks, followed tags. Runs after the core seed
 * (accounts, statuses, media, polls, follows, reactions exist); circles the core seed made are kept.
 */
export function seedOrganise(db: SandboxDb, random: Random): void {
  const stamps = new OrganiseStamps(db);
  const index = indexStatuses(db);
  const users = [...db.users.keys()]
    .map((id) => db.accounts.get(id))
    .filter((a): a is AccountRecord => a !== undefined);
  users.forEach((user, i) => {
    const depth: Depth = i === 0 ? 'full' : i < 3 ? 'some' : 'light';
    const full = depth === 'full';
    const lists = depth === 'light' ? [] : seedLists(db, stamps, user, full);
    seedNotificationsFor(db, random, stamps, index, user, { full, lists });
    if (depth === 'light') return;
    seedCircle(db, stamps, user, full ? 'Bird watchers' : 'Regulars');
    seedAntennas(db, stamps, user, lists, full);
    seedBookmarkCategories(db, random, stamps, user, full);
    seedFilters(db, stamps, user, index, full);
    seedMarkers(db, stamps, user, index);
    seedTagFollows(
      db,
      user,
      full ? ['tsubame', 'photography', 'kmyblue', 'birds'] : ['coffee'],
      full ? ['tsubame', 'photography'] : ['coffee'],
    );
    db.users.get(user.id)!.reaction_deck = full
      ? ['👍', '❤️', '😆', '🎉', '🙏', 'tsubame', 'blobcat', 'kmyblue', 'blobcat_heart']
      : ['👍', '🙏', 'blobcat'];
  });
  seedConversations(db, stamps, index);
  seedAnnouncements(db, random, stamps, users);
}
