import { describe, expect, it } from 'vitest';
import { statusUiOf, DEFAULT_STATUS_UI } from '../../../src/services/status/status-ui-store';
import { createEntityStore, importStatus } from '../../../src/services/store';
import { releaseUnheld } from '../../../src/services/store/store-release';
import { apiStatus } from '../entities/fixtures';

describe('status UI state and the store', () => {
  it('a post the store lets go takes its UI state with it; a held one keeps it', () => {
    const store = createEntityStore({ currentAccountId: null });
    importStatus(store, apiStatus('1'));
    importStatus(store, apiStatus('2'));
    const ui = statusUiOf(store);
    ui.set('1', { collapsed: true });
    ui.set('2', { contentRevealed: true });
    store.roots.add((hold) => hold('2', 'statuses'));
    releaseUnheld(store);
    expect(ui.get('1')).toBe(DEFAULT_STATUS_UI);
    expect(ui.get('2').contentRevealed).toBe(true);
  });
});
