// @vitest-environment jsdom
/**
 * Antennas against the sandbox through the real API (every request and answer contract-checked): an antenna made
 * from /antennas; on its edit screen a keyword and an excluded domain added (the server stores them on the right
 * side), a keyword too short refused with the server's words beside the field, a switch and an excluded account
 * stored; then the antenna deleted, after which its timeline says it was deleted.
 */
import { act } from 'react';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import AntennaEditScreen from '../../../src/views/antennas/AntennaEditScreen';
import AntennasScreen from '../../../src/views/antennas/AntennasScreen';
import AntennaTimelineScreen from '../../../src/views/antennas/AntennaTimelineScreen';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { clickButton, fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';
import { typeValue } from '../timelines/support/drive-screen';
import { until } from '../../support/wait-for-state';

const contract = useContractSandbox();
let alice: SignedIn;
let mounted: Mounted | null = null;

beforeAll(async () => {
  alice = await signIn(contract, { username: 'alice' });
});

afterEach(() => {
  mounted?.unmount();
  mounted = null;
  document.body.innerHTML = '';
});

function open(element: React.ReactNode, options: { path?: string; route?: string } = {}) {
  const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
  mounted = mount(services, element, options);
  return { services, container: mounted.container };
}

function section(container: HTMLElement, heading: string): HTMLElement | null {
  return [...container.querySelectorAll('h2')].find((h) => h.textContent === heading)?.closest('section') ?? null;
}

describe('antennas with the sandbox', () => {
  it('an antenna is made, given a keyword and an excluded domain (stored), then deleted', async () => {
    const db = contract.sandbox.db;
    const index = open(<AntennasScreen />);
    const title = await until(() => index.container.querySelector<HTMLInputElement>('input[type="text"]'), 'form');
    await until(() => index.container.querySelector('.organise-rows, .data-note:not([role])'), 'the antennas');
    typeValue(title, 'Sandbox birds');
    clickButton(index.container, 'Create antenna');
    const link = await until(
      () =>
        [...index.container.querySelectorAll<HTMLAnchorElement>('.organise-row__link')].find(
          (a) => a.textContent === 'Sandbox birds',
        ),
      'the new row',
    );
    const id = link.getAttribute('href')!.split('/').pop()!;
    expect(db.antennas.get(id)).toMatchObject({ title: 'Sandbox birds', favourite: true, list_id: null });
    mounted!.unmount();

    const editor = open(<AntennaEditScreen />, { path: `/antennas/${id}/edit`, route: '/antennas/:id/edit' });
    const keywords = await until(() => {
      const found = section(editor.container, 'Keywords');
      return found?.querySelector('input[type="text"]') ? found : null;
    }, 'the keywords');
    typeValue(keywords.querySelector<HTMLInputElement>('input[type="text"]')!, 'swallow');
    clickButton(keywords, 'Add');
    const excluded = await until(() => {
      const found = section(editor.container, 'Excluded domains');
      return found?.querySelector('input[type="text"]') ? found : null;
    }, 'the excluded domains');
    typeValue(excluded.querySelector<HTMLInputElement>('input[type="text"]')!, 'Spam.Example');
    clickButton(excluded, 'Add');
    await until(
      () => db.antennas.get(id)!.keywords.length === 1 && db.antennas.get(id)!.exclude_domains.length === 1,
      'both stored',
    );
    expect(db.antennas.get(id)).toMatchObject({
      keywords: ['swallow'],
      exclude_keywords: [],
      domains: [],
      exclude_domains: ['spam.example'],
    });
    expect([...excluded.querySelectorAll('.antenna-chip__text')].map((c) => c.textContent)).toEqual(['spam.example']);

    // a keyword of one character: the server's words beside the field, what was typed kept, nothing stored
    const keywordInput = keywords.querySelector<HTMLInputElement>('input[type="text"]')!;
    typeValue(keywordInput, 'k');
    clickButton(keywords, 'Add');
    const refusal = await until(() => keywords.querySelector('.organise-title-form [role="alert"]'), 'the refusal');
    expect(refusal.textContent).toBe('Keywords must be at least 2 characters');
    expect(keywordInput.value).toBe('k');
    expect(db.antennas.get(id)!.keywords).toEqual(['swallow']);

    // a switch, and an excluded account found by the search (any account)
    const media = [...editor.container.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find(
      (input) => input.closest('label')?.textContent === 'Only posts with media',
    )!;
    act(() => media.click());
    await until(() => db.antennas.get(id)!.with_media_only, 'the switch stored');
    const stranger = [...db.accounts.values()].find((a) => a.id !== alice.accountId && !a.suspended && !a.domain)!;
    const excludedAccounts = section(editor.container, 'Excluded accounts')!;
    typeValue(excludedAccounts.querySelector<HTMLInputElement>('input[type="search"]')!, stranger.username);
    const add = await until(
      () =>
        excludedAccounts.querySelector<HTMLButtonElement>(
          `[aria-label="Add @${stranger.username} to the exclusions of Sandbox birds"]`,
        ),
      'the account found',
    );
    act(() => add.click());
    await until(() => db.antennas.get(id)!.exclude_account_ids.includes(stranger.id), 'the exclusion stored');
    expect(db.antennas.get(id)!.account_ids).toEqual([]);
    expect(editor.services.alerts.getSnapshot()).toEqual([]);

    act(() =>
      editor.container.querySelector<HTMLButtonElement>('[aria-label="Delete antenna “Sandbox birds”"]')!.click(),
    );
    const dialog = await until(() => document.querySelector<HTMLElement>('[role="alertdialog"]'), 'the dialog');
    clickButton(dialog, 'Delete antenna');
    expect(editor.services.navigate).toHaveBeenCalledWith('/antennas', { replace: true });
    await until(() => !db.antennas.has(id), 'the antenna deleted');
    mounted!.unmount();

    const timeline = open(<AntennaTimelineScreen />, { path: `/antennas/${id}`, route: '/antennas/:id' });
    await until(() => timeline.container.querySelector('.organise-gone'), 'the deleted note');
    expect(timeline.container.textContent).toContain('This antenna was deleted.');
    expect(timeline.services.alerts.getSnapshot()).toEqual([]);
  });
});
