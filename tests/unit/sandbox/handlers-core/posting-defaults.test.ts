/**
 * The settings screen's posting defaults in the sandbox: changed one at a time through PATCH update_credentials
 * `source[...]` (multipart, as the client sends it), and read back from verify_credentials and the preferences.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { toFormData } from '../../../../src/services/api/form-data';
import { startHarness, type Harness } from './harness';

let h: Harness;
let grace: string;
beforeAll(async () => {
  h = startHarness();
  grace = await h.signIn('grace');
});
afterAll(() => h.close());
afterEach(() => h.expectContract());

const UPDATE = '/api/v1/accounts/update_credentials';
const me = async () => (await h.call(grace, 'GET', '/api/v1/accounts/verify_credentials')).body;

describe('posting defaults through update_credentials source fields', () => {
  it('changes only the source field sent; verify_credentials and the preferences say the new values', async () => {
    const before = await me();
    const privacy = await h.call(grace, 'PATCH', UPDATE, toFormData({ source: { privacy: 'private' } }));
    expect(privacy.status).toBe(200);
    expect(privacy.body.source.privacy).toBe('private');
    expect(privacy.body.source.sensitive).toBe(before.source.sensitive);
    expect(privacy.body.source.language).toBe(before.source.language);
    expect(privacy.body.display_name).toBe(before.display_name);

    await h.call(grace, 'PATCH', UPDATE, toFormData({ source: { sensitive: true } }));
    await h.call(grace, 'PATCH', UPDATE, toFormData({ source: { language: 'ja' } }));
    expect((await me()).source).toMatchObject({ privacy: 'private', sensitive: true, language: 'ja' });
    expect((await h.call(grace, 'GET', '/api/v1/preferences')).body).toMatchObject({
      'posting:default:visibility': 'private',
      'posting:default:sensitive': true,
      'posting:default:language': 'ja',
    });
  });

  it('refuses a visibility the server does not know (422) and changes nothing', async () => {
    const before = (await me()).source;
    const refused = await h.call(
      grace,
      'PATCH',
      UPDATE,
      toFormData({ source: { privacy: 'everyone', sensitive: !before.sensitive } }),
    );
    expect(refused.status).toBe(422);
    expect((await me()).source).toEqual(before);
  });
});
