import type { HttpHandler, WebSocketHandler } from 'msw';
import { SandboxDb } from './kernel/db';
import { bearerToken, viewerFromToken, type SandboxContext, type SandboxOptions } from './kernel/context';
import { DEFAULT_OPTIONS } from './kernel/options';
import { allHandlers } from './handlers/index';
import { seedSandbox } from './seed/index';
import { StreamingHub } from './streaming/hub';
import { streamingLinkHandler } from './streaming/msw-link';

export interface CreateSandboxInput {
  /** clock for every record and id; defaults to Date.now */
  now?: () => number;
  /** fault switches and timings; the resulting ctx.options object may be changed at runtime */
  options?: Partial<SandboxOptions>;
  /** seed of the generated world (default 1) */
  seed?: number;
  /** the server's origin as clients see it (default http://sandbox.test) */
  origin?: string;
}

export interface Sandbox {
  db: SandboxDb;
  ctx: SandboxContext;
  hub: StreamingHub;
  /** everything msw's setupServer needs: the HTTP handlers plus the streaming WebSocket link */
  handlers: Array<HttpHandler | WebSocketHandler>;
  /** the HTTP handlers only (for msw's getResponse on the loopback server) */
  httpHandlers: HttpHandler[];
  /** sets db.origin and db.domain (the host, with port) */
  setOrigin(origin: string): void;
}

export const DEFAULT_ORIGIN = 'http://sandbox.test';

/** One simulated kmyblue server: seeded db, context, handlers and streaming hub. */
export function createSandbox(input: CreateSandboxInput = {}): Sandbox {
  const db = new SandboxDb(input.now ?? (() => Date.now()));
  const setOrigin = (origin: string) => {
    const url = new URL(origin);
    db.origin = url.origin;
    db.domain = url.host;
  };
  setOrigin(input.origin ?? DEFAULT_ORIGIN);

  const options: SandboxOptions = { ...DEFAULT_OPTIONS, ...(input.options ?? {}) };
  options.faultPaths = [...(input.options?.faultPaths ?? DEFAULT_OPTIONS.faultPaths)];
  options.malformedAnswers = { ...(input.options?.malformedAnswers ?? DEFAULT_OPTIONS.malformedAnswers) };
  const hub = new StreamingHub(db, () => options.dropSocketsAfterMs);
  const ctx: SandboxContext = {
    db,
    options,
    stream: hub,
    viewer: (request) => viewerFromToken(db, bearerToken(request)),
  };

  seedSandbox(db, { seed: input.seed ?? 1 });

  const httpHandlers = allHandlers(ctx);
  const handlers: Array<HttpHandler | WebSocketHandler> = [...httpHandlers, streamingLinkHandler(hub, db)];
  return { db, ctx, hub, handlers, httpHandlers, setOrigin };
}

export type { SandboxContext, SandboxOptions } from './kernel/context';
export { StreamingHub } from './streaming/hub';
export { publishStatus, publishDelete } from './streaming/fanout';
