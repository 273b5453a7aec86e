// @vitest-environment jsdom
/**
 * Where a reply was started, and the focus going back there when it is closed: the element pressed while it is on
 * the page; else the same row's control once the row is drawn again (in the same deck column); else the first row
 * showing the post (a boost of it included); never taking the focus from something the reader chose meanwhile.
 */
import { afterEach, describe, expect, it } from 'vitest';
import { replyOriginFor, returnFocusToOrigin, watchPostFocus } from '../../../src/views/compose/reply-origin';

/** An article for row `row` (in deck column `column`, when given) with a Reply and a Boost button. */
function drawRow(row: string, column?: string): HTMLElement {
  const host = column === undefined ? document.body : columnFrame(column);
  const article = document.createElement('article');
  article.dataset.statusId = row;
  article.tabIndex = 0;
  article.innerHTML =
    '<div class="status__actions"><button class="status-action status-action--reply">Reply</button>' +
    '<button class="status-action status-action--reblog">Boost</button></div>';
  host.append(article);
  return article;
}

function columnFrame(id: string): HTMLElement {
  const existing = document.querySelector<HTMLElement>(`[data-column-id="${id}"]`);
  if (existing) return existing;
  const frame = document.createElement('aside');
  frame.className = 'deck-column';
  frame.dataset.columnId = id;
  frame.tabIndex = -1;
  document.body.append(frame);
  return frame;
}

const replyOf = (article: HTMLElement) => article.querySelector<HTMLElement>('.status-action--reply')!;
const nextFrame = () => new Promise<void>((resolve) => requestAnimationFrame(() => resolve()));
const onlyPost = (id: string) => (row: string) => row === id;

watchPostFocus();

afterEach(() => {
  document.body.innerHTML = '';
  (document.activeElement as HTMLElement | null)?.blur?.();
});

describe('the reply origin', () => {
  it('is the Reply button pressed, with its row and column', () => {
    const article = drawRow('s1', 'home');
    replyOf(article).focus();
    const origin = replyOriginFor('s1', onlyPost('s1'));
    expect(origin).toMatchObject({ statusId: 's1', row: 's1', column: 'home', control: 'reply' });
    expect(origin.element).toBe(replyOf(article));
  });

  it('is the post itself when the reply was asked from the focused post (r)', () => {
    const article = drawRow('s1');
    article.focus();
    expect(replyOriginFor('s1', onlyPost('s1'))).toMatchObject({ row: 's1', column: null, control: 'post' });
  });

  it('takes a boost’s row for the boosted post', () => {
    const boost = drawRow('b9', 'local');
    replyOf(boost).focus();
    const origin = replyOriginFor('s1', (row) => row === 's1' || row === 'b9');
    expect(origin).toMatchObject({ row: 'b9', column: 'local', control: 'reply' });
  });

  it('is unknown (any row of the post, its Reply button) when the last focus was on another post', () => {
    replyOf(drawRow('s2')).focus();
    expect(replyOriginFor('s1', onlyPost('s1'))).toEqual({
      statusId: 's1',
      element: null,
      row: null,
      column: null,
      control: 'reply',
    });
  });
});

describe('returning the focus', () => {
  it('focuses the element pressed when it is still on the page', () => {
    const article = drawRow('s1', 'home');
    replyOf(article).focus();
    const origin = replyOriginFor('s1', onlyPost('s1'));
    const text = document.createElement('textarea');
    document.body.append(text);
    text.focus();
    returnFocusToOrigin(origin, onlyPost('s1'));
    expect(document.activeElement).toBe(replyOf(article));
  });

  it('waits for the row to be drawn again, in the same column, and focuses its Reply button', async () => {
    drawRow('s1', 'local');
    const first = drawRow('s1', 'home');
    replyOf(first).focus();
    const origin = replyOriginFor('s1', onlyPost('s1'));
    first.remove();
    document.body.focus();
    const stop = returnFocusToOrigin(origin, onlyPost('s1'));
    await nextFrame();
    const again = drawRow('s1', 'home');
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(replyOf(again));
    stop();
  });

  it('goes to the first row showing the post when the origin is unknown', () => {
    drawRow('s2');
    const showing = drawRow('s1');
    const origin = replyOriginFor('zz', onlyPost('zz'));
    returnFocusToOrigin({ ...origin, statusId: 's1' }, onlyPost('s1'));
    expect(document.activeElement).toBe(replyOf(showing));
  });

  it('never takes the focus from something the reader focused meanwhile', async () => {
    const article = drawRow('s1', 'home');
    replyOf(article).focus();
    const origin = replyOriginFor('s1', onlyPost('s1'));
    article.remove();
    document.body.focus();
    const stop = returnFocusToOrigin(origin, onlyPost('s1'));
    const search = document.createElement('input');
    document.body.append(search);
    search.focus();
    drawRow('s1', 'home');
    await nextFrame();
    await nextFrame();
    expect(document.activeElement).toBe(search);
    stop();
  });
});
