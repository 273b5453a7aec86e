/**
 * Link-paged timelines (the reader's saved posts): the next page is asked exactly as the Link header's next URL
 * says (its max_id is a bookmark's id, never a status id), a refresh asks for the first page again and keeps the
 * rows below it, the rows are never cut, and without a next link naming a cursor there is nothing older to ask.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import {
  timelineMachine,
  timelinePhase,
  type TimelineFetchInput,
  type TimelineFetchOutput,
} from '../../../src/machines/timeline.machine';
import { statusIds } from '../../../src/machines/timeline-items';
import { linkPageInput, reloadedRows } from '../../../src/machines/timeline-link-paging';
import { statusEntry } from '../../../src/machines/timeline-items';

const range = (from: number, to: number) => Array.from({ length: from - to + 1 }, (_, i) => String(from - i));
const flush = () => new Promise<void>((resolve) => setTimeout(resolve, 0));
const NEXT = 'https://social.example/api/v1/bookmarks?limit=20&max_id=9001';
const rows = (ids: string[]) => ids.map(statusEntry);

function start(timeline: string, answer: (input: TimelineFetchInput, call: number) => TimelineFetchOutput) {
  const calls: TimelineFetchInput[] = [];
  const machine = timelineMachine.provide({
    actors: {
      fetchPage: fromPromise<TimelineFetchOutput, TimelineFetchInput>(async ({ input }) => {
        calls.push(input);
        return answer(input, calls.length);
      }),
    },
  });
  const actor = createActor(machine, { input: { timeline, paging: 'link' } }).start();
  return { actor, calls };
}

describe('link-paged timelines', () => {
  it('asks for the next page with the next link’s cursor and page size as given, not the oldest status id', async () => {
    const { actor, calls } = start('bookmarks', (_input, call) =>
      call === 1 ? { ids: range(50, 31), next: NEXT } : { ids: range(20, 11), next: null },
    );
    actor.send({ type: 'LOAD' });
    await flush();
    actor.send({ type: 'EXPAND' });
    expect(calls.at(-1)).toEqual({ timeline: 'bookmarks', maxId: '9001', limit: 20 });
    await flush();
    expect(statusIds(actor.getSnapshot().context.items)).toEqual([...range(50, 31), ...range(20, 11)]);
    expect(actor.getSnapshot().context.lastChange).toEqual({ step: 'expand', added: 10 });
  });

  it('has no older page without a next link naming a cursor', async () => {
    const { actor, calls } = start('favourites', () => ({
      ids: ['3', '2'],
      next: 'https://social.example/api/v1/favourites?limit=20',
    }));
    actor.send({ type: 'LOAD' });
    await flush();
    actor.send({ type: 'EXPAND' });
    expect(calls).toHaveLength(1);
    expect(timelinePhase(actor.getSnapshot())).toBe('loaded');
  });

  it('refreshes by asking for the first page again, never for posts newer than a status', async () => {
    const { actor, calls } = start('bookmark_category:7', (_input, call) =>
      call === 1 ? { ids: ['5', '4', '3'], next: NEXT } : { ids: ['9', '5', '4'], next: NEXT },
    );
    actor.send({ type: 'LOAD' });
    await flush();
    actor.send({ type: 'REFRESH' });
    expect(calls.at(-1)).toEqual({ timeline: 'bookmark_category:7' });
    await flush();
    expect(statusIds(actor.getSnapshot().context.items)).toEqual(['9', '5', '4', '3']);
    expect(actor.getSnapshot().context.lastChange).toEqual({ step: 'refresh', added: 1 });
    // no gap is ever made: the first page joins the rows it reaches
    expect(actor.getSnapshot().context.items.every((e) => e.kind === 'status')).toBe(true);
  });

  it('is never cut back at the top, as its cursors are not status ids', async () => {
    const { actor } = start('bookmarks', (_input, call) =>
      call === 1 ? { ids: range(100, 71), next: NEXT } : { ids: range(70, 41), next: NEXT },
    );
    actor.send({ type: 'LOAD' });
    await flush();
    actor.send({ type: 'EXPAND' });
    await flush();
    actor.send({ type: 'SCROLLED', atTop: false });
    actor.send({ type: 'SCROLLED', atTop: true });
    expect(statusIds(actor.getSnapshot().context.items)).toHaveLength(60);
    expect(actor.getSnapshot().context.next).toBe(NEXT);
  });

  it('a post taken out (STATUS_DELETED) leaves the rows', async () => {
    const { actor } = start('favourites', () => ({ ids: ['3', '2', '1'], next: null }));
    actor.send({ type: 'LOAD' });
    await flush();
    actor.send({ type: 'STATUS_DELETED', ids: ['2'] });
    expect(statusIds(actor.getSnapshot().context.items)).toEqual(['3', '1']);
  });
});

describe('the next page’s request from a next link', () => {
  it('carries every cursor the link names, and nothing without one', () => {
    expect(linkPageInput('emoji_reactions', 'https://x.example/api/v1/emoji_reactions?max_id=12&limit=40')).toEqual({
      timeline: 'emoji_reactions',
      maxId: '12',
      limit: 40,
    });
    expect(linkPageInput('bookmarks', 'https://x.example/api/v1/bookmarks?min_id=4')).toEqual({
      timeline: 'bookmarks',
      minId: '4',
    });
    expect(linkPageInput('bookmarks', null)).toBeNull();
    expect(linkPageInput('bookmarks', 'https://x.example/api/v1/bookmarks')).toBeNull();
  });
});

describe('the first page asked again, over the rows', () => {
  it('keeps the rows below the page when the page reaches one of them, with their cursor', () => {
    const held = rows(['6', '5', '4', '3', '2', '1']);
    expect(reloadedRows(held, 'cursor-below-1', { ids: ['7', '6', '5'], next: 'page-next' })).toEqual({
      items: rows(['7', '6', '5', '4', '3', '2', '1']),
      next: 'cursor-below-1',
      added: 1,
    });
  });

  it('drops a post missing from the part of the list the page covers (it was unsaved elsewhere)', () => {
    const held = rows(['6', '5', '4', '3']);
    expect(reloadedRows(held, 'below', { ids: ['6', '4'], next: 'page-next' }).items).toEqual(rows(['6', '4', '3']));
  });

  it('moves a post saved again to where the page has it, once', () => {
    const held = rows(['6', '5', '4', '3']);
    expect(reloadedRows(held, 'below', { ids: ['3', '6', '5'], next: 'page-next' }).items).toEqual(
      rows(['3', '6', '5', '4']),
    );
  });

  it('replaces every row when the page is the whole list or reaches none of the rows', () => {
    const held = rows(['6', '5', '4']);
    expect(reloadedRows(held, 'below', { ids: ['6', '4'], next: null })).toEqual({
      items: rows(['6', '4']),
      next: null,
      added: 0,
    });
    expect(reloadedRows(held, 'below', { ids: ['9', '8'], next: 'page-next' })).toEqual({
      items: rows(['9', '8']),
      next: 'page-next',
      added: 2,
    });
    expect(reloadedRows(held, 'below', { ids: [], next: null })).toEqual({ items: [], next: null, added: 0 });
  });
});
