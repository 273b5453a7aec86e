/** Sign-in (OAuth) and the signed-in account: not in spec 7, needed to sign in: the `oauth.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';

export const calls: readonly CallSpec[] = [
  c('oauth.registerApp', 'POST', '/api/v1/apps', false),
  c('oauth.serverMetadata', 'GET', '/.well-known/oauth-authorization-server', false),
  c('oauth.token', 'POST', '/oauth/token', false),
  c('oauth.revoke', 'POST', '/oauth/revoke', false),
  c('oauth.verifyCredentials', 'GET', '/api/v1/accounts/verify_credentials', false),
];
