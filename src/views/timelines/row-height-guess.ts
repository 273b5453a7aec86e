/**
 * A guess, before anything is laid out, of how tall a post's row will be, so that a feed's first paint draws about
 * as many rows as fill the window and no more (every row drawn beyond that is rendered, laid out and removed again
 * before the reader sees a post). It errs neither way by much: a short guess draws a row too many, a long one leaves
 * the window's foot empty until the other rows follow a moment later.
 */
import type { Status } from '../../domain/entities/status';
import type { FeedEntry } from '../../machines/timeline-types';

/** A short post's row (a line or two of text): the guess when nothing is known of the post. */
export const SHORT_POST_PX = 150;
/** The header, a line of text and the action bar. */
const BASE_PX = 120;
const LINE_PX = 22;
/** Characters on a line in a narrow column. */
const LINE_CHARS = 70;
/** A long post is drawn in full, but a window never holds more of it than this. */
const MAX_LINES = 30;
/** The spoiler text and its "show" button. */
const WARNING_PX = 44;
/** A media grid: about half a column's width high. */
const MEDIA_PX = 240;
const CARD_PX = 110;
const POLL_PX = 130;
const QUOTE_PX = 140;
/** The "boosted by" line. */
const BOOSTED_PX = 24;

const TAG = /<[^>]*>/g;

function textLines(html: string): number {
  const length = html.replace(TAG, '').length;
  return Math.min(MAX_LINES, Math.ceil(length / LINE_CHARS));
}

/** The guessed height of the row showing `shown` (a boost's original when `boosted`). */
export function guessStatusRowPx(shown: Status, boosted: boolean): number {
  let px = BASE_PX + (boosted ? BOOSTED_PX : 0);
  // a post matching a filter that warns is shown as one line naming the filter
  if (shown.filtered.some((result) => result.filter_action === 'warn')) return px;
  const warned = shown.spoiler_text !== '';
  // behind a content warning the text is folded away (the media and the card stay)
  if (warned) px += WARNING_PX;
  else px += Math.max(0, textLines(shown.content) - 1) * LINE_PX;
  if (!warned && shown.pollId !== null) px += POLL_PX;
  if (shown.media_attachments.length > 0) px += MEDIA_PX;
  else if (shown.card !== null) px += CARD_PX;
  if (shown.quote !== null) px += QUOTE_PX;
  return px;
}

const GAP_PX = 50;
const SUGGESTIONS_PX = 300;

/** The guessed height of a timeline's row; a post not (yet) in the store is guessed a short one. */
export function guessFeedEntryPx(entry: FeedEntry, statusOf: (id: string) => Status | undefined): number {
  if (entry.kind === 'gap') return GAP_PX;
  if (entry.kind === 'suggestions') return SUGGESTIONS_PX;
  const status = statusOf(entry.id);
  const shown = status && status.reblogId !== null ? statusOf(status.reblogId) : status;
  return shown === undefined ? SHORT_POST_PX : guessStatusRowPx(shown, shown !== status);
}

/** How many of the first rows fill a window `viewportPx` high, by their guessed heights (at least one). */
export function rowsFillingViewport(guesses: Iterable<number>, viewportPx: number): number {
  let count = 0;
  let filled = 0;
  for (const px of guesses) {
    count += 1;
    filled += px;
    if (filled >= viewportPx) break;
  }
  return Math.max(1, count);
}
