// @vitest-environment jsdom
/**
 * "Edited" under a post shown on its own page opens the post's edit history in a dialog, against the sandbox
 * through the real API (contract-checked): the versions newest first, the oldest marked "Original", each with its
 * content, content warning, media count and poll change; Escape closes it and the focus goes back to "Edited".
 */
import { act } from 'react';
import { beforeAll, afterEach, describe, expect, it } from 'vitest';
import { importStatus } from '../../../src/services/store';
import { Status } from '../../../src/views/status/Status';
import { signIn, useContractSandbox, type SignedIn } from '../../support/contract-sandbox';
import { expectNoAxeViolations, fakeServices, mount, type Mounted } from '../timelines/support/fake-app-services';
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
});

async function editedPost(): Promise<string> {
  const posted = await alice.api.statuses.create({
    status: 'Tea or coffee?',
    poll: { options: ['Tea', 'Coffee'], expires_in: 3600 },
  } as never);
  await alice.api.statuses.edit(posted.id, {
    status: 'Tea or cocoa?',
    spoiler_text: 'Drinks',
    poll: { options: ['Tea', 'Cocoa'], expires_in: 3600 },
  } as never);
  return posted.id;
}

async function showDetailed(id: string) {
  const services = fakeServices({ me: alice.accountId, realApi: alice.api, server: contract.origin });
  importStatus(services.store, await alice.api.statuses.get(id));
  mounted = mount(services, <Status statusId={id} variant="detailed" />);
  return { services, container: mounted.container };
}

describe('the edit history of a post', () => {
  it('"Edited" opens the versions newest first, the oldest marked Original, with what changed', async () => {
    const id = await editedPost();
    const { container } = await showDetailed(id);
    const edited = await until(() => container.querySelector<HTMLButtonElement>('button.status__edited'));
    expect(edited.textContent).toMatch(/^Edited /);
    expect(edited.getAttribute('aria-haspopup')).toBe('dialog');
    act(() => {
      edited.focus();
      edited.click();
    });
    const dialog = await until(() => document.querySelector<HTMLElement>('[role="dialog"]'));
    expect(dialog.querySelector('h2')?.textContent).toBe('Edit history');
    const versions = await until(() => {
      const found = [...dialog.querySelectorAll<HTMLElement>('.status-history__version')];
      return found.length === 2 ? found : null;
    });
    expect(versions.map((v) => v.querySelector('.status-history__label')?.textContent)).toEqual(['Edited', 'Original']);
    expect(versions.map((v) => v.querySelector('.status-history__content')?.textContent)).toEqual([
      'Tea or cocoa?',
      'Tea or coffee?',
    ]);
    expect(versions[0]!.querySelector('.status-history__spoiler')?.textContent).toBe('Content warning: Drinks');
    expect([...versions[0]!.querySelectorAll('.status-history__options li')].map((li) => li.textContent)).toEqual([
      'Tea',
      'Cocoa',
    ]);
    expect(versions[0]!.textContent).toContain('Poll options changed');
    expect(versions[1]!.textContent).not.toContain('Poll options changed');
    expect(dialog.querySelector('.status-history__count')?.textContent).toBe('2 versions');
    await expectNoAxeViolations(dialog);

    act(() => {
      dialog.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    await until(() => document.querySelector('[role="dialog"]') === null);
    // the focus goes back once the dialog has gone (react-aria restores it on the next frame)
    await until(() => document.activeElement === edited, 'the focus back on "Edited"');
  });

  it('a post never edited shows no "Edited"', async () => {
    const posted = await alice.api.statuses.create({ status: 'Never edited' } as never);
    const { container } = await showDetailed(posted.id);
    await until(() => container.querySelector('.status__detailed'));
    expect(container.querySelector('.status__edited')).toBeNull();
  });
});
