import { escapeHtml } from './status-text';

export interface ConsentPageInput {
  lang: string;
  domain: string;
  appName: string;
  appWebsite: string | null;
  scopes: string[];
  /** local users who can sign in, the first is preselected */
  users: Array<{ accountId: string; username: string; displayName: string }>;
  /** the authorize request parameters carried through the form */
  hidden: Record<string, string>;
  /** the path the form posts to: the authorize address the page was served from (default /oauth/authorize) */
  action?: string;
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:34rem;margin:2rem auto;padding:0 1rem;line-height:1.5;color:#111;background:#fff}
fieldset{border:1px solid #888;border-radius:6px;padding:.5rem 1rem}label{display:block;padding:.25rem 0}
button{font:inherit;padding:.5rem 1.25rem;margin:1rem .5rem 0 0;border-radius:6px;border:1px solid #333;cursor:pointer}
button[value=approve]{background:#1d4ed8;color:#fff;border-color:#1d4ed8}:focus-visible{outline:3px solid #f59e0b;outline-offset:2px}`;

function page(lang: string, title: string, body: string): string {
  return `<!doctype html>
<html lang="${escapeHtml(lang)}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title><style>${STYLE}</style></head>
<body><main>${body}</main></body>
</html>`;
}

/** The accessible consent page of GET /oauth/authorize: pick a local user, then Authorize or Deny. */
export function renderConsentPage(input: ConsentPageInput): string {
  const title = `Authorize ${input.appName} – ${input.domain}`;
  const website = input.appWebsite
    ? ` (<a href="${escapeHtml(input.appWebsite)}">${escapeHtml(input.appWebsite)}</a>)`
    : '';
  const users = input.users
    .map((user, index) => {
      const id = `account-${escapeHtml(user.accountId)}`;
      const checked = index === 0 ? ' checked' : '';
      const name = user.displayName ? `${escapeHtml(user.displayName)} ` : '';
      return `<label for="${id}"><input type="radio" id="${id}" name="account_id" value="${escapeHtml(user.accountId)}"${checked}> ${name}@${escapeHtml(user.username)}</label>`;
    })
    .join('\n');
  const hidden = Object.entries(input.hidden)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('\n');
  const scopes = input.scopes.map((s) => `<li><code>${escapeHtml(s)}</code></li>`).join('');
  const body = `<h1>Authorization required</h1>
<p><strong>${escapeHtml(input.appName)}</strong>${website} asks to use your account on ${escapeHtml(input.domain)}.</p>
<h2 id="scopes-heading">Requested permissions</h2>
<ul aria-labelledby="scopes-heading">${scopes}</ul>
<form method="post" action="${escapeHtml(input.action ?? '/oauth/authorize')}">
<fieldset><legend>Sign in as</legend>
${users}
</fieldset>
${hidden}
<button type="submit" name="decision" value="approve">Authorize</button>
<button type="submit" name="decision" value="deny">Deny</button>
</form>`;
  return page(input.lang, title, body);
}

/** An error page for a bad authorize request that cannot be redirected back. */
export function renderOAuthErrorPage(lang: string, error: string, description: string): string {
  return page(
    lang,
    'Authorization error',
    `<h1>Authorization error</h1><p role="alert"><code>${escapeHtml(error)}</code>: ${escapeHtml(description)}</p>`,
  );
}

/** Out-of-band redirect: the code is shown for the user to copy. */
export function renderOobCodePage(lang: string, code: string): string {
  return page(
    lang,
    'Authorization code',
    `<h1>Authorization code</h1><p>Copy this code into the application:</p><p><output><code>${escapeHtml(code)}</code></output></p>`,
  );
}
