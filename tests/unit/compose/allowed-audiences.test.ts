/**
 * The audiences the composer may offer, from what the server (v2/instance) and the account (verify_credentials)
 * say: public goes while kmyblue disables it, public_unlisted while kmyblue does not name it, circle where the
 * server or the account has no circles.
 */
import { describe, expect, it } from 'vitest';
import { createSandbox } from '../../../sandbox';
import { buildInstanceV2 } from '../../../sandbox/handlers/core/instance-info';
import { composeFeatures } from '../../../src/services/compose/compose-context';
import { allowedAudiences } from '../../../src/services/compose/allowed-audiences';

const sandbox = createSandbox({});
const sandboxInstance = (noPublicVisibility = false) => {
  return JSON.parse(
    JSON.stringify(buildInstanceV2(sandbox.db, `${sandbox.db.origin}/api/v2/instance`, null, { noPublicVisibility })),
  ) as Record<string, unknown>;
};
const allowed = (instance: unknown, credentials: unknown = {}) =>
  allowedAudiences(instance, credentials, composeFeatures(instance));
const EVERY = ['public', 'public_unlisted', 'unlisted', 'login', 'private', 'mutual', 'direct', 'reply', 'circle'];

describe('allowed audiences', () => {
  it('the sandbox (kmyblue) allows every audience', () => {
    expect(allowed(sandboxInstance(), { server_features: { circle: true } })).toEqual(EVERY);
  });

  it('kmyblue with public posts disabled: no public', () => {
    expect(allowed(sandboxInstance(true))).toEqual(EVERY.filter((p) => p !== 'public'));
  });

  it('kmyblue with public_unlisted disabled: not named, not allowed', () => {
    const instance = sandboxInstance();
    const capabilities = (instance.fedibird_capabilities as string[]).filter(
      (c) => c !== 'kmyblue_visibility_public_unlisted',
    );
    expect(allowed({ ...instance, fedibird_capabilities: capabilities })).toEqual(
      EVERY.filter((p) => p !== 'public_unlisted'),
    );
  });

  it('no circle where the account says its server has none, or the server has no circles', () => {
    expect(allowed(sandboxInstance(), { server_features: { circle: false } })).toEqual(
      EVERY.filter((p) => p !== 'circle'),
    );
    expect(
      allowed({ fedibird_capabilities: ['kmyblue_visibility_login', 'kmyblue_visibility_public_unlisted'] }),
    ).toEqual(['public', 'public_unlisted', 'unlisted', 'login', 'private', 'direct', 'reply']);
  });

  it('plain Mastodon: its four audiences; nothing readable: the same', () => {
    expect(allowed({ api_versions: { mastodon: 7 } })).toEqual(['public', 'unlisted', 'private', 'direct']);
    expect(allowed(null, null)).toEqual(['public', 'unlisted', 'private', 'direct']);
  });
});
