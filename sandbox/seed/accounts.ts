import type { SandboxDb } from '../kernel/db';
import type { Random } from '../kernel/random';
import type { AccountRecord, EmojiReactionPolicy, FieldRecord, RoleRecord, UserRecord } from '../kernel/records';
import { mediaPaths } from '../media-files';
import { DAY, type SeedClock } from './clock';
import { DOMAINS, FIRST_NAMES, GENERATED_REMOTE_DOMAINS, SURNAMES } from './names';

export const ROLES = {
  admin: { id: '3', name: 'Admin', color: '#d62828', permissions: '1', highlighted: true },
  moderator: { id: '2', name: 'Moderator', color: '#3a86ff', permissions: '1308', highlighted: true },
  supporter: { id: '4', name: 'Supporter', color: '#f4a261', permissions: '0', highlighted: true },
  tester: { id: '5', name: 'Tester', color: '', permissions: '0', highlighted: false },
} satisfies Record<string, RoleRecord>;

type Spec = Partial<Omit<AccountRecord, 'id' | 'other_settings'>> & {
  username: string;
  other?: Partial<AccountRecord['other_settings']>;
  /** days since creation */
  ageDays?: number;
  /** key other specs refer to */
  key: string;
  movedToKey?: string;
  noHeader?: boolean;
};

const verified = (value: string): FieldRecord => ({ name: 'Website', value, verified_at: null });

const LOCAL_SPECS: Spec[] = [
  {
    key: 'alice',
    username: 'alice',
    display_name: 'Alice :tsubame:',
    emojis: ['tsubame', 'blobcat'],
    roles: [ROLES.admin],
    note: '<p>Runs this little server. Birds, code and tea :blobcat:</p><p>日本語もOK。</p>',
    fields: [
      verified('https://alice.example'),
      { name: 'Pronouns', value: 'she/her', verified_at: null },
      { name: '好きなもの', value: 'ツバメ :tsubame:', verified_at: null },
    ],
    ageDays: 900,
  },
  {
    key: 'bob',
    username: 'bob',
    display_name: 'Bob',
    roles: [ROLES.moderator],
    ageDays: 800,
    note: '<p>Moderator. Coffee first.</p>',
    other: { emoji_reaction_policy: 'following_only' },
    fields: [verified('https://bob.example/about')],
  },
  {
    key: 'carol',
    username: 'carol',
    display_name: 'Carol 🌸',
    locked: true,
    hide_collections: true,
    ageDays: 600,
    note: '<p>Locked account; I approve follows by hand.</p>',
    other: { hide_followers_count: true, hide_following_count: true, hide_network: true, allow_quote: false },
  },
  {
    key: 'dave',
    username: 'dave_bot',
    display_name: 'Dave (bot) :partyparrot:',
    emojis: ['partyparrot'],
    bot: true,
    note: '<p>I post the weather every morning. Beep.</p>',
    other: { emoji_reaction_policy: 'block' },
    ageDays: 400,
  },
  {
    key: 'club',
    username: 'tsubame_club',
    display_name: 'Tsubame Club',
    group: true,
    ageDays: 300,
    note: '<p>A group for swallow watchers. Mention us to share with members.</p>',
  },
  {
    key: 'erin',
    username: 'erin',
    display_name: 'Erin',
    memorial: true,
    ageDays: 1500,
    note: '<p>In loving memory.</p>',
    other: { subscription_policy: 'block' },
  },
  {
    key: 'frank_old',
    username: 'frank',
    display_name: 'Frank (moved)',
    movedToKey: 'frank_new',
    ageDays: 1000,
    note: '<p>I have moved to kmy.example.</p>',
  },
  {
    key: 'grace',
    username: 'grace',
    display_name: 'Grace',
    roles: [ROLES.supporter],
    noindex: true,
    ageDays: 500,
    note: '<p>Supporter of this server. Please do not index me.</p>',
    other: { noindex: true, emoji_reaction_policy: 'followers_only' },
  },
  {
    key: 'heidi',
    username: 'heidi',
    display_name: 'Heidi',
    discoverable: false,
    indexable: false,
    ageDays: 200,
    note: '<p>Not in the directory.</p>',
    other: { emoji_reaction_policy: 'mutuals_only', hide_statuses_count: true },
  },
  {
    key: 'ivan',
    username: 'ivan',
    display_name: 'Ivan :blobfox:',
    emojis: ['blobfox'],
    ageDays: 150,
    other: { emoji_reaction_policy: 'outside_only' },
  },
  { key: 'judy', username: 'judy', display_name: '', ageDays: 90, roles: [ROLES.tester], noHeader: true },
  { key: 'mallory', username: 'mallory', display_name: 'Mallory', ageDays: 60, other: { link_preview: false } },
  { key: 'niaj', username: 'niaj', display_name: 'Niaj', ageDays: 45, other: { translatable_private: true } },
  { key: 'olivia', username: 'olivia', display_name: 'Olivia 📷', ageDays: 30 },
  {
    key: 'peggy',
    username: 'peggy',
    display_name: 'Peggy',
    ageDays: 20,
    other: { subscription_policy: 'followers_only' },
  },
  { key: 'newbie', username: 'newbie', display_name: 'New here', ageDays: 2, noHeader: true },
];

const REMOTE_SPECS: Spec[] = [
  {
    key: 'frank_new',
    username: 'frank',
    domain: DOMAINS.kmyblue,
    display_name: 'Frank',
    ageDays: 50,
    note: '<p>New home!</p>',
  },
  {
    key: 'lisa',
    username: 'lisa',
    domain: DOMAINS.mastodon,
    display_name: 'Lisa (locked)',
    locked: true,
    ageDays: 700,
  },
  {
    key: 'spammer',
    username: 'cheap_pills',
    domain: DOMAINS.spam,
    display_name: 'BUY NOW',
    suspended: true,
    ageDays: 10,
  },
  { key: 'troll', username: 'troll', domain: DOMAINS.social, display_name: 'Troll', limited: true, ageDays: 100 },
  { key: 'news', username: 'headlines', domain: DOMAINS.news, display_name: 'Headlines Bot', bot: true, ageDays: 1200 },
  {
    key: 'meetup',
    username: 'meetup',
    domain: DOMAINS.fedibird,
    display_name: 'Fediverse Meetup',
    group: true,
    ageDays: 365,
  },
  {
    key: 'yuki',
    username: 'yuki',
    domain: DOMAINS.idn,
    display_name: 'ゆき :sakura:',
    emojis: ['sakura'],
    ageDays: 365,
    note: '<p>例え.テストに住んでいます :sakura:</p>',
    fields: [{ name: 'Blog', value: 'https://yuki.example', verified_at: null }],
  },
  {
    key: 'neko',
    username: 'neko',
    domain: DOMAINS.misskey,
    display_name: ':nyan: Neko',
    emojis: ['nyan'],
    ageDays: 250,
    other: { emoji_reaction_policy: 'allow' },
  },
  {
    key: 'kmyfan',
    username: 'kmyfan',
    domain: DOMAINS.kmyblue,
    display_name: 'kmyblue fan :ablobcat_bounce:',
    ageDays: 333,
    emojis: ['ablobcat_bounce'],
    other: { emoji_reaction_policy: 'block', allow_quote: true },
  },
  { key: 'blocker', username: 'grumpy', domain: DOMAINS.social, display_name: 'Grumpy', ageDays: 420 },
];

export type AccountKeys = Map<string, AccountRecord>;

function buildAccount(clock: SeedClock, spec: Spec, random: Random): AccountRecord {
  const created = clock.stamp(clock.now - (spec.ageDays ?? 100) * DAY - random.int(0, DAY));
  const fields = (spec.fields ?? []).map((f) =>
    f.name === 'Website'
      ? {
          name: f.name,
          value: `<a href="${f.value}" rel="me nofollow noopener" target="_blank">${f.value.replace(/^https?:\/\//, '')}</a>`,
          verified_at: clock.iso(created.ms + DAY),
        }
      : f,
  );
  const account: AccountRecord = {
    id: created.id,
    username: spec.username,
    domain: spec.domain ?? null,
    display_name: spec.display_name ?? spec.username,
    note: spec.note ?? '',
    locked: spec.locked ?? false,
    bot: spec.bot ?? false,
    group: spec.group ?? false,
    discoverable: spec.discoverable ?? true,
    indexable: spec.indexable ?? true,
    noindex: spec.noindex ?? false,
    created_at: created.iso,
    avatar: mediaPaths.avatar(created.id),
    header: spec.noHeader ? '' : mediaPaths.header(created.id),
    fields,
    emojis: spec.emojis ?? [],
    moved_to_id: null,
    suspended: spec.suspended ?? false,
    limited: spec.limited ?? false,
    memorial: spec.memorial ?? false,
    hide_collections: spec.hide_collections ?? false,
    roles: spec.roles ?? [],
    other_settings: {
      noindex: false,
      hide_network: false,
      hide_statuses_count: false,
      hide_following_count: false,
      hide_followers_count: false,
      translatable_private: false,
      link_preview: true,
      allow_quote: true,
      emoji_reaction_policy: 'allow',
      subscription_policy: 'allow',
      ...spec.other,
    },
  };
  return account;
}

const POLICIES: EmojiReactionPolicy[] = ['allow', 'allow', 'allow', 'following_only', 'followers_only', 'outside_only'];

/** Generated remote accounts with varied settings, spread over several domains. */
function generatedSpecs(random: Random, count: number): Spec[] {
  const specs: Spec[] = [];
  for (let i = 0; i < count; i += 1) {
    const first = FIRST_NAMES[i % FIRST_NAMES.length]!;
    const surname = random.pick(SURNAMES);
    const domain = GENERATED_REMOTE_DOMAINS[i % GENERATED_REMOTE_DOMAINS.length]!;
    const username = i < FIRST_NAMES.length ? first : `${first}${i}`;
    specs.push({
      key: `remote${i}`,
      username,
      domain,
      display_name: random.chance(0.1) ? '' : `${first[0]!.toUpperCase()}${first.slice(1)} ${surname}`,
      note: `<p>${random.pick(['Photographer', 'Developer', 'Gardener', 'Student', 'Cook', 'Birder', '絵描き'])} on ${domain}.</p>`,
      locked: random.chance(0.1),
      bot: random.chance(0.05),
      fields: random.chance(0.3) ? [verified(`https://${username}.example`)] : [],
      ageDays: random.int(30, 1500),
      other: { emoji_reaction_policy: random.pick(POLICIES), hide_network: random.chance(0.1) },
    });
  }
  return specs;
}

/** Seeds accounts; returns them by key (alice, bob, carol, dave, club, ..., remote0...). */
export function seedAccounts(db: SandboxDb, random: Random, clock: SeedClock): AccountKeys {
  const keys: AccountKeys = new Map();
  const specs = [...LOCAL_SPECS, ...REMOTE_SPECS, ...generatedSpecs(random, 40)];
  for (const spec of specs) {
    const account = buildAccount(clock, spec, random);
    db.accounts.set(account.id, account);
    keys.set(spec.key, account);
  }
  for (const spec of specs) {
    if (spec.movedToKey) keys.get(spec.key)!.moved_to_id = keys.get(spec.movedToKey)!.id;
  }
  return keys;
}

const USER_DEFAULTS: Array<[string, Partial<UserRecord>]> = [
  ['alice', { role: ROLES.admin, default_privacy: 'public', default_searchability: 'public', default_language: 'en' }],
  [
    'bob',
    { role: ROLES.moderator, default_privacy: 'unlisted', default_searchability: 'private', default_language: 'en' },
  ],
  [
    'carol',
    {
      default_privacy: 'private',
      default_searchability: 'direct',
      default_language: 'ja',
      default_quote_policy: 'nobody',
    },
  ],
  ['grace', { role: ROLES.supporter, default_privacy: 'public_unlisted', default_searchability: 'public_unlisted' }],
  ['newbie', { default_privacy: 'login', default_searchability: 'limited', default_sensitive: true }],
];

/** Local users who can sign in; alice is the default sign-in user. */
export function seedUsers(db: SandboxDb, keys: AccountKeys): void {
  for (const [key, overrides] of USER_DEFAULTS) {
    const account = keys.get(key)!;
    const user: UserRecord = {
      account_id: account.id,
      email: `${account.username}@sandbox.test`,
      role: null,
      default_privacy: 'public',
      default_searchability: 'public',
      default_sensitive: false,
      default_language: 'en',
      default_quote_policy: 'public',
      settings: {},
      reaction_deck: [],
      ...overrides,
    };
    db.users.set(account.id, user);
  }
}
