import { blankAntenna } from './organise/seed-collections';
import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { apiError, bool, json, notFound, readParams, str, unprocessable, type Params } from '../kernel/http';
import type { AntennaRecord } from '../kernel/records';
import { serializeAntenna } from '../serialize/organise';
import { ANTENNA_LIMITS, addRules, removeRules, type RuleKind } from './organise/antenna-rules';
import { routes } from './organise/auth';
import { accountPage } from './organise/pages';

const FLAGS = ['stl', 'ltl', 'insert_feeds', 'with_media_only', 'ignore_reblog', 'favourite'] as const;
/** Sub-resources answered with {name: [...], exclude_name: [...]}. */
const PAIRED = ['domains', 'tags', 'keywords'] as const;
const ALL_KINDS: RuleKind[] = [
  'accounts',
  'exclude_accounts',
  'domains',
  'exclude_domains',
  'tags',
  'exclude_tags',
  'keywords',
  'exclude_keywords',
];

/** kmyblue antennas: CRUD, their rule sub-resources, and the antennas an account is (excluded) in. */
export function antennaHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  const mine = (viewerId: string) => [...db.antennas.values()].filter((a) => a.account_id === viewerId);
  const own = (viewerId: string, id: string) => {
    const found = db.antennas.get(id);
    return found && found.account_id === viewerId ? found : undefined;
  };

  /** Applies the CRUD fields to a draft; returns an error response or null. */
  const apply = (viewerId: string, draft: AntennaRecord, params: Params): Response | null => {
    const title = str(params.title);
    if (title !== undefined) draft.title = title.trim();
    if (!draft.title) return unprocessable("Validation failed: Title can't be blank");
    const listId = str(params.list_id);
    if (listId !== undefined) {
      if (listId === '' || listId === '0') draft.list_id = null;
      else {
        const target = db.lists.get(listId);
        if (!target) return notFound();
        if (target.account_id !== viewerId) return unprocessable('The list belongs to another user');
        draft.list_id = listId;
      }
    }
    for (const flag of FLAGS) if (params[flag] !== undefined) draft[flag] = bool(params[flag]);
    const others = mine(viewerId).filter((a) => a.id !== draft.id);
    if (draft.stl && others.some((a) => a.stl)) return unprocessable('Only one STL antenna can be made');
    if (draft.ltl && others.some((a) => a.ltl)) return unprocessable('Only one LTL antenna can be made');
    return null;
  };

  const ruleHandlers = ALL_KINDS.flatMap((kind) => [
    signedIn('post', `/api/v1/antennas/:id/${kind}`, async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const outcome = addRules(db, found, kind, await readParams(request));
      return outcome.ok ? json({}) : apiError(outcome.status, outcome.error);
    }),
    signedIn('delete', `/api/v1/antennas/:id/${kind}`, async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      removeRules(found, kind, await readParams(request));
      return json({});
    }),
  ]);

  return [
    signedIn('get', '/api/v1/antennas', (viewer) => json(mine(viewer.account.id).map((a) => serializeAntenna(db, a)))),
    signedIn('post', '/api/v1/antennas', async (viewer, request) => {
      if (mine(viewer.account.id).length >= ANTENNA_LIMITS.antennas) {
        return unprocessable(`You can create at most ${ANTENNA_LIMITS.antennas} antennas`);
      }
      const draft = blankAntenna(db.nextId(), viewer.account.id, '');
      const error = apply(viewer.account.id, draft, await readParams(request));
      if (error) return error;
      db.antennas.set(draft.id, draft);
      return json(serializeAntenna(db, draft));
    }),
    signedIn('get', '/api/v1/antennas/:id', (viewer, _request, { id }) => {
      const found = own(viewer.account.id, id!);
      return found ? json(serializeAntenna(db, found)) : notFound();
    }),
    signedIn('put', '/api/v1/antennas/:id', async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const draft = { ...found };
      const error = apply(viewer.account.id, draft, await readParams(request));
      if (error) return error;
      Object.assign(found, draft);
      return json(serializeAntenna(db, found));
    }),
    signedIn('delete', '/api/v1/antennas/:id', (viewer, _request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      db.antennas.delete(found.id);
      return json({});
    }),
    signedIn('get', '/api/v1/antennas/:id/accounts', (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      return found ? accountPage(db, request, found.account_ids) : notFound();
    }),
    signedIn('get', '/api/v1/antennas/:id/exclude_accounts', (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      return found ? accountPage(db, request, found.exclude_account_ids) : notFound();
    }),
    ...PAIRED.map((kind) =>
      signedIn('get', `/api/v1/antennas/:id/${kind}`, (viewer, _request, { id }) => {
        const found = own(viewer.account.id, id!);
        if (!found) return notFound();
        return json({ [kind]: [...found[kind]], [`exclude_${kind}`]: [...found[`exclude_${kind}`]] });
      }),
    ),
    ...ruleHandlers,
    signedIn('get', '/api/v1/accounts/:id/antennas', (viewer, _request, { id }) => {
      if (!db.accounts.has(id!)) return notFound();
      return json(
        mine(viewer.account.id)
          .filter((a) => a.account_ids.includes(id!))
          .map((a) => serializeAntenna(db, a)),
      );
    }),
    signedIn('get', '/api/v1/accounts/:id/exclude_antennas', (viewer, _request, { id }) => {
      if (!db.accounts.has(id!)) return notFound();
      return json(
        mine(viewer.account.id)
          .filter((a) => a.exclude_account_ids.includes(id!))
          .map((a) => serializeAntenna(db, a)),
      );
    }),
  ];
}
