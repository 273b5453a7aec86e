import { http, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import type { SandboxDb } from '../kernel/db';
import { apiError, json, queryParams, str } from '../kernel/http';
import { route } from '../kernel/routes';

/**
 * Read-only looks into the sandbox for tests (not part of the Mastodon API): each account's read markers, so a
 * browser test can watch the server's marker advance without signing in as that account.
 */

export interface MarkerView {
  last_read_id: string;
  version: number;
  updated_at: string;
}

export type AccountMarkers = Record<'home' | 'notifications', MarkerView | null>;

/** The account's home and notifications markers (null where none was saved yet). */
export function markersOf(db: SandboxDb, accountId: string): AccountMarkers {
  const saved = db.markers.get(accountId);
  const view = (timeline: 'home' | 'notifications'): MarkerView | null => {
    const marker = saved?.get(timeline);
    return marker
      ? { last_read_id: marker.last_read_id, version: marker.version, updated_at: marker.updated_at }
      : null;
  };
  return { home: view('home'), notifications: view('notifications') };
}

/** Every local account's markers, by acct (accounts without any saved marker included, with nulls). */
export function markersByAcct(db: SandboxDb): Record<string, AccountMarkers> {
  const out: Record<string, AccountMarkers> = {};
  for (const accountId of db.users.keys()) {
    const account = db.accounts.get(accountId);
    if (account) out[db.acct(account)] = markersOf(db, accountId);
  }
  return out;
}

export function adminInspectHandlers(ctx: SandboxContext): HttpHandler[] {
  return [
    // GET /_sandbox/markers?acct=alice: that account's markers; without acct, every local account's
    http.get(route('/_sandbox/markers'), ({ request }) => {
      const { db } = ctx;
      const acct = str(queryParams(request).acct);
      if (acct === undefined) return json({ markers: markersByAcct(db) });
      const account = db.findAccountByAcct(acct) ?? db.accounts.get(acct);
      if (!account || !db.users.has(account.id)) return apiError(404, `Unknown local account: ${acct}`);
      return json({ acct: db.acct(account), markers: markersOf(db, account.id) });
    }),
  ];
}
