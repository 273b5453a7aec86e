/** Sign-in: the server's OAuth metadata as published, and its absence (404) on a server before Mastodon 4.3. */
import { endpointsFromMetadata } from '../../../src/services/auth/oauth-endpoints';
import type { Exercise } from './exercise';

/** Sets a sandbox switch through its control endpoint (never contract-checked). */
async function setOption(origin: string, patch: Record<string, number>): Promise<void> {
  const answer = await fetch(`${origin}/_sandbox/options`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(patch),
  });
  if (!answer.ok) throw new Error(`/_sandbox/options answered ${answer.status}`);
}

export async function exerciseSignIn(x: Exercise): Promise<void> {
  const { api, db, step } = x;
  const metadata = await step('oauth.serverMetadata', () => api.oauth.serverMetadata());
  // the document offers S256 and names the plain paths on the server's own origin, which the client then uses
  const chosen = endpointsFromMetadata(db.origin, metadata, 'read write follow push');
  if (!metadata?.code_challenge_methods_supported?.includes('S256'))
    x.failures.push('oauth.serverMetadata: S256 is not offered');
  if (chosen.token !== `${db.origin}/oauth/token`) x.failures.push(`oauth.serverMetadata: token at ${chosen.token}`);

  await setOption(db.origin, { oauthMetadata: 404 });
  const missing = await api.oauth.serverMetadata().then(
    () => 'published',
    (error: { status?: number }) => error.status,
  );
  await setOption(db.origin, { oauthMetadata: 0 });
  if (missing !== 404) x.failures.push(`oauth.serverMetadata while absent: ${String(missing)} instead of 404`);
}
