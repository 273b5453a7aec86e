import { describe, expect, it, vi } from 'vitest';
import { importStatus, createEntityStore } from '../../../src/services/store';
import { setStatusHidden, toggleStatusHidden } from '../../../src/services/status-hidden';
import { rawStatus } from './status-fixtures';

describe('status hidden state', () => {
  it('toggles reveal and hide as a store patch and notifies the status\'s readers', () => {
    const store = createEntityStore({ currentAccountId: null });
    importStatus(store, rawStatus('1', { spoiler_text: 'cw' }));
    const listener = vi.fn();
    store.subscribe('statuses', '1', listener);
    expect(store.get('statuses', '1')?.hidden).toBe(true);
    expect(toggleStatusHidden(store, '1')).toBe(false);
    expect(store.get('statuses', '1')?.hidden).toBe(false);
    expect(toggleStatusHidden(store, '1')).toBe(true);
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the record when the state does not change, and survives a re-import of the same text', () => {
    const store = createEntityStore({ currentAccountId: null });
    importStatus(store, rawStatus('1', { spoiler_text: 'cw' }));
    const before = store.get('statuses', '1');
    expect(setStatusHidden(store, '1', true)).toBe(true);
    expect(store.get('statuses', '1')).toBe(before);
    setStatusHidden(store, '1', false);
    importStatus(store, rawStatus('1', { spoiler_text: 'cw', favourites_count: 3 }));
    expect(store.get('statuses', '1')?.hidden).toBe(false);
  });

  it('answers null for a status that is not stored', () => {
    const store = createEntityStore({ currentAccountId: null });
    expect(toggleStatusHidden(store, 'x')).toBeNull();
    expect(setStatusHidden(store, 'x', true)).toBeNull();
  });
});
