import type { SandboxDb } from '../../kernel/db';
import type { Random } from '../../kernel/random';
import type { AccountRecord, AntennaRecord, ListRecord } from '../../kernel/records';
import type { OrganiseStamps } from './seed-stamp';

const DAY = 86_400_000;

type ListSpec = Pick<ListRecord, 'title' | 'exclusive' | 'replies_policy' | 'notify' | 'favourite'>;
const FULL_LISTS: ListSpec[] = [
  { title: 'Friends', exclusive: false, replies_policy: 'followed', notify: true, favourite: true },
  { title: 'Fediverse news', exclusive: true, replies_policy: 'none', notify: false, favourite: false },
  { title: 'Remote pals', exclusive: false, replies_policy: 'list', notify: false, favourite: true },
];
const LIGHT_LISTS: ListSpec[] = [
  { title: 'Favourites', exclusive: false, replies_policy: 'list', notify: false, favourite: true },
];

/** Lists of followed accounts: local friends, bots and groups (exclusive), remote accounts. */
export function seedLists(db: SandboxDb, stamps: OrganiseStamps, owner: AccountRecord, full: boolean): ListRecord[] {
  const followed = db.follows
    .targets(owner.id)
    .map((id) => db.accounts.get(id))
    .filter((a): a is AccountRecord => a !== undefined && !a.suspended);
  const pools: AccountRecord[][] = [
    followed.filter((a) => a.domain === null && !a.bot && !a.group),
    followed.filter((a) => a.bot || a.group),
    followed.filter((a) => a.domain !== null && !a.bot && !a.group),
  ];
  return (full ? FULL_LISTS : LIGHT_LISTS).map((spec, i) => {
    const members = (full ? pools[i]! : followed).slice(0, full ? 5 : 3);
    const record: ListRecord = {
      id: stamps.stamp(stamps.now - (60 - i) * DAY).id,
      account_id: owner.id,
      ...spec,
      member_ids: members.map((a) => a.id),
    };
    db.lists.set(record.id, record);
    return record;
  });
}

/** One more circle of followers next to those the core seed made for limited posts. */
export function seedCircle(db: SandboxDb, stamps: OrganiseStamps, owner: AccountRecord, title: string): void {
  const members = db.follows
    .sources(owner.id)
    .filter((id) => !db.accounts.get(id)?.suspended)
    .slice(-4);
  const id = stamps.stamp(stamps.now - 20 * DAY).id;
  db.circles.set(id, { id, account_id: owner.id, title, member_ids: members });
}

/** An antenna with no sources and every switch at its default. */
export const blankAntenna = (id: string, owner: string, title: string): AntennaRecord => ({
  id,
  account_id: owner,
  title,
  list_id: null,
  stl: false,
  ltl: false,
  insert_feeds: false,
  with_media_only: false,
  ignore_reblog: false,
  favourite: true,
  account_ids: [],
  exclude_account_ids: [],
  domains: [],
  exclude_domains: [],
  tags: [],
  exclude_tags: [],
  keywords: [],
  exclude_keywords: [],
});

/** Antennas with keywords, tags, domains and accounts; one STL antenna and (light) one LTL antenna. */
export function seedAntennas(
  db: SandboxDb,
  stamps: OrganiseStamps,
  owner: AccountRecord,
  lists: ListRecord[],
  full: boolean,
): void {
  const make = (title: string, fill: (a: AntennaRecord) => void) => {
    const antenna = blankAntenna(stamps.stamp(stamps.now - 30 * DAY).id, owner.id, title);
    fill(antenna);
    db.antennas.set(antenna.id, antenna);
  };
  const remote = [...db.accounts.values()].filter((a) => a.domain !== null && !a.suspended);
  const noisy = remote.find((a) => a.limited) ?? remote[remote.length - 1];
  if (!full) {
    make('Local buzz', (a) => {
      a.ltl = true;
      a.keywords = ['coffee', 'ramen'];
    });
    return;
  }
  make('Birds', (a) => {
    a.keywords = ['swallow', 'ツバメ', 'bird'];
    a.exclude_keywords = ['spam'];
    a.tags = ['tsubame', 'birds'];
    a.list_id = lists.find((l) => l.title === 'Remote pals')?.id ?? null;
  });
  make('kmyblue servers', (a) => {
    a.domains = ['kmy.example', 'fedibird.example'];
    a.exclude_domains = ['spam.example'];
    a.account_ids = remote.slice(0, 3).map((r) => r.id);
    a.exclude_account_ids = noisy ? [noisy.id] : [];
    a.ignore_reblog = true;
    a.insert_feeds = true;
  });
  make('Social timeline', (a) => {
    a.stl = true;
    a.insert_feeds = true;
    a.keywords = ['timeline'];
  });
  make('Photos', (a) => {
    a.with_media_only = true;
    a.tags = ['photography', 'sunset'];
    a.exclude_tags = ['cats'];
    a.favourite = false;
  });
}

/** Bookmark categories holding some of the owner's bookmarks (one post in two categories, some in none). */
export function seedBookmarkCategories(
  db: SandboxDb,
  random: Random,
  stamps: OrganiseStamps,
  owner: AccountRecord,
  full: boolean,
): void {
  const bookmarked = db.bookmarks
    .targets(owner.id)
    .filter((id) => db.statuses.has(id) && !db.statuses.get(id)!.deleted);
  const titles = full ? ['Read later', 'Recipes', 'Inspiration'] : ['Saved'];
  const chunk = Math.max(1, Math.floor(bookmarked.length / (titles.length + 1)));
  titles.forEach((title, i) => {
    const ids = bookmarked.slice(i * chunk, (i + 1) * chunk);
    if (i === 1 && bookmarked[0]) ids.push(bookmarked[0]);
    const id = stamps.stamp(stamps.now - (50 - i) * DAY).id;
    db.bookmarkCategories.set(id, { id, account_id: owner.id, title, status_ids: random.sample(ids, ids.length) });
  });
}
