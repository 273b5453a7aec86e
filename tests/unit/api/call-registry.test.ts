// @vitest-own-modules: reads which call areas have loaded, so no other file may have loaded them first
import { describe, expect, it } from 'vitest';
import { AREA_LOADERS } from '../../../src/services/api/areas';
import type { CallSpec } from '../../../src/services/api/calls/call-spec';
import { registeredCall } from '../../../src/services/api/calls/registry';
import { createApiClient } from '../../../src/services/api/client';

describe('call tables per area', () => {
  it('an area module registers its calls when it loads, and only then', async () => {
    expect(registeredCall('discovery.trendTags')).toBeUndefined();
    const discovery = await AREA_LOADERS.discovery();
    expect(registeredCall('discovery.trendTags')).toBe(discovery.trendTags.spec);
    expect(registeredCall('lists.list')).toBeUndefined();
  });

  it('the catalogue is the entries of the area modules: each the call function of its id, registered', async () => {
    // the catalogue is read from the area modules, which it loads (so it is imported only here)
    const { CALLS } = await import('../../../src/services/api/calls');
    expect(new Set(CALLS.map((call) => call.id)).size).toBe(CALLS.length);
    for (const call of CALLS) {
      const [area, name] = call.id.split('.') as [keyof typeof AREA_LOADERS, string];
      const module = (await AREA_LOADERS[area]()) as Record<string, { spec?: CallSpec } | undefined>;
      expect(module[name]?.spec, call.id).toBe(call);
      expect(registeredCall(call.id), call.id).toBe(call);
    }
  });

  it('a direct call by id loads its area first; an unknown id is refused', async () => {
    const requests: string[] = [];
    const client = createApiClient({
      server: 'https://server.example',
      fetch: async (input, init) => {
        requests.push(`${init?.method} ${String(input)}`);
        return Response.json({ id: '7', options: [] });
      },
    });
    await client.call('polls.get', { params: { id: '7' } });
    expect(requests).toEqual(['GET https://server.example/api/v1/polls/7']);
    await expect(client.call('polls.nosuch')).rejects.toThrow(/unknown call id polls\.nosuch/);
    await expect(client.call('nosuch.call')).rejects.toThrow(/unknown call id nosuch\.call/);
  });
});
