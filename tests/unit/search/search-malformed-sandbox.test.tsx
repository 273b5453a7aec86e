// @vitest-environment jsdom
/**
 * The search screen against the sandbox answering GET v2/search malformed (the malformed-answers switch): invalid
 * JSON, a list where the object of results was, results without their lists, or a proxy's HTML page with 200 or 502
 * say the search could not be done, with Try again, never "No results"; with the answers healed, Try again finds.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import SearchScreen from '../../../src/views/search/SearchScreen';
import { signIn, type SignedIn } from '../../support/contract-sign-in';
import { FAILING_KINDS, useMalformedSandbox } from '../../support/malformed-sandbox';
import { until } from '../../support/wait-for-state';
import { clickButton, fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';

const world = useMalformedSandbox();
let alice: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  alice = await signIn(world.origin, { username: 'alice' });
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

describe('search with malformed answers', () => {
  it.each(FAILING_KINDS)('%s: the search could not be done, with Try again, never "No results"', async (kind) => {
    world.spoil('/api/v2/search', kind);
    const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: world.origin });
    mounted = mount(services, <SearchScreen />, { path: '/search?q=carol' });
    const { container } = mounted;
    await until(() => container.textContent?.includes('The search could not be done.'), `the failure (${kind})`);
    expect(container.textContent).not.toContain('No results');
    expect(container.querySelector('a[href="/@carol"]')).toBeNull();

    world.heal();
    clickButton(container, 'Try again');
    await until(() => container.querySelector('a[href="/@carol"]'), 'the results after Try again');
    expect(container.textContent).not.toContain('The search could not be done.');
  });
});
