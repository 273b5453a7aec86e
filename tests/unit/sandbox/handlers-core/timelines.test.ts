import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { encodePng, renderPicture } from '../../../../sandbox/media-files';
import type { AntennaRecord } from '../../../../sandbox/kernel/records';
import { startHarness, type Answer, type Harness } from './harness';

let h: Harness;
let alice: string;
let bob: string;
let grace: string;
let newbie: string;
beforeAll(async () => {
  h = startHarness();
  alice = await h.signIn('alice');
  bob = await h.signIn('bob');
  grace = await h.signIn('grace');
  newbie = await h.signIn('newbie');
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

const db = () => h.sandbox.db;
const id = (acct: string) => h.accountId(acct);
const create = async (token: string, body: Record<string, unknown>) =>
  (await h.call(token, 'POST', '/api/v1/statuses', body)).body as { id: string };
const ids = async (token: string | null, path: string) =>
  ((await h.call(token, 'GET', path)).body as Array<{ id: string }>).map((s) => s.id);
type Ids = Answer<Array<{ id: string }>>;

async function withMedia(token: string, text: string, extra: Record<string, unknown> = {}) {
  const form = new FormData();
  form.append('file', new File([encodePng(renderPicture(5, 6, 6), 6, 6) as BlobPart], 'p.png', { type: 'image/png' }));
  const media = (await h.call(token, 'POST', '/api/v2/media', form)).body.id as string;
  return create(token, { status: text, media_ids: [media], visibility: 'public', ...extra });
}

describe('home timeline', () => {
  it('has own posts and those of followed accounts, with boosts unless the follow hides them', async () => {
    db().follows.set(id('newbie'), id('grace'), { reblogs: true, notify: false, languages: null });
    db().follows.set(id('newbie'), id('bob'), { reblogs: false, notify: false, languages: null });
    db().follows.delete(id('newbie'), id('alice'));
    const own = await create(newbie, { status: 'my own', visibility: 'public' });
    const followed = await create(grace, { status: 'grace speaks', visibility: 'public' });
    const stranger = await create(alice, { status: 'alice is not followed', visibility: 'public' });
    const boostByGrace = (await h.call(grace, 'POST', `/api/v1/statuses/${stranger.id}/reblog`)).body;
    const boostByBob = (await h.call(bob, 'POST', `/api/v1/statuses/${stranger.id}/reblog`)).body;
    const home = await ids(newbie, '/api/v1/timelines/home?limit=40');
    expect(home).toEqual(expect.arrayContaining([own.id, followed.id, boostByGrace.id]));
    expect(home).not.toContain(stranger.id);
    expect(home).not.toContain(boostByBob.id);
    expect(home.indexOf(boostByGrace.id)).toBeLessThan(home.indexOf(followed.id));
  });

  it('pages with Link headers, and limit=0 returns everything without one', async () => {
    const first: Ids = await h.call(alice, 'GET', '/api/v1/timelines/home?limit=5');
    expect(first.body).toHaveLength(5);
    const next = /<([^>]+)>; rel="next"/.exec(first.link ?? '')![1]!;
    expect(new URL(next).searchParams.get('max_id')).toBe(first.body[4]!.id);
    const second: Ids = await h.call(alice, 'GET', next.replace('http://sandbox.test', ''));
    expect(BigInt(second.body[0]!.id) < BigInt(first.body[4]!.id)).toBe(true);
    const everything: Ids = await h.call(alice, 'GET', '/api/v1/timelines/home?limit=0');
    expect(everything.link).toBeNull();
    expect(everything.body.length).toBeGreaterThan(40);
    const newer = await ids(alice, `/api/v1/timelines/home?since_id=${first.body[1]!.id}`);
    expect(newer).toEqual([first.body[0]!.id]);
  });

  it('needs a token', async () => {
    expect((await h.call(null, 'GET', '/api/v1/timelines/home')).status).toBe(401);
  });
});

describe('public and hashtag timelines', () => {
  it('public honours local, remote and only_media, and is open to signed-out visitors', async () => {
    const plain = await create(grace, { status: 'public words #tlcheck', visibility: 'public' });
    const unlisted = await create(grace, { status: 'quiet #tlcheck', visibility: 'unlisted' });
    const localOnly = await create(grace, { status: 'local only #tlcheck', visibility: 'public_unlisted' });
    const picture = await withMedia(grace, 'with picture #tlcheck');
    const federated = await ids(null, '/api/v1/timelines/public?limit=40');
    expect(federated).toEqual(expect.arrayContaining([plain.id, picture.id]));
    expect(federated).not.toContain(unlisted.id);
    expect(federated).not.toContain(localOnly.id);
    const local = await ids(null, '/api/v1/timelines/public?local=true&limit=40');
    expect(local).toEqual(expect.arrayContaining([plain.id, localOnly.id]));
    for (const s of local) expect(db().accounts.get(db().statuses.get(s)!.account_id)!.domain).toBeNull();
    const remote = await ids(null, '/api/v1/timelines/public?remote=true&limit=40');
    expect(remote.length).toBeGreaterThan(0);
    for (const s of remote) expect(db().accounts.get(db().statuses.get(s)!.account_id)!.domain).not.toBeNull();
    const media = await ids(null, '/api/v1/timelines/public?only_media=true&limit=40');
    expect(media).toContain(picture.id);
    for (const s of media) expect(db().statuses.get(s)!.media_ids.length).toBeGreaterThan(0);
  });

  it('login posts show only to signed-in viewers', async () => {
    const login = await create(grace, { status: 'members only', visibility: 'login' });
    expect(await ids(null, '/api/v1/timelines/public?local=true&limit=40')).not.toContain(login.id);
    expect(await ids(alice, '/api/v1/timelines/public?local=true&limit=40')).toContain(login.id);
  });

  it('tag timelines honour any[], all[], none[], local and only_media', async () => {
    const a = await create(grace, { status: '#tagtla only', visibility: 'public' });
    const ab = await create(grace, { status: '#tagtla #tagtlb both', visibility: 'public' });
    const b = await create(bob, { status: '#tagtlb only', visibility: 'public' });
    const pic = await withMedia(grace, '#tagtla picture');
    expect(await ids(null, '/api/v1/timelines/tag/tagtla')).toEqual([pic.id, ab.id, a.id]);
    expect(await ids(null, '/api/v1/timelines/tag/TagTLA?any[]=tagtlb')).toEqual([pic.id, b.id, ab.id, a.id]);
    expect(await ids(null, '/api/v1/timelines/tag/tagtla?all[]=tagtlb')).toEqual([ab.id]);
    expect(await ids(null, '/api/v1/timelines/tag/tagtla?none[]=tagtlb')).toEqual([pic.id, a.id]);
    expect(await ids(null, '/api/v1/timelines/tag/tagtla?only_media=true')).toEqual([pic.id]);
    expect(await ids(null, '/api/v1/timelines/tag/tagtla?local=true')).toEqual([pic.id, ab.id, a.id]);
    expect(await ids(null, '/api/v1/timelines/tag/tagtla?remote=true')).toEqual([]);
  });
});

describe('list and antenna timelines', () => {
  it("list shows its members' posts and is 404 for another user's list", async () => {
    db().lists.set('8801', {
      id: '8801',
      account_id: id('newbie'),
      title: 'Birds',
      exclusive: false,
      replies_policy: 'list',
      notify: false,
      favourite: true,
      member_ids: [id('grace')],
    });
    db().follows.set(id('newbie'), id('grace'), { reblogs: true, notify: false, languages: null });
    const inList = await create(grace, { status: 'for the list', visibility: 'public' });
    const notInList = await create(bob, { status: 'not a member', visibility: 'public' });
    const timeline = await ids(newbie, '/api/v1/timelines/list/8801?limit=40');
    expect(timeline).toContain(inList.id);
    expect(timeline).not.toContain(notInList.id);
    for (const s of timeline) expect(db().statuses.get(s)!.account_id).toBe(id('grace'));
    expect((await h.call(alice, 'GET', '/api/v1/timelines/list/8801')).status).toBe(404);
    expect((await h.call(null, 'GET', '/api/v1/timelines/list/8801')).status).toBe(401);
  });

  it("antenna matches keywords minus its exclusions and is 404 for another user's antenna", async () => {
    const antenna: AntennaRecord = {
      id: '8802',
      account_id: id('newbie'),
      title: 'Swallows',
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
      keywords: ['swallowwatch'],
      exclude_keywords: ['spoilers'],
    };
    db().antennas.set(antenna.id, antenna);
    const stream = h.listen(newbie, 'antenna', { antenna: antenna.id });
    const hit = await create(alice, { status: 'swallowwatch: three today', visibility: 'public' });
    const excluded = await create(bob, { status: 'swallowwatch spoilers', visibility: 'public' });
    const unrelated = await create(grace, { status: 'nothing here', visibility: 'public' });
    const timeline = await ids(newbie, '/api/v1/timelines/antenna/8802');
    expect(timeline).toContain(hit.id);
    expect(timeline).not.toContain(excluded.id);
    expect(timeline).not.toContain(unrelated.id);
    expect(stream.filter((m) => m.event === 'update').map((m) => m.payload.id)).toEqual([hit.id]);
    expect((await h.call(alice, 'GET', '/api/v1/timelines/antenna/8802')).status).toBe(404);
    expect((await h.call(null, 'GET', '/api/v1/timelines/antenna/8802')).status).toBe(401);
  });
});

describe('link timeline', () => {
  it('lists public posts whose preview card is the link', async () => {
    const first = await create(grace, { status: 'read https://birds.example/swallow-migration', visibility: 'public' });
    const second = await create(bob, { status: 'also https://birds.example/swallow-migration/', visibility: 'public' });
    const other = await create(bob, { status: 'different https://birds.example/other', visibility: 'public' });
    const hidden = await create(bob, {
      status: 'private https://birds.example/swallow-migration',
      visibility: 'private',
    });
    const timeline = await ids(
      null,
      `/api/v1/timelines/link?url=${encodeURIComponent('https://birds.example/swallow-migration')}`,
    );
    expect(timeline).toEqual([second.id, first.id]);
    expect(timeline).not.toContain(other.id);
    expect(timeline).not.toContain(hidden.id);
  });
});
