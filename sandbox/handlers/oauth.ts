import { http, HttpResponse, type HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';
import { apiError, json, list, notFound, readParams, str } from '../kernel/http';
import type { OAuthAppRecord } from '../kernel/records';
import { route } from '../kernel/routes';
import { CODE_LIFETIME_MS, OOB_REDIRECT, checkAuthorizeRequest, redirectWith } from './core/oauth-authorize';
import { renderConsentPage, renderOAuthErrorPage, renderOobCodePage } from './core/oauth-consent-page';
import { randomSecret } from './core/oauth-crypto';
import { KNOWN_SCOPES, parseScopes, unknownScopes } from './core/oauth-scopes';
import { revokeEndpoint, tokenEndpoint } from './core/oauth-token';
import { VAPID_PUBLIC_KEY } from './core/instance-info';

const found = (location: string) => new HttpResponse(null, { status: 302, headers: { Location: location } });

function isRedirectUri(uri: string): boolean {
  if (uri === OOB_REDIRECT) return true;
  try {
    const url = new URL(uri);
    return !url.hash;
  } catch {
    return false;
  }
}

export function credentialApp(app: OAuthAppRecord) {
  return {
    id: app.id,
    name: app.name,
    website: app.website,
    scopes: app.scopes.split(' '),
    redirect_uri: app.redirect_uris.join('\n'),
    redirect_uris: app.redirect_uris,
    vapid_key: VAPID_PUBLIC_KEY,
    client_id: app.client_id,
    client_secret: app.client_secret,
    client_secret_expires_at: 0,
  };
}

/** Where the switch publishes the sign-in addresses (SandboxOptions.oauthMetadata 1); /oauth is always served. */
const MOVED_BASE = '/oauth2';

/**
 * Sign-in: app registration, server metadata, the consent page, token exchange and revocation. The metadata
 * names the consent page, token and revocation addresses under /oauth, or under /oauth2 while the oauthMetadata
 * switch is 1 (they are then served there too), or is missing (404) while it is 404.
 */
export function oauthHandlers(ctx: SandboxContext): HttpHandler[] {
  const { db } = ctx;
  const signInBase = () => (ctx.options.oauthMetadata === 1 ? MOVED_BASE : '/oauth');
  /**
   * An authorization request that failed its checks: the error goes back to the app when its redirect address is
   * known, else the reader gets an error page.
   */
  const refusedAuthorization = (
    check: Extract<ReturnType<typeof checkAuthorizeRequest>, { ok: false }>,
    lang: string,
  ) =>
    check.redirectUri
      ? found(
          redirectWith(check.redirectUri, {
            error: check.error,
            error_description: check.description,
            state: check.state,
          }),
        )
      : HttpResponse.html(renderOAuthErrorPage(lang, check.error, check.description), { status: 400 });

  /** GET authorize: the consent page, whose form posts back to the address it was served from. */
  async function consentPage(request: Request, base: string): Promise<Response> {
    const p = await readParams(request);
    const lang = str(p.lang) || 'en';
    const check = checkAuthorizeRequest(db, p);
    if (!check.ok) return refusedAuthorization(check, lang);
    const { app, redirectUri, scopes, state, codeChallenge, codeChallengeMethod } = check.request;
    const users = [...db.users.values()].flatMap((user) => {
      const account = db.accounts.get(user.account_id);
      return account && !account.suspended
        ? [{ accountId: account.id, username: account.username, displayName: account.display_name }]
        : [];
    });
    const hidden: Record<string, string> = {
      response_type: 'code',
      client_id: app.client_id,
      redirect_uri: redirectUri,
      scope: scopes.join(' '),
      lang,
    };
    if (state !== null) hidden.state = state;
    if (codeChallenge !== null) hidden.code_challenge = codeChallenge;
    if (codeChallengeMethod !== null) hidden.code_challenge_method = codeChallengeMethod;
    const html = renderConsentPage({
      lang,
      domain: db.domain,
      appName: app.name,
      appWebsite: app.website,
      scopes,
      users,
      hidden,
      action: `${base}/authorize`,
    });
    return HttpResponse.html(html);
  }

  /** POST authorize: the reader's decision; approval issues a code for the chosen local user. */
  async function decision(request: Request): Promise<Response> {
    const p = await readParams(request);
    const lang = str(p.lang) || 'en';
    const check = checkAuthorizeRequest(db, p);
    if (!check.ok) return refusedAuthorization(check, lang);
    const { app, redirectUri, scopes, state, codeChallenge, codeChallengeMethod } = check.request;
    if (str(p.decision) === 'deny') {
      if (redirectUri === OOB_REDIRECT)
        return HttpResponse.html(renderOAuthErrorPage(lang, 'access_denied', 'You denied the request.'), {
          status: 403,
        });
      return found(
        redirectWith(redirectUri, {
          error: 'access_denied',
          error_description: 'The resource owner denied the request.',
          state,
        }),
      );
    }
    const accountId = str(p.account_id) ?? '';
    if (!db.users.has(accountId)) {
      return HttpResponse.html(renderOAuthErrorPage(lang, 'invalid_request', 'Choose an account to sign in as.'), {
        status: 400,
      });
    }
    const code = randomSecret(24);
    db.authCodes.set(code, {
      code,
      client_id: app.client_id,
      redirect_uri: redirectUri,
      scopes: scopes.join(' '),
      account_id: accountId,
      code_challenge: codeChallenge,
      code_challenge_method: codeChallengeMethod,
      expires_at: db.now() + CODE_LIFETIME_MS,
      used: false,
    });
    if (redirectUri === OOB_REDIRECT) return HttpResponse.html(renderOobCodePage(lang, code));
    return found(redirectWith(redirectUri, { code, state }));
  }

  /** The consent page, token exchange and revocation under `base`; the moved base answers 404 while not published. */
  function signInRoutes(base: string): HttpHandler[] {
    const served =
      (answer: (request: Request) => Promise<Response>) =>
      ({ request }: { request: Request }) =>
        base === '/oauth' || signInBase() === base ? answer(request) : notFound();
    return [
      http.get(
        route(`${base}/authorize`),
        served((request) => consentPage(request, base)),
      ),
      http.post(route(`${base}/authorize`), served(decision)),
      http.post(
        route(`${base}/token`),
        served(async (request) => tokenEndpoint(db, request, await readParams(request))),
      ),
      http.post(
        route(`${base}/revoke`),
        served(async (request) => revokeEndpoint(db, request, await readParams(request))),
      ),
    ];
  }

  return [
    http.post(route('/api/v1/apps'), async ({ request }) => {
      const p = await readParams(request);
      const name = (str(p.client_name) ?? '').trim();
      if (!name) return apiError(422, "Validation failed: Application name can't be blank");
      const rawUris = typeof p.redirect_uris === 'string' ? p.redirect_uris.split(/\s+/) : list(p.redirect_uris);
      const redirectUris = rawUris.map((u) => u.trim()).filter(Boolean);
      if (redirectUris.length === 0) return apiError(422, "Validation failed: Redirect URI can't be blank");
      const bad = redirectUris.find((u) => !isRedirectUri(u));
      if (bad) return apiError(422, `Validation failed: Redirect URI must be an absolute URI (${bad})`);
      const scopes = parseScopes(str(p.scopes));
      const unknown = unknownScopes(scopes);
      if (unknown.length > 0) return apiError(422, `Validation failed: Scopes are invalid (${unknown.join(', ')})`);
      const website = str(p.website)?.trim() || null;
      const app: OAuthAppRecord = {
        id: String(db.apps.size + 1),
        name,
        website,
        redirect_uris: redirectUris,
        scopes: scopes.join(' '),
        client_id: randomSecret(32),
        client_secret: randomSecret(32),
      };
      db.apps.set(app.id, app);
      return json(credentialApp(app));
    }),

    http.get(route('/.well-known/oauth-authorization-server'), ({ request }) => {
      // servers before Mastodon 4.3 publish no metadata
      if (ctx.options.oauthMetadata === 404) return apiError(404, 'Not Found');
      const origin = new URL(request.url).origin;
      const base = `${origin}${signInBase()}`;
      return json({
        issuer: `${origin}/`,
        service_documentation: 'https://docs.joinmastodon.org/',
        authorization_endpoint: `${base}/authorize`,
        token_endpoint: `${base}/token`,
        app_registration_endpoint: `${origin}/api/v1/apps`,
        revocation_endpoint: `${base}/revoke`,
        userinfo_endpoint: `${origin}/oauth/userinfo`,
        scopes_supported: KNOWN_SCOPES,
        response_types_supported: ['code'],
        response_modes_supported: ['query', 'fragment', 'form_post'],
        code_challenge_methods_supported: ['S256'],
        grant_types_supported: ['authorization_code', 'client_credentials'],
        token_endpoint_auth_methods_supported: ['client_secret_basic', 'client_secret_post'],
      });
    }),

    ...signInRoutes('/oauth'),
    ...signInRoutes(MOVED_BASE),
  ];
}
