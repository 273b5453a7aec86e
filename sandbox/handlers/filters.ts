import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { bool, int, json, list, notFound, readParams, str, unprocessable, type ParamValue } from '../kernel/http';
import type { FilterRecord } from '../kernel/records';
import { canSee } from '../kernel/visibility';
import { serializeFilter, serializeFilterStatus } from '../serialize/organise';
import { routes } from './organise/auth';

const CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account'] as const;
const ACTIONS = ['warn', 'hide', 'blur'] as const;

/** keywords_attributes as a JSON array, or form data (`[0][keyword]` objects keyed by index). */
function keywordAttributes(value: ParamValue | undefined): Array<{ keyword: string; whole_word: boolean }> {
  if (value === undefined || typeof value === 'string' || value instanceof File) return [];
  const entries = Array.isArray(value) ? value : Object.values(value);
  return entries.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry) || entry instanceof File) return [];
    const keyword = str(entry.keyword)?.trim();
    return keyword ? [{ keyword, whole_word: bool(entry.whole_word, true) }] : [];
  });
}

/** Filters v2: list, create, and filtering single statuses. Statuses are matched by the status serializer. */
export function filterHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  const own = (viewerId: string, id: string) => {
    const found = db.filters.get(id);
    return found && found.account_id === viewerId ? found : undefined;
  };

  return [
    signedIn('get', '/api/v2/filters', (viewer) =>
      json([...db.filters.values()].filter((f) => f.account_id === viewer.account.id).map((f) => serializeFilter(f)))),
    signedIn('post', '/api/v2/filters', async (viewer, request) => {
      const params = await readParams(request);
      const title = str(params.title)?.trim() ?? '';
      if (!title) return unprocessable("Validation failed: Title can't be blank");
      const context = list(params.context);
      if (context.length === 0 || context.some((c) => !(CONTEXTS as readonly string[]).includes(c))) {
        return unprocessable('Validation failed: Context can\'t be blank or is not included in the list');
      }
      const action = str(params.filter_action) ?? 'warn';
      if (!(ACTIONS as readonly string[]).includes(action)) {
        return unprocessable('Validation failed: Filter action is not included in the list');
      }
      const expiresIn = int(params.expires_in, 0);
      const record: FilterRecord = {
        id: db.nextId(),
        account_id: viewer.account.id,
        title,
        context: [...new Set(context)] as FilterRecord['context'],
        filter_action: action as FilterRecord['filter_action'],
        expires_at: expiresIn > 0 ? new Date(db.now() + expiresIn * 1000).toISOString() : null,
        keywords: keywordAttributes(params.keywords_attributes).map((k) => ({ id: db.nextId(), ...k })),
        statuses: [],
      };
      db.filters.set(record.id, record);
      return json(serializeFilter(record));
    }),
    signedIn('post', '/api/v2/filters/:id/statuses', async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const statusId = str((await readParams(request)).status_id);
      const status = statusId ? db.statuses.get(statusId) : undefined;
      if (!status || !canSee(db, viewer.account.id, status)) return notFound();
      if (found.statuses.some((s) => s.status_id === status.id)) {
        return unprocessable('Validation failed: Status has already been taken');
      }
      const entry = { id: db.nextId(), status_id: status.id };
      found.statuses.push(entry);
      return json(serializeFilterStatus(entry));
    }),
  ];
}
