// @vitest-environment jsdom
/**
 * The streaming service inside Vitest against the in-process sandbox (msw's WebSocket link), with the
 * browser's WebSocket class (jsdom's, intercepted): what view tests with live services get.
 */
import { describe, expect, it } from 'vitest';
import { createEntityStore } from '../../../src/services/store';
import { createStreamingService } from '../../../src/services/streaming';
import { signIn, useContractSandbox } from '../../support/contract-sandbox';
import { until } from '../../support/wait-for-state';

const contract = useContractSandbox();

describe('streaming through the msw sandbox', () => {
  it('connects with the token as subprotocol and receives a post by another user', async () => {
    const session = await signIn(contract.origin, { username: 'alice' });
    const store = createEntityStore({ currentAccountId: session.accountId });
    const service = createStreamingService({
      server: contract.origin,
      token: session.token,
      api: session.api,
      store,
      onStatusDeleted: () => {},
    });
    const updates: string[] = [];
    service.subscribe({ stream: 'user' }, { update: (id) => updates.push(id) });
    await until(() => service.getStatus().state === 'live');
    await until(() =>
      contract.sandbox.hub.list().some((c) => c.viewer?.account.id === session.accountId && c.subscriptions.size === 1),
    );

    const response = await fetch(`${contract.origin}/_sandbox/act`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ action: 'post', as: 'bob', text: 'through msw', visibility: 'public' }),
    });
    const { status } = (await response.json()) as { status: { id: string } };
    await until(() => updates.includes(status.id));
    expect(store.get('statuses', status.id)?.content).toContain('through msw');
    service.close();
  });
});
