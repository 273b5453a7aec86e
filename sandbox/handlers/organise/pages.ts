import type { SandboxDb } from '../../kernel/db';
import { compareIds } from '../../kernel/ids';
import { json, paginate } from '../../kernel/http';
import type { StatusRecord } from '../../kernel/records';
import { canSee } from '../../kernel/visibility';
import { serializeAccount } from '../../serialize/account';
import { serializeStatus } from '../../serialize/status';

/**
 * Member accounts as a paged Account[] (newest id first; limit default 40, max 80; limit=0 gives all, no Link).
 */
export function accountPage(db: SandboxDb, request: Request, ids: readonly string[]) {
  const accounts = ids
    .map((id) => db.accounts.get(id))
    .filter((a) => a !== undefined)
    .sort((a, b) => compareIds(b.id, a.id));
  const page = paginate(request, accounts, (a) => a.id, { defaultLimit: 40, maxLimit: 80 });
  return json(
    page.items.map((a) => serializeAccount(db, a)),
    { link: page.link },
  );
}

/** Statuses the viewer may see as a paged Status[] (newest first; limit default 20, max 40). */
export function statusPage(
  db: SandboxDb,
  request: Request,
  statuses: readonly StatusRecord[],
  viewerId: string,
  filterContext = 'home',
) {
  const visible = statuses.filter((s) => canSee(db, viewerId, s)).sort((a, b) => compareIds(b.id, a.id));
  const page = paginate(request, visible, (s) => s.id, { defaultLimit: 20, maxLimit: 40 });
  return json(
    page.items.map((s) => serializeStatus(db, s, viewerId, { filterContext })),
    { link: page.link },
  );
}

/** The accounts named by `account_ids[]` that exist, or the first unknown id. */
export function resolveAccounts(db: SandboxDb, ids: readonly string[]): { ok: string[]; missing: string | null } {
  const missing = ids.find((id) => !db.accounts.has(id)) ?? null;
  return { ok: [...new Set(ids)].filter((id) => db.accounts.has(id)), missing };
}
