/** Sign-in (OAuth) and the signed-in account: not in spec 7, needed to sign in: the `oauth.*` calls (see ../calls.ts). */
import { c, type CallSpec } from './call-spec';
import { anyJson, one, record } from '../answers/more-shapes';
import { object, text } from '../answers/shapes';
import { account } from '../answers/status-guards';

export const calls: readonly CallSpec[] = [
  c('oauth.registerApp', 'POST', '/api/v1/apps', one('app', object({ client_id: text })), false),
  c('oauth.serverMetadata', 'GET', '/.well-known/oauth-authorization-server', one('server metadata', record), false),
  c('oauth.token', 'POST', '/oauth/token', one('token', object({ access_token: text })), false),
  c('oauth.revoke', 'POST', '/oauth/revoke', anyJson, false),
  c('oauth.verifyCredentials', 'GET', '/api/v1/accounts/verify_credentials', one('account', account), false),
];
