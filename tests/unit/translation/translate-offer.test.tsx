// @vitest-environment jsdom
/**
 * The post's Translate entry follows the server: offered only when the server translates and lists the pair (the
 * post's language into the reader's), asked once per account and only when a post could offer it; a failure to
 * read the pairs raises no alert and falls back to offering translation wherever the server translates.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import { ApiError } from '../../../src/domain/errors/api-error';
import { Status } from '../../../src/views/status/Status';
import { stubApi } from '../timelines/support/fake-app-services';
import { rawStatus } from '../status/status-fixtures';
import { appears, click, createHarness, must, type Harness } from '../status/status-harness';

let h: Harness;
afterEach(() => h.unmount());

function withServer(translationLanguages: () => Promise<unknown>, translates = true): Harness {
  const api = stubApi({
    instance: {
      get: async () => ({ configuration: { translation: { enabled: translates } }, fedibird_capabilities: [] }),
      translationLanguages,
    },
  } as never) as Api;
  return createHarness({ me: '99', api });
}

async function settle(): Promise<void> {
  for (let i = 0; i < 5; i += 1)
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
}

/** Opens the first post's "More" menu and gives its entries once the server's answers are in. */
async function menuEntries(): Promise<string[]> {
  const more = must(
    [...h.container.querySelectorAll<HTMLButtonElement>('.status__actions button')].find(
      (b) => b.querySelector('.visually-hidden')?.textContent === 'More',
    ),
  );
  click(more);
  const menu = await appears(() => document.querySelector<HTMLElement>('[role="menu"]'), 'menu');
  await settle();
  return [...menu.querySelectorAll('[role="menuitem"]')].map((item) => item.textContent ?? '');
}

function showPost(language: string): void {
  h.importRaw(rawStatus('1', { language, content: '<p>text</p>' }));
  h.render(<Status statusId="1" />);
}

describe('the Translate entry of a post', () => {
  it('is offered when the server translates the post language into the reader language', async () => {
    h = withServer(async () => ({ ja: ['en', 'de'] }));
    showPost('ja');
    expect(await menuEntries()).toContain('Translate');
  });

  it('is not offered when the server does not list that pair', async () => {
    const pairs = vi.fn(async () => ({ ja: ['de'], fr: ['en'] }));
    h = withServer(pairs);
    showPost('ja');
    expect(await menuEntries()).not.toContain('Translate');
    expect(pairs).toHaveBeenCalledTimes(1);
  });

  it('falls back to the server switch, without an alert, when the pairs cannot be read', async () => {
    const refused = new ApiError({ kind: 'response', message: 'x', status: 503, statusText: 'Unavailable' });
    h = withServer(() => Promise.reject(refused));
    showPost('ja');
    expect(await menuEntries()).toContain('Translate');
    expect(h.services.alerts.getSnapshot()).toEqual([]);
  });

  it('asks for the pairs once per account, and not for a post in the reader language', async () => {
    const pairs = vi.fn(async () => ({ ja: ['en'] }));
    h = withServer(pairs);
    h.importRaw(rawStatus('1', { language: 'en' }), rawStatus('2', { language: 'ja' }));
    h.render(
      <>
        <Status statusId="1" />
        <Status statusId="2" />
      </>,
    );
    const mores = () =>
      [...h.container.querySelectorAll<HTMLButtonElement>('.status__actions button')].filter(
        (b) => b.querySelector('.visually-hidden')?.textContent === 'More',
      );
    click(mores()[0]);
    await appears(() => document.querySelector('[role="menu"]'), 'menu');
    await settle();
    expect(pairs).not.toHaveBeenCalled();
    act(() => {
      document
        .querySelector('[role="menu"]')!
        .dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await settle();
    for (let round = 0; round < 2; round += 1) {
      click(mores()[1]);
      const menu = await appears(() => document.querySelector<HTMLElement>('[role="menu"]'), 'menu');
      await settle();
      expect([...menu.querySelectorAll('[role="menuitem"]')].map((e) => e.textContent)).toContain('Translate');
      act(() => {
        menu.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
      });
      await settle();
    }
    expect(pairs).toHaveBeenCalledTimes(1);
  });

  it('is not offered by a server that does not translate, and the pairs are never asked for', async () => {
    const pairs = vi.fn(async () => ({ ja: ['en'] }));
    h = withServer(pairs, false);
    showPost('ja');
    expect(await menuEntries()).not.toContain('Translate');
    expect(pairs).not.toHaveBeenCalled();
  });
});
