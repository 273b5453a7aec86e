// @vitest-environment jsdom
/** PagedListStates and ResourceStates draw each status with the screen's words and reach the chart through the view. */
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PagedListStatus, ResourceStatus } from '../../../src/machines/data-status';
import type { PagedListView, ResourceView } from '../../../src/services/data/use-data';
import { PagedListStates, ResourceStates } from '../../../src/views/common/data-states/DataStates';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const texts = {
  loading: 'Loading…',
  failed: 'Could not load.',
  retry: 'Try again',
  empty: 'Nothing here.',
  loadMore: 'Load more',
  loadingMore: 'Loading more…',
  moreFailed: 'More could not load.',
};

function listView(status: PagedListStatus<string>) {
  return {
    status,
    items: status.kind === 'ready' ? status.items : [],
    hasMore: status.kind === 'ready' && status.more !== 'end',
    busy: false,
    retry: vi.fn(),
    refresh: vi.fn(),
    loadMore: vi.fn(),
    prepend: vi.fn(),
    upsert: vi.fn(),
    remove: vi.fn(),
  } as unknown as PagedListView<string> & { retry: ReturnType<typeof vi.fn>; loadMore: ReturnType<typeof vi.fn> };
}

function drawList(view: PagedListView<string>) {
  act(() =>
    root.render(
      <PagedListStates data={view} texts={texts} emptyClassName="own-empty">
        {(items) => (
          <ul>
            {items.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        )}
      </PagedListStates>,
    ),
  );
}

const button = (name: string) => [...container.querySelectorAll('button')].find((b) => b.textContent === name) ?? null;

describe('PagedListStates', () => {
  it('says it is loading, politely', () => {
    drawList(listView({ kind: 'loading' }));
    expect(container.querySelector('[role="status"]')?.textContent).toBe('Loading…');
  });

  it('says a failure at once and retries through the view', () => {
    const view = listView({ kind: 'failed', error: new Error('x') });
    drawList(view);
    expect(container.querySelector('[role="alert"]')?.textContent).toContain('Could not load.');
    act(() => button('Try again')!.click());
    expect(view.retry).toHaveBeenCalledTimes(1);
  });

  it('draws the empty note as a focus target with the screen’s class', () => {
    drawList(listView({ kind: 'empty', refreshing: false }));
    const note = container.querySelector<HTMLElement>('.own-empty');
    expect(note?.textContent).toBe('Nothing here.');
    expect(note?.tabIndex).toBe(-1);
  });

  it('draws the rows with Load more, busy while the page comes, and the failure of the last try', () => {
    const view = listView({ kind: 'ready', items: ['a', 'b'], more: 'available', refreshing: false });
    drawList(view);
    expect([...container.querySelectorAll('li')].map((li) => li.textContent)).toEqual(['a', 'b']);
    act(() => button('Load more')!.click());
    expect(view.loadMore).toHaveBeenCalledTimes(1);

    const loading = listView({ kind: 'ready', items: ['a'], more: 'loading', refreshing: false });
    drawList(loading);
    const busy = button('Loading more…')!;
    expect(busy.getAttribute('aria-busy')).toBe('true');
    act(() => busy.click());
    expect(loading.loadMore).not.toHaveBeenCalled();

    drawList(listView({ kind: 'ready', items: ['a'], more: 'failed', refreshing: false }));
    expect(container.querySelector('[role="alert"]')?.textContent).toBe('More could not load.');
  });

  it('draws no Load more at the end of the list', () => {
    drawList(listView({ kind: 'ready', items: ['a'], more: 'end', refreshing: false }));
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });
});

describe('ResourceStates', () => {
  function drawResource(status: ResourceStatus<string>, gone?: string) {
    const view = { status, retry: vi.fn() } as unknown as ResourceView<string> & { retry: ReturnType<typeof vi.fn> };
    act(() =>
      root.render(
        <ResourceStates data={view} texts={{ ...texts, gone }}>
          {(value) => <p>value: {value}</p>}
        </ResourceStates>,
      ),
    );
    return view;
  }

  it('draws the value when ready and the failure with Retry when not', () => {
    drawResource({ kind: 'ready', value: 'v', refreshing: false, refreshFailed: false });
    expect(container.textContent).toBe('value: v');
    const failed = drawResource({ kind: 'failed', error: null, placeholder: null });
    act(() => button('Try again')!.click());
    expect(failed.retry).toHaveBeenCalledTimes(1);
  });

  it('says a gone thing with its own words, or as a failure without them', () => {
    drawResource({ kind: 'gone' }, 'It was deleted.');
    expect(container.textContent).toBe('It was deleted.');
    drawResource({ kind: 'gone' });
    expect(button('Try again')).not.toBeNull();
  });
});
