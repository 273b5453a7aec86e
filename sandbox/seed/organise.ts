import type { SandboxDb } from '../kernel/db';
import type { Random } from '../kernel/random';

/**
 * Seeds what users organise and receive: notifications, lists, circles, antennas, bookmark categories, filters,
 * conversations, announcements, markers, reaction decks, followed tags. Runs after the core seed
 * (accounts, statuses, media, polls, follows, reactions exist).
 */
export function seedOrganise(_db: SandboxDb, _random: Random): void {
  // Placeholder until the organisation seed is written.
}
