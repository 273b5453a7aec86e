/**
 * A scripted WebSocket for streaming tests: records what the client sends, and lets the test open it,
 * deliver server messages and drop it. Every instance is kept in `FakeSocket.made`, newest last.
 */
import { vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import { createEntityStore, type EntityStore } from '../../../src/services/store';
import {
  createStreamingService,
  type StreamingService,
  type StreamingServiceOptions,
} from '../../../src/services/streaming';

export class FakeSocket {
  static made: FakeSocket[] = [];
  static readonly CONNECTING = 0;
  static readonly OPEN = 1;
  static readonly CLOSING = 2;
  static readonly CLOSED = 3;
  readyState = 0;
  readonly sent: string[] = [];
  closedByClient = false;
  onopen: ((event: unknown) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;

  constructor(
    readonly url: string,
    readonly protocols?: string | string[],
  ) {
    FakeSocket.made.push(this);
  }

  static latest(): FakeSocket {
    const socket = FakeSocket.made.at(-1);
    if (!socket) throw new Error('no socket was made');
    return socket;
  }

  send(text: string): void {
    if (this.readyState !== 1) throw new Error('send on a socket that is not open');
    this.sent.push(text);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  /** the parsed client messages */
  messages(): Array<Record<string, string>> {
    return this.sent.map((text) => JSON.parse(text) as Record<string, string>);
  }

  open(): void {
    this.readyState = 1;
    this.onopen?.({ type: 'open' });
  }

  receive(message: unknown): void {
    this.onmessage?.({ data: typeof message === 'string' ? message : JSON.stringify(message) });
  }

  /** the server or the network ends the connection (error then close, as browsers report it) */
  drop(): void {
    this.readyState = 3;
    this.onerror?.({ type: 'error' });
    this.onclose?.({ type: 'close', code: 1006 });
  }
}

export const STREAMING_BASE = 'wss://streaming.social.example';

/** An Api whose only call is instance.get, naming a separate streaming host. */
export function instanceApi(streaming: string | null = STREAMING_BASE): Api {
  return {
    instance: { get: vi.fn(async () => ({ configuration: { urls: { streaming } } })) },
  } as unknown as Api;
}

export interface StreamingFixture {
  service: StreamingService;
  store: EntityStore;
  api: Api;
  deleted: string[];
  errors: unknown[];
}

/** A service over fake sockets, with deterministic retries (no jitter) and a fixed clock origin. */
export function streamingFixture(overrides: Partial<StreamingServiceOptions> = {}): StreamingFixture {
  const store = overrides.store ?? createEntityStore({ currentAccountId: 'me' });
  const api = overrides.api ?? instanceApi();
  const deleted: string[] = [];
  const errors: unknown[] = [];
  const service = createStreamingService({
    server: 'https://social.example',
    token: 'secret-token',
    api,
    store,
    onStatusDeleted: (id) => deleted.push(id),
    WebSocket: FakeSocket as unknown as typeof WebSocket,
    random: () => 0,
    reportError: (error) => errors.push(error),
    // the download of the runtime starts at once (the browser default waits for paint and idle)
    deferLoad: () => Promise.resolve(),
    ...overrides,
  });
  return { service, store, api, deleted, errors };
}

/** Lets the lazy runtime load and pending promises (instance call, socket creation) settle. */
export async function settle(): Promise<void> {
  await vi.dynamicImportSettled();
  for (let i = 0; i < 3; i += 1) await vi.advanceTimersByTimeAsync(0);
}
