import type { SandboxDb } from '../kernel/db';
import { Random } from '../kernel/random';
import { seedServerDomainBlocks } from '../handlers/core/instance-info';
import { seedAccounts, seedUsers } from './accounts';
import { seedCards } from './cards';
import { SeedClock } from './clock';
import type { SeedContext } from './context';
import { seedDeletedAndPinned, seedEdits, seedQuotes, seedReblogs, seedReferences } from './derived';
import { seedCustomEmoji } from './emoji';
import { seedHashtagBarPosts } from './hashtag-bar';
import { seedInteractions } from './interactions';
import { seedMedia } from './media';
import { seedOrganise } from './organise';
import { seedPolls } from './polls';
import { seedCircles, seedPosts } from './posts';
import { seedRelations } from './relations';
import { seedTags } from './tags';
import { seedThreads } from './threads';

export interface SeedOptions {
  /** PRNG seed; the same seed and the same db.now() give the same world */
  seed?: number;
}

/**
 * Fills an empty SandboxDb with a deterministic kmyblue world relative to db.now(): accounts (local and remote,
 * with every special kind), users (alice first = default sign-in), custom emoji, relations, circles, 2,000+
 * statuses with media, polls, cards, threads, reblogs, quotes, references, edits, reactions and favourites;
 * then seedOrganise adds notifications, lists, filters and the rest.
 */
export function seedSandbox(db: SandboxDb, options: SeedOptions = {}): void {
  const random = new Random(options.seed ?? 1);
  const clock = new SeedClock(db, db.now());
  seedCustomEmoji(db);
  const keys = seedAccounts(db, random, clock);
  seedUsers(db, keys);
  seedRelations(db, random, clock, keys);
  const ctx: SeedContext = { db, random, clock, keys, circles: new Map(), posts: [] };
  seedCircles(ctx);
  seedPosts(ctx, 1700);
  seedMedia(ctx, 170);
  seedPolls(ctx, 24);
  seedCards(ctx, 70);
  seedThreads(ctx, 60);
  seedQuotes(ctx, 45);
  seedReblogs(ctx, 200);
  seedReferences(ctx, 35);
  seedEdits(ctx, 30);
  seedDeletedAndPinned(ctx);
  seedInteractions(ctx);
  seedTags(ctx);
  seedOrganise(db, random);
  seedServerDomainBlocks(db);
  // cases added later come last, so that the world before them stays as it was
  seedHashtagBarPosts(ctx);
}

/** The default sign-in user's account id (alice). */
export function defaultAccountId(db: SandboxDb): string {
  const first = db.users.keys().next();
  if (first.done) throw new Error('sandbox has no users; call seedSandbox first');
  return first.value;
}
