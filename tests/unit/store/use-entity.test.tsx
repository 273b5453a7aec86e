// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createEntityStore, type EntityStore } from '../../../src/services/store/entity-store';
import { importStatuses } from '../../../src/services/store/importers';
import { releaseUnheld } from '../../../src/services/store/store-release';
import { EntityStoreProvider, useAccount, useStatus } from '../../../src/services/store/use-entity';
import { useTable } from '../../../src/services/store/use-table';
import { apiAccount, apiStatus } from '../entities/fixtures';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const renders: Record<string, number> = {};

function StatusView({ id }: { id: string }): ReactNode {
  renders[id] = (renders[id] ?? 0) + 1;
  const status = useStatus(id);
  const account = useAccount(status?.accountId);
  return (
    <p data-id={id}>{status === undefined ? 'missing' : `${account?.username ?? '?'}: ${status.favourites_count}`}</p>
  );
}

function ListCount(): ReactNode {
  renders.lists = (renders.lists ?? 0) + 1;
  return <span data-id="lists">{useTable('lists').size}</span>;
}

let container: HTMLDivElement;
let root: Root;
let store: EntityStore;

const text = (id: string): string | null | undefined => container.querySelector(`[data-id="${id}"]`)?.textContent;

beforeEach(() => {
  for (const key of Object.keys(renders)) delete renders[key];
  store = createEntityStore({ currentAccountId: null });
  importStatuses(store, [apiStatus('1', { account: apiAccount('a') }), apiStatus('2', { account: apiAccount('b') })]);
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => {
    root.render(
      <EntityStoreProvider store={store}>
        <StatusView id="1" />
        <StatusView id="2" />
        <ListCount />
      </EntityStoreProvider>,
    );
  });
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('useEntity hooks', () => {
  it('renders the stored records', () => {
    expect(text('1')).toBe('usera: 0');
    expect(text('2')).toBe('userb: 0');
  });

  it('re-renders only the view of the status that changed', () => {
    expect(renders).toEqual({ 1: 1, 2: 1, lists: 1 });
    act(() => {
      store.patch('statuses', '1', { favourites_count: 5 });
    });
    expect(text('1')).toBe('usera: 5');
    expect(renders['1']).toBe(2);
    expect(renders['2']).toBe(1);
    expect(renders.lists).toBe(1);
  });

  it('does not re-render on an unchanged re-import', () => {
    act(() => {
      importStatuses(store, [
        apiStatus('1', { account: apiAccount('a') }),
        apiStatus('2', { account: apiAccount('b') }),
      ]);
    });
    expect(renders).toEqual({ 1: 1, 2: 1, lists: 1 });
  });

  it('re-renders a view when the account it reads changes', () => {
    act(() => {
      store.patch('accounts', 'b', { username: 'renamed' });
    });
    expect(text('2')).toBe('renamed: 0');
    expect(renders['1']).toBe(1);
  });

  it('re-renders table views on table changes and shows removals', () => {
    act(() => {
      store.set('lists', {
        id: 'l',
        title: 'L',
        exclusive: false,
        replies_policy: 'list',
        notify: false,
        favourite: true,
        antennas: [],
      });
    });
    expect(text('lists')).toBe('1');
    act(() => {
      store.remove('statuses', '2');
    });
    expect(text('2')).toBe('missing');
    expect(renders['1']).toBe(1);
  });
});

describe('a mounted view and the store release', () => {
  it('keeps the record (and its author) a mounted view reads; let go once the view is gone', () => {
    importStatuses(store, [apiStatus('3', { account: apiAccount('c') })]);
    releaseUnheld(store);
    expect(text('1')).toBe('usera: 0');
    expect(store.has('statuses', '1')).toBe(true);
    expect(store.has('accounts', 'a')).toBe(true);
    expect(store.has('statuses', '3')).toBe(false);
    act(() => root.render(<EntityStoreProvider store={store}>{null}</EntityStoreProvider>));
    releaseUnheld(store);
    expect(store.size('statuses')).toBe(0);
  });
});
