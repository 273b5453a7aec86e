// @vitest-own-modules: reads which call areas have loaded, so no other file may have loaded them first
import { describe, expect, it } from 'vitest';
import { AREA_LOADERS } from '../../../src/services/api/areas';
import { CALLS } from '../../../src/services/api/calls';
import { registeredCall } from '../../../src/services/api/calls/registry';
import { createApiClient } from '../../../src/services/api/client';

const areaOf = (id: string) => id.slice(0, id.indexOf('.'));

describe('call tables per area', () => {
  it('an area module registers its calls when it loads, and only then', async () => {
    expect(registeredCall('discovery.trendTags')).toBeUndefined();
    await AREA_LOADERS.discovery();
    expect(registeredCall('discovery.trendTags')).toEqual(CALLS.find((call) => call.id === 'discovery.trendTags'));
    expect(registeredCall('lists.list')).toBeUndefined();
  });

  it('the area modules together register exactly the catalogue, each its own area', async () => {
    await Promise.all(Object.values(AREA_LOADERS).map((load) => load()));
    for (const call of CALLS) {
      expect(registeredCall(call.id), call.id).toEqual(call);
      expect(Object.keys(AREA_LOADERS), call.id).toContain(areaOf(call.id));
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
