/**
 * Registering this client on a server before the first sign-in there (downloaded with that step, never before the
 * home timeline). The server's OAuth metadata is read first: what it says, or its absence, decides where to
 * authorise, exchange codes and revoke tokens, and which scopes to register and ask (oauth-endpoints.ts). Then
 * POST /api/v1/apps with those scopes. The choice is kept with the registration, so each server's metadata is read
 * once, not on every sign-in.
 */
import type { Api } from '../api';
import type { CallOptions } from '../api/client';
import { CLIENT_NAME } from '../../domain/auth/auth-config';
import type { AppCredentials } from '../../domain/auth/auth-types';
import { endpointsFromMetadata } from './oauth-endpoints';

export interface ClientRegistration {
  /** the server's origin */
  server: string;
  redirectUri: string;
  /** the scopes this client wants, space-separated */
  scopes: string;
  /** this client's own address, shown by the server with the app's name */
  website: string;
}

export async function registerClient(
  api: Api,
  registration: ClientRegistration,
  options: CallOptions = {},
): Promise<AppCredentials> {
  // a 404 (servers before Mastodon 4.3), a network failure or an unreadable answer: the plain paths, silently
  const metadata: unknown = await api.oauth.serverMetadata(options).catch(() => null);
  const oauth = endpointsFromMetadata(registration.server, metadata, registration.scopes);
  const app = await api.oauth.registerApp(
    {
      client_name: CLIENT_NAME,
      redirect_uris: [registration.redirectUri],
      scopes: oauth.scopes,
      website: registration.website,
    },
    options,
  );
  return {
    client_id: app.client_id,
    client_secret: app.client_secret,
    redirect_uri: registration.redirectUri,
    scopes: registration.scopes,
    oauth,
  };
}
