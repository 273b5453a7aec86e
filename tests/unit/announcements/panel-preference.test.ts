/**
 * Whether the announcements panel was left expanded: kept in localStorage per server and account; without usable
 * storage (none in this environment) the account remembers it while it is signed in, apart from other accounts.
 */
import { describe, expect, it } from 'vitest';
import {
  PANEL_SHOWN_IN_PAGE,
  readPanelShown,
  writePanelShown,
} from '../../../src/services/announcements/panel-preference';
import { createEntityStore } from '../../../src/services/store';
import { expectOnePerAccount } from '../../support/account-parts';

const SERVER = 'https://social.example';

describe('the panel preference without storage', () => {
  it("is the account's own and goes with it", () => {
    expect(typeof localStorage).toBe('undefined');
    const one = createEntityStore({ currentAccountId: '1' });
    const other = createEntityStore({ currentAccountId: '2' });
    expect(readPanelShown(one, SERVER, '1')).toBe(false);
    writePanelShown(one, SERVER, '1', true);
    writePanelShown(other, SERVER, '2', false);
    expect(readPanelShown(one, SERVER, '1')).toBe(true);
    expect(readPanelShown(other, SERVER, '2')).toBe(false);
    expectOnePerAccount(PANEL_SHOWN_IN_PAGE, one, other);
    one.scope.dispose();
    expect(readPanelShown(one, SERVER, '1')).toBe(false);
  });
});
