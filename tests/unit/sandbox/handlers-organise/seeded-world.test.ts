/**
 * The organisation seed inside the full sandbox (createSandbox with the core seed), answered through every
 * handler of the simulated server: what alice finds, checked against the merged contract.
 */
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, type Sandbox } from '../../../../sandbox/index';
import { formatViolation } from '../../../contract/validator';
import { useFileContractRecorder } from '../../../support/contract-file';
import { recordMswTraffic } from '../../../support/contract-msw';

const NOW = Date.parse('2026-03-10T12:00:00.000Z');
const TOKEN = 'organise-seed-alice';
let sandbox: Sandbox;
let server: ReturnType<typeof setupServer>;
/** every request and answer through msw is checked; the file fails on any violation */
const contract = useFileContractRecorder();
let reported = 0;
/** the violations since the last call */
const newViolations = () => {
  const found = contract.violations.slice(reported).map(formatViolation);
  reported = contract.violations.length;
  return found;
};

async function get(
  path: string,
  token: string | null = TOKEN,
): Promise<{ status: number; body: any; link: string | null }> {
  const url = `http://sandbox.test${path}`;
  const response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const body = await response.json();
  await contract.settle();
  return { status: response.status, body, link: response.headers.get('link') };
}

beforeAll(() => {
  sandbox = createSandbox({ now: () => NOW });
  const alice = sandbox.db.findAccountByAcct('alice')!;
  sandbox.db.tokens.set(TOKEN, {
    token: TOKEN,
    client_id: 'test',
    account_id: alice.id,
    scopes: 'read write follow push',
    revoked: false,
  });
  server = setupServer(...sandbox.handlers);
  recordMswTraffic(server, contract);
  server.listen({ onUnhandledRequest: 'error' });
});
afterAll(() => server.close());

const ALL_TYPES = [
  'follow',
  'follow_request',
  'favourite',
  'emoji_reaction',
  'reblog',
  'mention',
  'status_reference',
  'quote',
  'poll',
  'status',
  'list_status',
  'update',
  'quoted_update',
  'admin.sign_up',
  'admin.report',
  'moderation_warning',
  'severed_relationships',
  'annual_report',
];

describe('seeded organisation data', () => {
  it('gives alice notifications of every type, and requests from filtered senders', async () => {
    const seen = new Set<string>();
    let path: string | null = '/api/v1/notifications?limit=80';
    while (path) {
      const page = await get(path);
      for (const n of page.body) seen.add(n.type);
      const next = page.link?.match(/<([^>]+)>; rel="next"/)?.[1];
      path = page.body.length > 0 && next ? new URL(next).pathname + new URL(next).search : null;
    }
    expect([...seen].sort()).toEqual([...ALL_TYPES].sort());
    const requests = await get('/api/v1/notifications/requests');
    expect(requests.body.length).toBeGreaterThanOrEqual(2);
    const policy = await get('/api/v2/notifications/policy');
    expect(policy.body.summary.pending_requests_count).toBe(requests.body.length);
    const grouped = await get(
      '/api/v2/notifications?grouped_types[]=favourite&grouped_types[]=reblog&grouped_types[]=emoji_reaction&grouped_types[]=follow',
    );
    expect(grouped.body.notification_groups.some((g: any) => g.notifications_count > 1)).toBe(true);
    expect(newViolations()).toEqual([]);
  });

  it('gives alice lists, circles, antennas, bookmark categories, filters, conversations and markers', async () => {
    const lists = (await get('/api/v1/lists')).body;
    expect(lists.length).toBeGreaterThanOrEqual(3);
    expect(lists.some((l: any) => l.exclusive)).toBe(true);
    expect(new Set(lists.map((l: any) => l.replies_policy)).size).toBeGreaterThan(1);
    expect((await get(`/api/v1/lists/${lists[0].id}/accounts?limit=0`)).body.length).toBeGreaterThan(0);
    const circles = (await get('/api/v1/circles')).body;
    expect(circles.map((c: any) => c.title)).toEqual(expect.arrayContaining(['Close friends', 'Bird watchers']));
    await get(`/api/v1/circles/${circles[0].id}/statuses`);
    const antennas = (await get('/api/v1/antennas')).body;
    expect(antennas.filter((a: any) => a.stl)).toHaveLength(1);
    expect(antennas.some((a: any) => a.keywords_count > 0 && a.tags_count > 0)).toBe(true);
    for (const sub of ['accounts', 'exclude_accounts', 'domains', 'tags', 'keywords'])
      await get(`/api/v1/antennas/${antennas[1].id}/${sub}`);
    const categories = (await get('/api/v1/bookmark_categories')).body;
    expect(categories.length).toBeGreaterThanOrEqual(3);
    expect((await get(`/api/v1/bookmark_categories/${categories[0].id}/statuses`)).body.length).toBeGreaterThan(0);
    const filters = (await get('/api/v2/filters')).body;
    expect(new Set(filters.map((f: any) => f.filter_action))).toEqual(new Set(['warn', 'hide', 'blur']));
    expect(filters.some((f: any) => f.expires_at && Date.parse(f.expires_at) < NOW)).toBe(true);
    expect(filters.some((f: any) => f.statuses.length > 0)).toBe(true);
    const conversations = (await get('/api/v1/conversations')).body;
    expect(conversations.length).toBeGreaterThan(0);
    const markers = (await get('/api/v1/markers?timeline[]=home&timeline[]=notifications')).body;
    expect(Object.keys(markers).sort()).toEqual(['home', 'notifications']);
    expect(newViolations()).toEqual([]);
  });

  it('gives announcements, a reaction deck, followed tags and discovery answers', async () => {
    const announcements = (await get('/api/v1/announcements')).body;
    expect(announcements.length).toBe(3);
    expect(announcements.some((a: any) => a.read)).toBe(true);
    expect(announcements.some((a: any) => a.reactions.length > 0)).toBe(true);
    expect((await get('/api/v1/reaction_deck')).body.length).toBeGreaterThan(3);
    expect((await get('/api/v1/followed_tags')).body.map((t: any) => t.name)).toEqual(
      expect.arrayContaining(['tsubame', 'photography']),
    );
    expect((await get('/api/v1/custom_emojis', null)).body.length).toBeGreaterThan(5);
    expect((await get('/api/v1/trends/tags', null)).body.length).toBeGreaterThan(0);
    await get('/api/v1/trends/links?limit=20', null);
    expect((await get('/api/v1/trends/statuses')).body.length).toBeGreaterThan(0);
    expect((await get('/api/v2/suggestions?limit=20')).body.length).toBeGreaterThan(0);
    expect((await get('/api/v1/directory?limit=20', null)).body).toHaveLength(20);
    expect((await get('/api/v1/blocks')).body.length).toBeGreaterThan(0);
    expect((await get('/api/v1/mutes')).body.length).toBeGreaterThan(0);
    expect(newViolations()).toEqual([]);
  });

  it('gives the other local users notifications and a share of the same organisation data', () => {
    const { db } = sandbox;
    const [alice, second, third, ...rest] = [...db.users.keys()];
    for (const id of [second!, third!]) {
      expect([...db.notifications.values()].filter((n) => n.account_id === id).length).toBeGreaterThan(0);
      expect([...db.lists.values()].some((l) => l.account_id === id)).toBe(true);
      expect([...db.antennas.values()].filter((a) => a.account_id === id && a.ltl)).toHaveLength(1);
      expect([...db.filters.values()].some((f) => f.account_id === id)).toBe(true);
    }
    expect(rest.some((id) => [...db.notifications.values()].some((n) => n.account_id === id))).toBe(true);
    // Seeded ids sit before now, so live notifications always sort after them.
    expect([...db.notifications.keys()].every((id) => BigInt(id) / 65536n < BigInt(NOW))).toBe(true);
    expect(alice).toBe(db.findAccountByAcct('alice')!.id);
  });
});
