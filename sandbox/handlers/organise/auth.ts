import { http } from 'msw';
import type { HttpHandler } from 'msw';
import type { SandboxContext, Viewer } from '../../kernel/context';
import { unauthorized } from '../../kernel/http';
import { route } from '../../kernel/routes';

export type PathArgs = Record<string, string>;
type Method = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** A handler body that runs for a signed-in viewer. */
export type SignedInBody = (viewer: Viewer, request: Request, args: PathArgs) => Response | Promise<Response>;
/** A handler body that runs with or without a viewer. */
export type OpenBody = (viewer: Viewer | null, request: Request, args: PathArgs) => Response | Promise<Response>;

function flatten(params: Record<string, string | readonly string[] | undefined>): PathArgs {
  const out: PathArgs = {};
  for (const [key, value] of Object.entries(params)) {
    if (typeof value === 'string') out[key] = decodeURIComponent(value);
    else if (Array.isArray(value) && typeof value[0] === 'string') out[key] = decodeURIComponent(value[0]);
  }
  return out;
}

/**
 * Route builder for the organisation handlers: `signedIn` answers 401 without a valid bearer token,
 * `open` lets signed-out requests through with a null viewer.
 */
export function routes(ctx: SandboxContext) {
  const signedIn = (method: Method, path: string, body: SignedInBody): HttpHandler =>
    http[method](route(path), async ({ request, params }) => {
      const viewer = ctx.viewer(request);
      if (!viewer) return unauthorized();
      return body(viewer, request, flatten(params));
    });
  const open = (method: Method, path: string, body: OpenBody): HttpHandler =>
    http[method](route(path), async ({ request, params }) => body(ctx.viewer(request), request, flatten(params)));
  return { signedIn, open };
}
