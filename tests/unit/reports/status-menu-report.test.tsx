// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../../src/services/api';
import { NO_FEATURES } from '../../../src/services/status-actions/server-features';
import { createEntityStore, importStatus } from '../../../src/services/store';
import { menuCommands } from '../../../src/views/status-actions/menu-items';
import { Status } from '../../../src/views/status/Status';
import { stubApi } from '../timelines/support/fake-app-services';
import { rawAccount, rawStatus } from '../status/status-fixtures';
import { appears, click, createHarness, must, type Harness } from '../status/status-harness';

/** Whether the menu of a post by account 1 offers the report entry to `me`. */
function offersReport(me: string | null): boolean {
  const store = createEntityStore({ currentAccountId: me });
  const id = importStatus(store, rawStatus('10', { account: rawAccount('1', { acct: 'alice' }) }))!;
  return menuCommands({
    status: store.get('statuses', id)!,
    me,
    quotedAuthor: undefined,
    features: NO_FEATURES,
    readerLanguage: 'en',
    translationShown: false,
  }).includes('report');
}

describe("the post menu's report entry", () => {
  it("is offered to a signed-in reader on someone else's post only", () => {
    expect(offersReport('99')).toBe(true);
    expect(offersReport('1')).toBe(false);
    expect(offersReport(null)).toBe(false);
  });

  let h: Harness | undefined;
  afterEach(() => h?.unmount());

  it('"Report @alice" opens the report dialog for her and the post', async () => {
    const create = vi.fn(async () => ({ id: '1' }));
    const api = stubApi({
      instance: { get: async () => ({ configuration: {}, fedibird_capabilities: [], rules: [] }) },
      reports: { create },
    } as never) as Api;
    h = createHarness({ me: '99', api });
    h.importRaw(rawStatus('1', { account: rawAccount('1', { acct: 'alice' }) }));
    h.render(<Status statusId="1" />);
    const more = must(
      [...h.container.querySelectorAll<HTMLButtonElement>('.status__actions button')].find(
        (b) => b.querySelector('.visually-hidden')?.textContent === 'More',
      ),
      'More button',
    );
    click(more);
    const menu = await appears(() => document.querySelector<HTMLElement>('[role="menu"]'), 'menu');
    const entry = must(
      [...menu.querySelectorAll<HTMLElement>('[role="menuitem"]')].find((e) => e.textContent === 'Report @alice'),
      'Report entry',
    );
    click(entry);
    const dialog = await appears(
      () => document.querySelector<HTMLElement>('[role="dialog"].report-dialog'),
      'report dialog',
    );
    expect(dialog.querySelector('h2')?.textContent).toBe('Report @alice');
    // without server rules a violation cannot be chosen
    const violation = must(
      [...dialog.querySelectorAll<HTMLInputElement>('input[type="radio"]')].find((r) => r.value === 'violation'),
      'violation radio',
    );
    expect(violation.disabled).toBe(true);
  });
});
