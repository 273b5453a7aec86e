import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import type { SandboxDb } from '../kernel/db';
import { compareIds } from '../kernel/ids';
import { json, paginate, readParams, str, unprocessable } from '../kernel/http';
import { routes } from './organise/auth';

/** The longest domain accepted, and the longest label in it (as the server's domain validation). */
const MAX_DOMAIN_LENGTH = 255;
const MAX_LABEL_LENGTH = 63;

/**
 * A domain as blocks store it: trimmed, lower case, internationalised labels in punycode. Null when it cannot be a
 * server's domain: empty, with a scheme, path, port, user or spaces, or a label that is empty, longer than 63
 * characters or not made of letters, digits and hyphens.
 */
export function normaliseBlockedDomain(raw: string): string | null {
  const trimmed = raw.trim();
  if (trimmed === '' || /[\s/?#@:\\]/.test(trimmed)) return null;
  let host: string;
  try {
    host = new URL(`http://${trimmed}`).hostname;
  } catch {
    return null;
  }
  if (host.length > MAX_DOMAIN_LENGTH) return null;
  const labels = host.split('.');
  return labels.every((label) => label.length >= 1 && label.length <= MAX_LABEL_LENGTH && /^[a-z0-9-]+$/.test(label))
    ? host
    : null;
}

/** The server's own host name, without a port. */
function ownHost(db: SandboxDb): string {
  try {
    return new URL(db.origin).hostname;
  } catch {
    return db.domain.replace(/:\d+$/, '');
  }
}

/** The viewer's blocks with their ids, newest first; a block without an id (made by the seed) gets one now. */
function blocksOf(db: SandboxDb, viewerId: string): Array<{ id: string; domain: string }> {
  return db.domainBlocking
    .targets(viewerId)
    .map((domain, index) => {
      let id = db.domainBlockIds.get(viewerId, domain);
      if (id === undefined) {
        // older than any block made through the API: ids below every snowflake id, in the seed's order
        id = String(index + 1);
        db.domainBlockIds.set(viewerId, domain, id);
      }
      return { id, domain };
    })
    .sort((a, b) => compareIds(b.id, a.id));
}

/**
 * Blocking a domain, as the server does: the block is kept (once), the domain's accounts stop following the
 * viewer, their follow requests to the viewer are rejected, and the viewer's notifications from them are deleted.
 * The viewer's own follows of those accounts stay. (Feeds hide the domain's posts through isHiddenFromFeedsOf,
 * and new notifications from it are dropped in notify unless the viewer follows the sender.)
 */
function blockDomain(db: SandboxDb, viewerId: string, domain: string): void {
  if (db.domainBlocking.has(viewerId, domain)) return;
  db.domainBlocking.set(viewerId, domain, true);
  db.domainBlockIds.set(viewerId, domain, db.nextId());
  const ofDomain = (accountId: string) => db.accounts.get(accountId)?.domain === domain;
  for (const follower of db.follows.sources(viewerId).filter(ofDomain)) db.follows.delete(follower, viewerId);
  for (const requester of db.followRequests.sources(viewerId).filter(ofDomain))
    db.followRequests.delete(requester, viewerId);
  for (const [id, notification] of db.notifications) {
    if (notification.account_id === viewerId && ofDomain(notification.from_account_id)) db.notifications.delete(id);
  }
}

/**
 * The signed-in user's own domain blocks (GET, POST and DELETE /api/v1/domain_blocks). GET lists the blocked
 * domains as strings, newest block first, paged by the Link header (limit 100 unless asked, at most 200). POST
 * blocks and DELETE unblocks the `domain` of the body (JSON or form); both answer an empty object, also when there
 * was nothing to change. A missing or malformed domain, or the server's own, answers 422.
 */
export function domainBlockHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  /** The body's domain, normalised, or the 422 answer. */
  async function domainOf(request: Request): Promise<string | Response> {
    const raw = str((await readParams(request)).domain) ?? '';
    if (raw.trim() === '') return unprocessable("Validation failed: Domain can't be blank");
    const domain = normaliseBlockedDomain(raw);
    if (domain === null) return unprocessable('Validation failed: Domain is invalid');
    if (domain === ownHost(db)) return unprocessable('Validation failed: Domain cannot be your own server');
    return domain;
  }

  return [
    signedIn('get', '/api/v1/domain_blocks', (viewer, request) => {
      const page = paginate(request, blocksOf(db, viewer.account.id), (block) => block.id, {
        defaultLimit: 100,
        maxLimit: 200,
      });
      return json(
        page.items.map((block) => block.domain),
        { link: page.link },
      );
    }),
    signedIn('post', '/api/v1/domain_blocks', async (viewer, request) => {
      const domain = await domainOf(request);
      if (typeof domain !== 'string') return domain;
      blockDomain(db, viewer.account.id, domain);
      return json({});
    }),
    signedIn('delete', '/api/v1/domain_blocks', async (viewer, request) => {
      const domain = await domainOf(request);
      if (typeof domain !== 'string') return domain;
      db.domainBlocking.delete(viewer.account.id, domain);
      db.domainBlockIds.delete(viewer.account.id, domain);
      return json({});
    }),
  ];
}
