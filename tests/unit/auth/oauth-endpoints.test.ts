import { describe, expect, it } from 'vitest';
import { authorizeUrl } from '../../../src/app/session/sign-in-steps';
import { authorisationInput, type SessionContext } from '../../../src/machines/session-context';
import { createAuthStorage, STORAGE_KEYS } from '../../../src/services/auth/auth-storage';
import type { AppCredentials } from '../../../src/domain/auth/auth-types';
import { createMemoryStorage } from '../../../src/services/auth/memory-storage';
import { defaultEndpoints, endpointsFromMetadata, ownEndpoint } from '../../../src/services/auth/oauth-endpoints';

const SERVER = 'https://social.example';
const WANTED = 'read write follow push';

/** A Mastodon 4.3 document with its endpoints moved under /oauth2. */
const metadata = (over: Record<string, unknown> = {}) => ({
  issuer: `${SERVER}/`,
  authorization_endpoint: `${SERVER}/oauth2/authorize`,
  token_endpoint: `${SERVER}/oauth2/token`,
  revocation_endpoint: `${SERVER}/oauth2/revoke`,
  scopes_supported: ['read', 'write', 'follow', 'push', 'profile', 'read:statuses'],
  response_types_supported: ['code'],
  grant_types_supported: ['authorization_code'],
  code_challenge_methods_supported: ['S256'],
  ...over,
});
const moved = {
  authorize: `${SERVER}/oauth2/authorize`,
  token: `${SERVER}/oauth2/token`,
  revoke: `${SERVER}/oauth2/revoke`,
  scopes: WANTED,
};
const plain = {
  authorize: `${SERVER}/oauth/authorize`,
  token: `${SERVER}/oauth/token`,
  revoke: `${SERVER}/oauth/revoke`,
  scopes: WANTED,
};

describe('the sign-in addresses a server publishes', () => {
  it('are used when they are on the server origin and S256 is offered', () => {
    expect(endpointsFromMetadata(SERVER, metadata(), WANTED)).toEqual(moved);
  });

  it('are used when the document does not list its PKCE methods (S256 is still sent)', () => {
    expect(endpointsFromMetadata(SERVER, metadata({ code_challenge_methods_supported: undefined }), WANTED)).toEqual(
      moved,
    );
  });

  it('are ignored, all of them, when the listed PKCE methods leave out S256', () => {
    expect(endpointsFromMetadata(SERVER, metadata({ code_challenge_methods_supported: ['plain'] }), WANTED)).toEqual(
      plain,
    );
  });

  it('fall back one by one to the plain path when one is on another origin, insecure or not an address', () => {
    const chosen = endpointsFromMetadata(
      SERVER,
      metadata({
        authorization_endpoint: 'https://evil.example/oauth/authorize',
        token_endpoint: 'http://social.example/oauth2/token',
        revocation_endpoint: 'not a url',
      }),
      WANTED,
    );
    expect(chosen).toEqual(plain);
    const partly = endpointsFromMetadata(SERVER, metadata({ token_endpoint: undefined }), WANTED);
    expect(partly).toEqual({ ...moved, token: plain.token });
  });

  it('are ignored when the document is missing, malformed or issued for another server', () => {
    for (const answer of [
      null,
      'Not Found',
      [],
      metadata({ issuer: 'https://other.example/' }),
      metadata({ issuer: undefined }),
      metadata({ scopes_supported: 'read write' }),
      metadata({ code_challenge_methods_supported: 'S256' }),
    ])
      expect(endpointsFromMetadata(SERVER, answer, WANTED)).toEqual(plain);
  });

  it('ask only the wanted scopes the server lists, and all wanted ones when it lists none of them or no list', () => {
    expect(endpointsFromMetadata(SERVER, metadata({ scopes_supported: ['read', 'write', 'push'] }), WANTED)).toEqual({
      ...moved,
      scopes: 'read write push',
    });
    expect(endpointsFromMetadata(SERVER, metadata({ scopes_supported: ['profile'] }), WANTED).scopes).toBe(WANTED);
    expect(endpointsFromMetadata(SERVER, metadata({ scopes_supported: undefined }), WANTED).scopes).toBe(WANTED);
  });

  it('accept http:// only on a loopback server, and never credentials or a fragment', () => {
    const loopback = 'http://127.0.0.1:4000';
    expect(ownEndpoint(loopback, `${loopback}/oauth2/token`)).toBe(`${loopback}/oauth2/token`);
    expect(ownEndpoint('http://social.example', 'http://social.example/oauth/token')).toBeNull();
    expect(ownEndpoint(SERVER, `https://user:pw@social.example/oauth/token`)).toBeNull();
    expect(ownEndpoint(SERVER, `${SERVER}/oauth/authorize#x`)).toBeNull();
    expect(ownEndpoint(SERVER, `${SERVER}/oauth/authorize?tenant=1`)).toBe(`${SERVER}/oauth/authorize?tenant=1`);
  });

  it('without metadata are the plain Mastodon paths', () => {
    expect(defaultEndpoints(SERVER, ' read  write ')).toEqual({ ...plain, scopes: 'read write' });
  });
});

describe('the authorize URL follows the registration', () => {
  const registration: AppCredentials = {
    client_id: 'cid',
    client_secret: 'secret',
    redirect_uri: 'https://tsubame.example/oauth/callback',
    scopes: WANTED,
  };
  const context = (credentials: AppCredentials): SessionContext => ({
    redirectUri: registration.redirect_uri,
    scopes: WANTED,
    accounts: [],
    currentKey: null,
    registrations: { [SERVER]: credentials },
    server: SERVER,
    pending: null,
    callback: null,
    token: null,
    signingOut: null,
    failure: null,
    refused: [],
  });
  const drawn = { state: 's', codeChallenge: 'c' };

  it('goes to the authorization endpoint chosen from the metadata and asks its scopes, keeping its query', () => {
    const oauth = { ...moved, authorize: `${SERVER}/oauth2/authorize?tenant=1`, scopes: 'read write' };
    const url = new URL(authorizeUrl(authorisationInput(context({ ...registration, oauth })), drawn));
    expect(url.origin + url.pathname).toBe(`${SERVER}/oauth2/authorize`);
    expect(url.searchParams.get('tenant')).toBe('1');
    expect(url.searchParams.get('scope')).toBe('read write');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
  });

  it('goes to /oauth/authorize with the wanted scopes for a registration stored before metadata was read', () => {
    const url = new URL(authorizeUrl(authorisationInput(context(registration)), drawn));
    expect(url.origin + url.pathname).toBe(`${SERVER}/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      response_type: 'code',
      client_id: registration.client_id,
      redirect_uri: registration.redirect_uri,
      scope: WANTED,
      state: 's',
      code_challenge: 'c',
      code_challenge_method: 'S256',
    });
  });

  it('asks the server to show its sign-in form when another account of that server is signed in here', () => {
    const signedIn = { ...context(registration), accounts: [{ server: SERVER } as SessionContext['accounts'][number]] };
    expect(new URL(authorizeUrl(authorisationInput(signedIn), drawn)).searchParams.get('force_login')).toBe('true');
    const elsewhere = {
      ...context(registration),
      accounts: [{ server: 'https://other.example' } as SessionContext['accounts'][number]],
    };
    expect(new URL(authorizeUrl(authorisationInput(elsewhere), drawn)).searchParams.has('force_login')).toBe(false);
  });
});

describe('stored sign-in addresses', () => {
  it('are kept with the registration and read back, and dropped when not on the registration server', () => {
    const local = createMemoryStorage();
    const storage = createAuthStorage({ local, session: createMemoryStorage() });
    const registration: AppCredentials = {
      client_id: 'cid',
      client_secret: 'secret',
      redirect_uri: 'https://tsubame.example/oauth/callback',
      scopes: WANTED,
    };
    storage.saveRegistrations({
      [SERVER]: { ...registration, oauth: moved },
      'https://other.example': { ...registration, oauth: moved },
    });
    expect(JSON.parse(local.getItem(STORAGE_KEYS.registrations)!)[SERVER].oauth).toEqual(moved);
    expect(storage.registrations()).toEqual({
      [SERVER]: { ...registration, oauth: moved },
      'https://other.example': registration,
    });
  });
});
