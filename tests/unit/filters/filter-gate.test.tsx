// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { statusUiOf } from '../../../src/services/status/status-ui-store';
import { importFilters } from '../../../src/services/store/record-importers';
import { FilterGate } from '../../../src/views/status/FilterGate';
import { MediaGrid } from '../../../src/views/status/media/MediaGrid';
import { rawAccount, rawStatus } from '../status/status-fixtures';
import { click, createHarness, type Harness } from '../status/status-harness';

let h: Harness;
beforeEach(() => {
  h = createHarness({ me: 'me' });
});
afterEach(() => h.unmount());

const result = (id: string, title: string, action: string, context = ['home', 'public', 'thread']) => ({
  filter: { id, title, context, filter_action: action, expires_at: null },
  keyword_matches: ['x'],
  status_matches: null,
});
const image = {
  id: 'm1',
  type: 'image',
  url: 'https://files.example/m1.png',
  preview_url: 'https://files.example/m1s.png',
  remote_url: null,
  description: 'a picture',
  blurhash: null,
  meta: { original: { width: 400, height: 300 } },
};

function Post({ id, context }: { id: string; context: string }) {
  const status = h.store.get('statuses', id)!;
  return (
    <article tabIndex={0} aria-label="post">
      <FilterGate statusId={id} contextType={context}>
        <p className="content">{status.searchText}</p>
        <MediaGrid status={status} />
      </FilterGate>
    </article>
  );
}

describe('FilterGate: the warning text with a reveal', () => {
  it('shows "Filtered: {titles}" instead of the content; "Show anyway" reveals it and the choice is kept', () => {
    h.importRaw(
      rawStatus('1', {
        content: '<p>spoiler text</p>',
        filtered: [result('f1', 'Films', 'warn'), result('f2', 'Series', 'warn')],
      }),
    );
    h.render(<Post id="1" context="home" />);
    expect(h.container.textContent).toContain('Filtered: Films, Series');
    expect(h.container.querySelector('.content')).toBeNull();
    click([...h.container.querySelectorAll('button')].find((b) => b.textContent === 'Show anyway'));
    expect(h.container.querySelector('.content')?.textContent).toContain('spoiler text');
    expect(statusUiOf(h.store).get('1').filterRevealed).toBe(true);
    expect(document.activeElement?.getAttribute('aria-label')).toBe('post');
    // a remount (the row left the virtual feed and came back) stays revealed
    h.render(<div />);
    h.render(<Post id="1" context="home" />);
    expect(h.container.querySelector('.content')).not.toBeNull();
  });

  it('shows the content where the filter does not apply, and for own posts', () => {
    h.importRaw(rawStatus('1', { filtered: [result('f1', 'Films', 'warn', ['notifications'])] }));
    h.importRaw(rawStatus('2', { account: rawAccount('me'), filtered: [result('f1', 'Films', 'warn')] }));
    h.render(
      <>
        <Post id="1" context="home" />
        <Post id="2" context="home" />
      </>,
    );
    expect(h.container.textContent).not.toContain('Filtered');
    expect(h.container.querySelectorAll('.content')).toHaveLength(2);
  });

  it('in detailed, bookmarks and favourites a hide filter gives the warning', () => {
    h.importRaw(rawStatus('1', { filtered: [result('f1', 'Politics', 'hide')] }));
    h.render(<Post id="1" context="detailed" />);
    expect(h.container.textContent).toContain('Filtered: Politics');
  });
});

describe('FilterGate and the media: blur hides only the media', () => {
  it('covers the media with "Matches filter “{title}”" / "Click to show" and keeps the text', () => {
    h.importRaw(
      rawStatus('1', { content: '<p>look</p>', media_attachments: [image], filtered: [result('f1', 'Gore', 'blur')] }),
    );
    h.render(<Post id="1" context="home" />);
    expect(h.container.querySelector('.content')).not.toBeNull();
    const overlay = h.container.querySelector('.media-overlay');
    expect(overlay?.textContent).toBe('Matches filter “Gore” Click to show');
    expect(h.container.querySelector('.media-grid')?.getAttribute('data-visible')).toBe('false');
  });

  it('a blur filter of another context leaves the media shown', () => {
    h.importRaw(
      rawStatus('1', { media_attachments: [image], filtered: [result('f1', 'Gore', 'blur', ['notifications'])] }),
    );
    h.render(<Post id="1" context="home" />);
    expect(h.container.querySelector('.media-grid')?.getAttribute('data-visible')).toBe('true');
  });

  it('precedence: filter before sensitive; media filters loaded later hide shown media', () => {
    h.importRaw(rawStatus('1', { sensitive: true, media_attachments: [image] }));
    h.render(<Post id="1" context="home" />);
    expect(h.container.querySelector('.media-overlay')?.textContent).toBe('Sensitive content Click to show');
    h.importRaw(rawStatus('2', { content: '<p>gory</p>', media_attachments: [image] }));
    h.render(<Post key="2" id="2" context="home" />);
    expect(h.container.querySelector('.media-grid')?.getAttribute('data-visible')).toBe('true');
    act(() => {
      importFilters(h.store, [
        {
          id: 'f9',
          title: 'Gore',
          context: ['home'],
          filter_action: 'blur',
          keywords: [{ id: 'k', keyword: 'gory', whole_word: true }],
          statuses: [],
          expires_at: null,
        },
      ]);
    });
    expect(h.container.querySelector('.media-grid')?.getAttribute('data-visible')).toBe('false');
    expect(h.container.querySelector('.media-overlay')?.textContent).toBe('Matches filter “Gore” Click to show');
  });
});
