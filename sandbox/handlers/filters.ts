import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { bool, int, json, list, notFound, readParams, str, unprocessable, type ParamValue } from '../kernel/http';
import type { FilterRecord } from '../kernel/records';
import { canSee } from '../kernel/visibility';
import { serializeFilter, serializeFilterStatus } from '../serialize/organise';
import { publishFiltersChanged } from '../streaming/account-events';
import { routes } from './organise/auth';

const CONTEXTS = ['home', 'notifications', 'public', 'thread', 'account', 'explore'] as const;
const ACTIONS = ['warn', 'hide', 'blur'] as const;

interface KeywordAttribute {
  id: string | undefined;
  keyword: string;
  whole_word: boolean;
  destroy: boolean;
}

/** keywords_attributes as a JSON array, or form data (`[0][keyword]` objects keyed by index). */
function keywordAttributes(value: ParamValue | undefined): KeywordAttribute[] {
  if (value === undefined || typeof value === 'string' || value instanceof File) return [];
  const entries = Array.isArray(value) ? value : Object.values(value);
  return entries.flatMap((entry) => {
    if (typeof entry !== 'object' || entry === null || Array.isArray(entry) || entry instanceof File) return [];
    const keyword = str(entry.keyword)?.trim() ?? '';
    const id = str(entry.id);
    const destroy = bool(entry._destroy, false);
    if (!keyword && !(id && destroy)) return [];
    return [{ id, keyword, whole_word: bool(entry.whole_word, true), destroy }];
  });
}

type Checked<T> = { ok: true; value: T } | { ok: false; response: Response };

/** The title, context and action of a create or update; `current` fills what an update leaves out. */
function checkFields(
  params: Record<string, ParamValue>,
  current?: FilterRecord,
): Checked<Pick<FilterRecord, 'title' | 'context' | 'filter_action'>> {
  const title = (params.title === undefined && current ? current.title : str(params.title)?.trim()) ?? '';
  if (!title) return { ok: false, response: unprocessable("Validation failed: Title can't be blank") };
  const context = params.context === undefined && current ? [...current.context] : list(params.context);
  if (context.length === 0 || context.some((c) => !(CONTEXTS as readonly string[]).includes(c))) {
    return {
      ok: false,
      response: unprocessable("Validation failed: Context can't be blank or is not included in the list"),
    };
  }
  const action =
    (params.filter_action === undefined && current ? current.filter_action : str(params.filter_action)) ?? 'warn';
  if (!(ACTIONS as readonly string[]).includes(action)) {
    return { ok: false, response: unprocessable('Validation failed: Filter action is not included in the list') };
  }
  return {
    ok: true,
    value: {
      title,
      context: [...new Set(context)] as FilterRecord['context'],
      filter_action: action as FilterRecord['filter_action'],
    },
  };
}

/** Filters v2: list, create, update, delete, and filtering single statuses. Statuses are matched by the status serializer. */
export function filterHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const { signedIn } = routes(ctx);

  const own = (viewerId: string, id: string) => {
    const found = db.filters.get(id);
    return found && found.account_id === viewerId ? found : undefined;
  };

  return [
    signedIn('get', '/api/v2/filters', (viewer) =>
      json([...db.filters.values()].filter((f) => f.account_id === viewer.account.id).map((f) => serializeFilter(f))),
    ),
    signedIn('post', '/api/v2/filters', async (viewer, request) => {
      const params = await readParams(request);
      const checked = checkFields(params);
      if (!checked.ok) return checked.response;
      const expiresIn = int(params.expires_in, 0);
      const record: FilterRecord = {
        id: db.nextId(),
        account_id: viewer.account.id,
        ...checked.value,
        expires_at: expiresIn > 0 ? new Date(db.now() + expiresIn * 1000).toISOString() : null,
        keywords: keywordAttributes(params.keywords_attributes)
          .filter((k) => !k.destroy && k.keyword)
          .map((k) => ({ id: db.nextId(), keyword: k.keyword, whole_word: k.whole_word })),
        statuses: [],
      };
      db.filters.set(record.id, record);
      publishFiltersChanged(ctx, viewer.account.id);
      return json(serializeFilter(record));
    }),
    signedIn('put', '/api/v2/filters/:id', async (viewer, request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      const params = await readParams(request);
      const checked = checkFields(params, found);
      if (!checked.ok) return checked.response;
      let keywords = [...found.keywords];
      for (const change of keywordAttributes(params.keywords_attributes)) {
        if (change.id !== undefined) {
          keywords = change.destroy
            ? keywords.filter((k) => k.id !== change.id)
            : keywords.map((k) =>
                k.id === change.id ? { ...k, keyword: change.keyword || k.keyword, whole_word: change.whole_word } : k,
              );
        } else if (!change.destroy && change.keyword) {
          keywords.push({ id: db.nextId(), keyword: change.keyword, whole_word: change.whole_word });
        }
      }
      // expires_in: absent keeps the expiry; null or '' clears it; seconds set it from now
      const expiresIn = params.expires_in;
      const expires_at =
        expiresIn === undefined
          ? found.expires_at
          : int(expiresIn, 0) > 0
            ? new Date(db.now() + int(expiresIn, 0) * 1000).toISOString()
            : null;
      const record: FilterRecord = { ...found, ...checked.value, keywords, expires_at };
      db.filters.set(record.id, record);
      publishFiltersChanged(ctx, viewer.account.id);
      return json(serializeFilter(record));
    }),
    signedIn('delete', '/api/v2/filters/:id', (viewer, _request, { id }) => {
      const found = own(viewer.account.id, id!);
      if (!found) return notFound();
      db.filters.delete(found.id);
      publishFiltersChanged(ctx, viewer.account.id);
      return json({});
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
      publishFiltersChanged(ctx, viewer.account.id);
      return json(serializeFilterStatus(entry));
    }),
  ];
}
