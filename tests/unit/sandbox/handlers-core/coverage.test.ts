import { matchRequestUrl, type HttpHandler } from 'msw';
import { describe, expect, it } from 'vitest';
import { SandboxDb } from '../../../../sandbox/kernel/db';
import type { SandboxContext } from '../../../../sandbox/kernel/context';
import { DEFAULT_OPTIONS } from '../../../../sandbox/kernel/options';
import { accountHandlers } from '../../../../sandbox/handlers/accounts';
import { instanceHandlers } from '../../../../sandbox/handlers/instance';
import { mediaHandlers } from '../../../../sandbox/handlers/media';
import { oauthHandlers } from '../../../../sandbox/handlers/oauth';
import { pollHandlers } from '../../../../sandbox/handlers/polls';
import { searchHandlers } from '../../../../sandbox/handlers/search';
import { statusActionHandlers } from '../../../../sandbox/handlers/status-actions';
import { statusHandlers } from '../../../../sandbox/handlers/statuses';
import { timelineHandlers } from '../../../../sandbox/handlers/timelines';
import { CALLS } from '../../../../src/services/api/calls';

/** Areas of the call catalogue these modules answer (statuses.bookmarkCategories belongs to bookmark categories). */
const AREAS = ['accounts', 'followRequests', 'search', 'timelines', 'statuses', 'media', 'polls', 'instance', 'oauth'];
const ELSEWHERE = new Set(['statuses.bookmarkCategories']);

describe('core handlers cover their part of the call catalogue', () => {
  const ctx: SandboxContext = {
    db: new SandboxDb(),
    options: DEFAULT_OPTIONS,
    stream: { publish() {} },
    viewer: () => null,
  };
  const handlers: HttpHandler[] = [
    oauthHandlers,
    instanceHandlers,
    searchHandlers,
    accountHandlers,
    timelineHandlers,
    mediaHandlers,
    pollHandlers,
    statusActionHandlers,
    statusHandlers,
  ].flatMap((make) => make(ctx));
  const mine = CALLS.filter((call) => AREAS.includes(call.id.split('.')[0]!) && !ELSEWHERE.has(call.id));

  it.each(mine.map((call) => [call.id, call] as const))('%s has a handler', (_id, call) => {
    const url = new URL(`http://sandbox.test${call.path.replace(/\{[^}]+\}/g, '123')}`);
    const first = handlers.find((handler) => {
      const info = handler.info as { method: string | RegExp; path: string | RegExp };
      return info.method === call.method && matchRequestUrl(url, info.path).matches;
    });
    expect(first, `${call.method} ${call.path}`).toBeDefined();
    // a literal route must win over a parameterised one (e.g. /accounts/lookup before /accounts/:id)
    const info = first!.info as { path: string };
    const literal = call.path.replace(/\{[^}]+\}/g, ':');
    expect(
      String(info.path)
        .replace(/:[A-Za-z]+/g, ':')
        .replace(/^\*/, ''),
    ).toBe(literal);
  });

  it('covers every call of those areas', () => {
    expect(mine.length).toBeGreaterThanOrEqual(70);
  });
});
