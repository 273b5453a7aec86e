/**
 * `npx tsx bench/sandbox-serialize.ts`: how fast the sandbox turns its records into API statuses.
 * Prints the seed time, the time to filter alice's whole home timeline and to answer one page of it the way the
 * endpoint does (walking the id order; also once her home is grown to 5,000 statuses), the time to serialise alice's first home page (40 statuses, median of several runs),
 * the mean time per status over 2,000 statuses, and the mean time to post a status and serialise it again
 * (what every streamed update costs). Then it grows the db to about 6,000 statuses (copies of seeded posts) and
 * measures the per-status time again, to show whether serialising depends on the size of the db.
 * Figures only; no pass/fail.
 */
import { pathToFileURL } from 'node:url';
import { createSandbox } from '../sandbox';
import type { Viewer } from '../sandbox/kernel/context';
import type { StatusRecord } from '../sandbox/kernel/records';
import { newestFirst } from '../sandbox/handlers/core/lookup';
import { homeMembership, homeTimeline } from '../sandbox/handlers/core/timeline-queries';
import { paginateWalk } from '../sandbox/kernel/http';
import { createStatus } from '../sandbox/handlers/core/status-write';
import { serializeStatus } from '../sandbox/serialize/status';
import { growHome } from '../sandbox/seed/home-growth';

export interface SandboxSerializeFigures {
  seedMs: number;
  statuses: number;
  homeQueryMs: number;
  /** what GET /api/v1/timelines/home does: walk the id order newest first until a page of 40 is full */
  homePageQueryMs: number;
  /** the same page once alice's home was grown to `grownHome` statuses */
  grownHomePageQueryMs: number;
  grownHome: number;
  homePageMs: number;
  perStatusMs: number;
  postAndSerializeMs: number;
  grownStatuses: number;
  grownPerStatusMs: number;
}

const PAGE = 40;
const SAMPLE = 2_000;
const PAGE_RUNS = 7;
const POSTS = 200;
const GROWN = 6_000;
const GROWN_HOME = 5_000;

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] ?? 0;
}

function timed(work: () => void): number {
  const start = performance.now();
  work();
  return performance.now() - start;
}

function viewerFor(sandbox: ReturnType<typeof createSandbox>, acct: string): Viewer {
  const { db } = sandbox;
  const account = db.findAccountByAcct(acct);
  const user = account ? db.users.get(account.id) : undefined;
  if (!account || !user) throw new Error(`the seed has no local user ${acct}`);
  // the bench calls the write path directly, so the token is never checked
  const token = { token: 'bench', client_id: 'bench', account_id: account.id, scopes: 'read write', revoked: false };
  return { account, user, token };
}

export function measureSandboxSerialize(): SandboxSerializeFigures {
  let sandbox!: ReturnType<typeof createSandbox>;
  const seedMs = timed(() => {
    sandbox = createSandbox();
  });
  const { db } = sandbox;
  const alice = viewerFor(sandbox, 'alice');
  const me = alice.account.id;

  let home: StatusRecord[] = [];
  const homeQueryMs = timed(() => {
    home = newestFirst(homeTimeline(db, me)).slice(0, PAGE);
  });
  const pageQuery = () => {
    const member = homeMembership(db, me);
    paginateWalk(
      new Request(`http://bench.test/api/v1/timelines/home?limit=${PAGE}`),
      db.statuses.order,
      (id) => {
        const s = db.statuses.get(id);
        return s && member(s) ? s : undefined;
      },
      (s) => s.id,
    );
  };
  pageQuery();
  const homePageQueryMs = median(Array.from({ length: PAGE_RUNS }, () => timed(pageQuery)));
  const serializePage = () => {
    for (const status of home) serializeStatus(db, status, me, { filterContext: 'home' });
  };
  serializePage();
  const homePageMs = median(Array.from({ length: PAGE_RUNS }, () => timed(serializePage)));

  const live = newestFirst([...db.statuses.values()].filter((s) => !s.deleted));
  const sample = Array.from({ length: SAMPLE }, (_, i) => live[i % live.length]!);
  const perStatusMs =
    timed(() => {
      for (const status of sample) serializeStatus(db, status, me, { filterContext: 'home' });
    }) / SAMPLE;

  const target = live[0]!;
  const postAndSerializeMs =
    timed(() => {
      for (let i = 0; i < POSTS; i += 1) {
        const posted = createStatus(sandbox.ctx, alice, {
          text: `bench post ${i}`,
          spoilerText: '',
          sensitive: false,
          markdown: false,
          language: 'en',
          visibility: 'public',
          limitedScope: null,
          circleId: null,
          searchability: 'public',
          inReplyTo: target,
          mediaIds: [],
          poll: null,
          quoteOf: null,
          referenceIds: [target.id],
          quotePolicy: 'public',
        });
        serializeStatus(db, posted, me, { filterContext: 'home' });
        serializeStatus(db, target, me, { filterContext: 'home' });
      }
    }) / POSTS;

  // grow: copies of seeded posts (same authors, parents, quotes and references) under fresh ids
  const originals = live.filter((s) => !s.reblog_of_id);
  for (let i = 0; db.statuses.size < GROWN; i += 1) {
    const source = originals[i % originals.length]!;
    const copy: StatusRecord = {
      ...source,
      id: db.nextId(),
      pinned: false,
      edits: [],
      reference_ids: [...source.reference_ids],
    };
    db.statuses.set(copy.id, copy);
  }
  const grown = newestFirst([...db.statuses.values()].filter((s) => !s.deleted));
  const grownSample = Array.from({ length: SAMPLE }, (_, i) => grown[i % grown.length]!);
  const grownPerStatusMs =
    timed(() => {
      for (const status of grownSample) serializeStatus(db, status, me, { filterContext: 'home' });
    }) / SAMPLE;

  const grownHome = growHome(db, me, GROWN_HOME);
  const grownHomePageQueryMs = median(Array.from({ length: PAGE_RUNS }, () => timed(pageQuery)));

  return {
    seedMs,
    statuses: live.length,
    homeQueryMs,
    homePageQueryMs,
    grownHomePageQueryMs,
    grownHome,
    homePageMs,
    perStatusMs,
    postAndSerializeMs,
    grownStatuses: grown.length,
    grownPerStatusMs,
  };
}

export async function run(): Promise<SandboxSerializeFigures> {
  const f = measureSandboxSerialize();
  const ms = (value: number, digits = 1) => `${value.toFixed(digits)} ms`;
  process.stdout.write(`  seed (createSandbox)                 ${ms(f.seedMs)} (${f.statuses} live statuses)\n`);
  process.stdout.write(`  home, whole timeline filtered (scan) ${ms(f.homeQueryMs)}\n`);
  process.stdout.write(
    `  home page query (${PAGE}, as the endpoint) ${ms(f.homePageQueryMs, 2)} (median of ${PAGE_RUNS})\n`,
  );
  process.stdout.write(
    `  same, home grown to ${f.grownHome} statuses ${ms(f.grownHomePageQueryMs, 2)} (median of ${PAGE_RUNS})\n`,
  );
  process.stdout.write(`  serialise home page (${PAGE} statuses)    ${ms(f.homePageMs, 2)} (median of ${PAGE_RUNS})\n`);
  process.stdout.write(`  serialise, per status (${SAMPLE} statuses) ${ms(f.perStatusMs, 4)}\n`);
  process.stdout.write(`  post + serialise it and its parent   ${ms(f.postAndSerializeMs, 4)} (mean of ${POSTS})\n`);
  process.stdout.write(
    `  serialise, per status, db grown to ${f.grownStatuses} live statuses ${ms(f.grownPerStatusMs, 4)}\n`,
  );
  return f;
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  run().catch((error: unknown) => {
    process.stderr.write(`sandbox-serialize failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  });
}
