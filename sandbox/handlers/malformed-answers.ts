import { getResponse, http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import type { MalformedKind } from '../kernel/options';
import { faultApplies } from './faults';

/**
 * The malformed-answers fault switch (options.malformedAnswers: API path fragment -> kind): a request whose path
 * contains a listed fragment (the first one listed wins) is answered the way a broken server, proxy or network
 * answers, so the client can be watched reading it:
 * - `invalid-json`: the real answer cut one character short (a body that ended early), still labelled JSON;
 * - `wrong-type`: a list answer wrapped in an object (`{"data": [...]}`), any other answer wrapped in a list;
 * - `missing-fields`: each object of a list answer, or the object answered, keeps nothing but its id;
 * - `one-missing-fields`: only the first item keeps nothing but its id (of the first non-empty list of an object
 *   answer), the rest of the answer is good;
 * - `huge-content`: the first post of the answer (the first object with a `content` text) gets 1 MiB of content;
 * - `html-502`, `html-200`: a proxy's HTML error page (text/html) with status 502, or 200; the request never reaches
 *   the server.
 * The JSON kinds change only successful JSON answers: an error answer passes as it is. Same paths as the other
 * switches (API calls and the OAuth token and revoke calls, never streaming), whatever faultPaths says.
 */
export function malformedAnswerHandler(ctx: SandboxContext, routes: HttpHandler): HttpHandler {
  return http.all('*', async ({ request }) => {
    if (request.method === 'OPTIONS') return undefined;
    const kind = malformedKindFor(new URL(request.url).pathname, ctx.options.malformedAnswers);
    if (kind === null) return undefined;
    if (kind === 'html-502' || kind === 'html-200') return htmlErrorPage(kind === 'html-502' ? 502 : 200);
    const real = await getResponse([routes], request);
    return real === undefined ? undefined : malformedJson(kind, real);
  });
}

/** The kind set for the first listed fragment `pathname` contains, or null. */
export function malformedKindFor(
  pathname: string,
  table: Readonly<Record<string, MalformedKind>>,
): MalformedKind | null {
  if (!faultApplies(pathname, [])) return null;
  for (const [fragment, kind] of Object.entries(table)) if (fragment && pathname.includes(fragment)) return kind;
  return null;
}

const BAD_GATEWAY_PAGE =
  '<!DOCTYPE html>\n<html><head><title>502 Bad Gateway</title></head>' +
  '<body><center><h1>502 Bad Gateway</h1></center><hr><center>nginx</center></body></html>\n';

function htmlErrorPage(status: number): Response {
  return new HttpResponse(BAD_GATEWAY_PAGE, {
    status,
    headers: { 'Content-Type': 'text/html; charset=utf-8' },
  });
}

const SENTENCE = 'All work and no play makes a post far too long. ';
/** 1 MiB of post content: one paragraph of plain sentences. */
export const HUGE_CONTENT = `<p>${SENTENCE.repeat(Math.ceil(2 ** 20 / SENTENCE.length))}</p>`;

type Json = unknown;

const isObject = (value: Json): value is Record<string, Json> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** An object reduced to its id (nothing else an answer check relies on). */
const onlyId = (value: Json): Json => (isObject(value) ? ('id' in value ? { id: value.id } : {}) : value);

function withFirstItemBare(value: Json): Json {
  if (Array.isArray(value)) return value.length === 0 ? value : [onlyId(value[0]), ...value.slice(1)];
  if (!isObject(value)) return value;
  const list = Object.entries(value).find(([, field]) => Array.isArray(field) && field.length > 0);
  return list ? { ...value, [list[0]]: withFirstItemBare(list[1]) } : onlyId(value);
}

/** The answer with the first object holding a `content` text given HUGE_CONTENT (depth first). */
function withHugeContent(value: Json): Json {
  let done = false;
  const visit = (node: Json): Json => {
    if (done) return node;
    if (Array.isArray(node)) return node.map(visit);
    if (!isObject(node)) return node;
    if (typeof node.content === 'string') {
      done = true;
      return { ...node, content: HUGE_CONTENT };
    }
    return Object.fromEntries(Object.entries(node).map(([key, field]) => [key, visit(field)]));
  };
  return visit(value);
}

function reshaped(kind: MalformedKind, value: Json): Json {
  switch (kind) {
    case 'wrong-type':
      return Array.isArray(value) ? { data: value } : [value];
    case 'missing-fields':
      return Array.isArray(value) ? value.map(onlyId) : onlyId(value);
    case 'one-missing-fields':
      return withFirstItemBare(value);
    case 'huge-content':
      return withHugeContent(value);
    default:
      return value;
  }
}

async function malformedJson(kind: MalformedKind, real: Response): Promise<Response> {
  const type = real.headers.get('content-type') ?? '';
  if (!real.ok || !type.includes('json')) return real;
  const text = await real.text();
  const headers = new Headers(real.headers);
  headers.delete('content-length');
  const body = kind === 'invalid-json' ? (text.length > 1 ? text.slice(0, -1) : '{') : undefined;
  return new HttpResponse(body ?? JSON.stringify(reshaped(kind, JSON.parse(text) as Json)), {
    status: real.status,
    statusText: real.statusText,
    headers,
  });
}
