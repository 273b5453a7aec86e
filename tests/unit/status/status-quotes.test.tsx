// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { MAX_QUOTE_DEPTH } from '../../../src/views/status/QuotedStatus';
import { Status } from '../../../src/views/status/Status';
import { rawAccount, rawStatus } from './status-fixtures';
import { click, createHarness, must, type Harness } from './status-harness';

let h: Harness;
beforeEach(() => {
  h = createHarness();
});
afterEach(() => h.unmount());

function quoting(
  id: string,
  state: string,
  quoted: Record<string, unknown> | null,
  extra: Record<string, unknown> = {},
) {
  return rawStatus(id, { content: `<p>post ${id}</p>`, quote: { state, quoted_status: quoted }, ...extra });
}

describe('quotes', () => {
  it('nests an accepted quote as a quote-variant article without reactions or actions', () => {
    h.importRaw(
      quoting(
        '2',
        'accepted',
        rawStatus('1', {
          account: rawAccount('8', { display_name: 'Quoted Person', acct: 'qp' }),
          content: '<p>the quoted words</p>',
          emoji_reactions: [{ name: '👍', count: 1, account_ids: [] }],
        }),
      ),
    );
    h.render(<Status statusId="2" />);
    const outer = must(h.container.querySelector('article'));
    const inner = must(outer.querySelector('.status__quote article'));
    expect(inner.classList.contains('status--quote')).toBe(true);
    expect(inner.hasAttribute('tabindex')).toBe(false);
    expect(inner.querySelector('.status__content')?.textContent).toBe('the quoted words');
    expect(inner.querySelector('.display-name__name')?.textContent).toBe('Quoted Person');
    expect(inner.querySelector('.status__actions, .status__reactions')).toBeNull();
    expect(outer.querySelectorAll(':scope > .status__main > .status__actions')).toHaveLength(1);
  });

  it('opens the quoted post, not the quoting one, when the quote is clicked', () => {
    h.importRaw(quoting('2', 'accepted', rawStatus('1', { account: rawAccount('8', { acct: 'qp' }) })));
    h.render(<Status statusId="2" />);
    click(h.container.querySelector('.status__quote .status__content p'));
    expect(h.navigate).toHaveBeenCalledTimes(1);
    expect(h.navigate).toHaveBeenCalledWith('/@qp/1');
  });

  it('says "This post was deleted" for a deleted quote', () => {
    h.importRaw(quoting('3', 'deleted', null));
    h.render(<Status statusId="3" />);
    expect(h.container.querySelector('.status__quote-message')?.textContent).toBe('This post was deleted');
    expect(h.container.querySelectorAll('article')).toHaveLength(1);
  });

  it('says "Pending approval" for a pending quote, without showing the quoted post', () => {
    h.importRaw(quoting('4', 'pending', rawStatus('1', { content: '<p>not yet</p>' })));
    h.render(<Status statusId="4" />);
    expect(h.container.querySelector('.status__quote-message')?.textContent).toBe('Pending approval');
    expect(h.container.textContent).not.toContain('not yet');
  });

  it.each([
    ['rejected', 'The author of the quoted post declined the quote'],
    ['revoked', 'The author of the quoted post removed the quote'],
    ['unauthorized', 'You are not allowed to see the quoted post'],
  ])('explains a %s quote', (state, text) => {
    h.importRaw(quoting('5', state, null));
    h.render(<Status statusId="5" />);
    expect(h.container.querySelector('.status__quote-message')?.textContent).toBe(text);
  });

  it.each([
    ['muted_account', 'Hidden because you muted the author of this post'],
    ['blocked_account', 'Hidden because you blocked the author of this post'],
    ['blocked_domain', 'Hidden because you blocked the server of this post'],
  ])('hides a %s quote behind "Show anyway"', (state, text) => {
    h.importRaw(quoting('6', state, rawStatus('1', { content: '<p>muted words</p>' })));
    h.render(<Status statusId="6" />);
    expect(h.container.querySelector('.status__quote-message')?.textContent).toBe(text);
    expect(h.container.textContent).not.toContain('muted words');
    click(must(h.container.querySelector('.status__quote-reveal')));
    expect(h.container.querySelector('.status__quote article .status__content')?.textContent).toBe('muted words');
    expect(h.navigate).not.toHaveBeenCalled();
  });

  it('says the quote is not available when the quoted post is not stored', () => {
    h.importRaw(rawStatus('7', { quote: { state: 'accepted', quoted_status_id: '999' } }));
    h.render(<Status statusId="7" />);
    expect(h.container.querySelector('.status__quote-message')?.textContent).toBe('The quoted post is not available');
  });

  it(`nests quotes ${MAX_QUOTE_DEPTH} levels deep, then links to the deeper quote`, () => {
    let raw = rawStatus('q0', { account: rawAccount('9', { acct: 'deep' }), content: '<p>level 0</p>' });
    for (let level = 1; level <= MAX_QUOTE_DEPTH + 2; level++) {
      raw = quoting(`q${level}`, 'accepted', raw, { account: rawAccount('9', { acct: 'deep' }) });
    }
    h.importRaw(raw);
    const top = `q${MAX_QUOTE_DEPTH + 2}`;
    h.render(<Status statusId={top} />);
    expect(h.container.querySelectorAll('article')).toHaveLength(MAX_QUOTE_DEPTH + 1);
    const link = must(h.container.querySelector('.status__quote--link a'));
    expect(link.textContent).toBe('Open the quoted post');
    // the top post, then MAX_QUOTE_DEPTH nested quotes; the next one down is linked
    expect(link.getAttribute('href')).toBe(`/@deep/q${MAX_QUOTE_DEPTH + 2 - (MAX_QUOTE_DEPTH + 1)}`);
  });

  it('survives a post that quotes itself', () => {
    h.importRaw(rawStatus('self', { quote: { state: 'accepted', quoted_status_id: 'self' } }));
    h.render(<Status statusId="self" />);
    expect(h.container.querySelectorAll('article')).toHaveLength(MAX_QUOTE_DEPTH + 1);
  });
});
