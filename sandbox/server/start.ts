import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { SandboxOptions } from '../kernel/context';
import { createSandbox, type Sandbox } from '../index';
import { createRequestListener, type ExchangeHook } from './http-bridge';
import { attachStreamingServer } from './ws-server';

export interface StartSandboxServerInput {
  /** 0 picks a free port */
  port?: number;
  host?: string;
  options?: Partial<SandboxOptions>;
  now?: () => number;
  seed?: number;
  /** called with clones of every request and response (contract validation in tests) */
  onExchange?: ExchangeHook;
  /** print one line per request */
  log?: boolean;
}

export interface SandboxServer {
  /** e.g. http://127.0.0.1:4000 (no trailing slash) */
  url: string;
  sandbox: Sandbox;
  close(): Promise<void>;
}

function listen(server: Server, port: number, host: string): Promise<AddressInfo> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve(server.address() as AddressInfo);
    });
  });
}

/**
 * Starts the sandbox on a real loopback port: HTTP API (msw handlers through getResponse) and the streaming
 * WebSocket on the same port. The world is seeded once the port is known, so every URL it serves uses the real origin.
 */
export async function startSandboxServer(input: StartSandboxServerInput = {}): Promise<SandboxServer> {
  const host = input.host ?? '127.0.0.1';
  let sandbox: Sandbox | null = null;
  let origin = `http://${host}`;
  const listener = createRequestListener({
    handlers: () => sandbox!.httpHandlers,
    origin: () => origin,
    onExchange: input.onExchange,
    log: input.log,
  });
  const server = createServer((req, res) => {
    if (!sandbox) {
      res.writeHead(503, { 'Content-Type': 'application/json; charset=utf-8', 'Retry-After': '1' });
      res.end(JSON.stringify({ error: 'Service Unavailable' }));
      return;
    }
    void listener(req, res);
  });

  const address = await listen(server, input.port ?? 0, host);
  const shownHost = host === '0.0.0.0' || host === '::' ? '127.0.0.1' : host.includes(':') ? `[${host}]` : host;
  origin = `http://${shownHost}:${address.port}`;
  const ready = createSandbox({ now: input.now, options: input.options, seed: input.seed, origin });
  sandbox = ready;
  const closeStreaming = attachStreamingServer(server, ready.hub, ready.db, () => origin);

  let closing: Promise<void> | null = null;
  return {
    url: origin,
    sandbox: ready,
    close() {
      closing ??= (async () => {
        ready.hub.dropAll();
        await closeStreaming();
        await new Promise<void>((resolve) => {
          server.close(() => resolve());
          server.closeAllConnections();
        });
      })();
      return closing;
    },
  };
}
