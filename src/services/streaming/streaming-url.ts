/**
 * Where the streaming socket connects: `{configuration.urls.streaming}/api/v1/streaming` from v2/instance
 * (a server may stream from another host), else the server's own origin with ws(s). The token never goes in
 * the URL: it travels as the WebSocket subprotocol.
 */
import type { Api } from '../api';
import { instanceOf } from '../api/instance-cache';
import type { EntityStore } from '../store';

export const STREAMING_PATH = '/api/v1/streaming';

/** `https://a.example` -> `wss://a.example`; a ws(s) URL is kept; anything else is null. */
export function socketOrigin(url: string): string | null {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return null;
  }
  const protocol = { 'https:': 'wss:', 'http:': 'ws:', 'wss:': 'wss:', 'ws:': 'ws:' }[parsed.protocol];
  if (!protocol) return null;
  const path = parsed.pathname.replace(/\/+$/, '');
  return `${protocol}//${parsed.host}${path}`;
}

/** The socket URL for `server`; asks the server's v2/instance, falling back to the server's origin. */
export async function resolveStreamingUrl(account: { api: Api; store: EntityStore }, server: string): Promise<string> {
  let base: string | null = null;
  try {
    const instance = await instanceOf(account);
    const streaming = instance?.configuration?.urls?.streaming;
    if (typeof streaming === 'string' && streaming !== '') base = socketOrigin(streaming);
  } catch {
    // the instance call failed: the server's own origin is the usual streaming host
  }
  base ??= socketOrigin(server);
  if (base === null) throw new Error(`no streaming URL for ${server}`);
  return `${base}${STREAMING_PATH}`;
}
