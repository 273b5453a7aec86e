// @vitest-environment jsdom
/**
 * The media display preference end to end: the hook's loading through the real API client against the sandbox
 * (contract-checked), for a user whose stored setting is hide_all; a failing server leaves the default.
 */
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadPreferences } from '../../../src/services/settings/server-preferences-loader';
import { setPreferencesStarter, useDisplayMedia } from '../../../src/services/settings/display-media';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { render, testServices, type Rendered } from '../status/media/dom-harness';
import { waitForState } from '../../support/wait-for-state';

const contract = useContractSandbox();
let bob: SignedIn;
let view: Rendered | null = null;

function Probe() {
  return <output>{useDisplayMedia()}</output>;
}

beforeAll(async () => {
  bob = await signIn(contract, { username: 'bob' });
});
beforeEach(() => setPreferencesStarter(loadPreferences));
afterEach(() => {
  view?.unmount();
  view = null;
  contract.sandbox.ctx.options.faultPaths = [];
  contract.sandbox.ctx.options.errorRate = 0;
});

function show(): () => string {
  const services = testServices({ me: bob.accountId, api: bob.api as never });
  view = render(services, <Probe />);
  return () => view!.container.querySelector('output')!.textContent!;
}

describe('useDisplayMedia with the sandbox', () => {
  it("reads the signed-in user's stored media display", async () => {
    contract.sandbox.db.users.get(bob.accountId)!.expand_media = 'hide_all';
    const read = show();
    await waitForState(() => expect(read()).toBe('hide_all'));
    expect(contract.observed.get('preferences.get')).toContain(200);
  });

  it('keeps the default when the server fails the call', async () => {
    contract.sandbox.db.users.get(bob.accountId)!.expand_media = 'show_all';
    contract.sandbox.ctx.options.faultPaths = ['/api/v1/preferences'];
    contract.sandbox.ctx.options.errorRate = 1;
    const read = show();
    await waitForState(() =>
      expect(contract.observed.get('preferences.get')?.some((status) => status >= 500)).toBe(true),
    );
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(read()).toBe('default');
  });
});
