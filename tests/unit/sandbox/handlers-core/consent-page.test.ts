// @vitest-environment jsdom
import axe from 'axe-core';
import { describe, expect, it } from 'vitest';
import { renderConsentPage, renderOAuthErrorPage } from '../../../../sandbox/handlers/core/oauth-consent-page';

const input = {
  lang: 'en',
  domain: 'sandbox.test',
  appName: 'Tsubame <dev>',
  appWebsite: 'https://tsubame.example',
  scopes: ['read', 'write'],
  users: [
    { accountId: '1', username: 'alice', displayName: 'Alice' },
    { accountId: '2', username: 'bob', displayName: '' },
  ],
  hidden: { client_id: 'abc', redirect_uri: 'http://localhost/cb', state: '"><script>' },
};

async function violations(html: string): Promise<string[]> {
  document.documentElement.innerHTML = html.replace(/^<!doctype html>\s*<html[^>]*>/i, '').replace(/<\/html>\s*$/, '');
  document.documentElement.lang = /<html lang="([^"]+)"/.exec(html)?.[1] ?? '';
  const result = await axe.run(document, { rules: { 'color-contrast': { enabled: false } } });
  return result.violations.map((v) => `${v.id}: ${v.help}`);
}

describe('OAuth consent page', () => {
  it('has no axe violations, labelled radios and the first user checked', async () => {
    expect(await violations(renderConsentPage(input))).toEqual([]);
    const radios = [...document.querySelectorAll<HTMLInputElement>('input[type=radio]')];
    expect(radios.map((r) => r.labels?.[0]?.textContent?.trim())).toEqual(['Alice @alice', '@bob']);
    expect(radios.map((r) => r.checked)).toEqual([true, false]);
    expect(document.querySelector('button[value=approve]')?.textContent).toBe('Authorize');
    expect(document.title).toBe('Authorize Tsubame <dev> – sandbox.test');
  });

  it('escapes everything it echoes', () => {
    const html = renderConsentPage(input);
    expect(html).not.toContain('"><script>');
    expect(html).toContain('Tsubame &lt;dev&gt;');
    document.documentElement.innerHTML = html;
    expect(document.querySelector<HTMLInputElement>('input[name=state]')?.value).toBe('"><script>');
  });

  it('error pages are accessible too', async () => {
    expect(await violations(renderOAuthErrorPage('ja', 'invalid_client', 'Unknown client_id.'))).toEqual([]);
    expect(document.querySelector('[role=alert]')?.textContent).toContain('invalid_client');
  });
});
