/**
 * The rules of the deck's columns (the multi-column layout), as pure functions over the list of columns.
 *
 * - A column shows one thing (its type and parameters) for one signed-in account (its account key,
 *   `${server}|${accountId}`), at a width. Its id is made from what it shows and whose it is, so the same thing
 *   of the same account is never shown twice.
 * - The default layout is COMPOSE, HOME, NOTIFICATIONS of the deck's own account, at the default width.
 * - A column is added at the end; never a second one with the same id, never more than MAX_DECK_COLUMNS.
 * - A column moves one place left or right, never past either end.
 * - A column is made narrower or wider by one step, between DECK_COLUMN_MIN_WIDTH and DECK_COLUMN_MAX_WIDTH.
 * - A column may change what it shows within its type (a hashtag column's more tags): it keeps its account, width
 *   and place, and becomes another column (its id follows what it shows), never a duplicate of one already there.
 * - A column showing a list, antenna, circle or bookmark category goes when that one is gone (deleted, or its
 *   fetch answered 404) for the column's account.
 * - A stored layout is read defensively: unknown types, bad parameters, duplicates and columns beyond the maximum
 *   are left out, widths are brought within bounds; a layout with no valid column is no layout.
 */

export type DeckColumnType =
  | 'COMPOSE'
  | 'HOME'
  | 'NOTIFICATIONS'
  | 'LIST'
  | 'BOOKMARKS_EX'
  | 'ANTENNA'
  | 'ANTENNA_TIMELINE'
  | 'CIRCLE'
  | 'COMMUNITY'
  | 'PUBLIC'
  | 'HASHTAG'
  | 'LINK';

type NoParams = Record<string, never>;

/** The lists of more tags a hashtag column may take. */
export type HashtagList = 'any' | 'all' | 'none';
const HASHTAG_LISTS: readonly HashtagList[] = ['any', 'all', 'none'];

/** What a column shows: its type and the parameters of that type. */
export type ColumnTarget =
  | { type: 'COMPOSE' | 'HOME' | 'NOTIFICATIONS' | 'ANTENNA'; params: NoParams }
  /** one list's timeline, one antenna's timeline (kmyblue), the reader's posts to one circle (kmyblue) */
  | { type: 'LIST' | 'ANTENNA_TIMELINE' | 'CIRCLE'; params: { id: string } }
  /** the bookmarks, or one bookmark category's posts (kmyblue) */
  | { type: 'BOOKMARKS_EX'; params: { categoryId: string | null } }
  /** the local timeline */
  | { type: 'COMMUNITY'; params: { onlyMedia: boolean } }
  /** the federated timeline */
  | { type: 'PUBLIC'; params: { onlyMedia: boolean; onlyRemote: boolean } }
  /** a hashtag, with its more tags: posts with any of them too, only with all of them, never with one of them */
  | { type: 'HASHTAG'; params: { tag: string; local: boolean } & Partial<Record<HashtagList, string[]>> }
  /** the posts sharing a link */
  | { type: 'LINK'; params: { url: string } };

export type DeckColumn = ColumnTarget & {
  id: string;
  /** the signed-in account whose column it is */
  account: string;
  /** in CSS pixels */
  width: number;
};

/** What a deck column can stand for that may be deleted: a list, antenna, circle or bookmark category. */
export type GoneEntityKind = 'lists' | 'antennas' | 'circles' | 'bookmarkCategories';

export interface GoneEntity {
  account: string;
  kind: GoneEntityKind;
  id: string;
}

export const DECK_COLUMN_MIN_WIDTH = 280;
export const DECK_COLUMN_MAX_WIDTH = 560;
export const DECK_COLUMN_WIDTH_STEP = 70;
export const DECK_COLUMN_DEFAULT_WIDTH = 350;
export const MAX_DECK_COLUMNS = 10;

export type ResizeChange = 'narrower' | 'wider';
export type MoveBy = -1 | 1;

const DEFAULT_TYPES = ['COMPOSE', 'HOME', 'NOTIFICATIONS'] as const;

/** The part of a column's id that says what it shows (the same for equal targets; an empty list counts as none). */
export function targetKey(target: ColumnTarget): string {
  const params = target.params as Record<string, string | boolean | null | readonly string[] | undefined>;
  const parts = Object.keys(params)
    .filter((key) => params[key] !== undefined && !(Array.isArray(params[key]) && params[key].length === 0))
    .sort()
    .map((key) => `${key}=${encodeURIComponent(String(params[key]))}`);
  return parts.length === 0 ? target.type : `${target.type}?${parts.join('&')}`;
}

export function columnId(account: string, target: ColumnTarget): string {
  return `${account}#${targetKey(target)}`;
}

/** A column of `account` showing `target`, at `width` (the default width unless given). */
export function makeColumn(account: string, target: ColumnTarget, width = DECK_COLUMN_DEFAULT_WIDTH): DeckColumn {
  return { ...target, id: columnId(account, target), account, width: clampWidth(width) } as DeckColumn;
}

/** The default layout of the deck of `account`: COMPOSE, HOME, NOTIFICATIONS. */
export function defaultColumns(account: string): DeckColumn[] {
  return DEFAULT_TYPES.map((type) => makeColumn(account, { type, params: {} }));
}

export function clampWidth(width: number): number {
  if (!Number.isFinite(width)) return DECK_COLUMN_DEFAULT_WIDTH;
  return Math.min(DECK_COLUMN_MAX_WIDTH, Math.max(DECK_COLUMN_MIN_WIDTH, Math.round(width)));
}

const indexOf = (columns: readonly DeckColumn[], id: string) => columns.findIndex((column) => column.id === id);

/** Why a column may not be added: it is there already, or the deck is full. */
export type AddProblem = 'duplicate' | 'full';

export function addProblem(columns: readonly DeckColumn[], column: DeckColumn): AddProblem | null {
  if (indexOf(columns, column.id) !== -1) return 'duplicate';
  return columns.length >= MAX_DECK_COLUMNS ? 'full' : null;
}

export function canAddColumn(columns: readonly DeckColumn[], column: DeckColumn): boolean {
  return addProblem(columns, column) === null;
}

/** The columns with `column` at the end (the same array when it may not be added). */
export function addColumn(columns: readonly DeckColumn[], column: DeckColumn): readonly DeckColumn[] {
  return canAddColumn(columns, column) ? [...columns, column] : columns;
}

export function hasColumn(columns: readonly DeckColumn[], id: string): boolean {
  return indexOf(columns, id) !== -1;
}

export function removeColumn(columns: readonly DeckColumn[], id: string): readonly DeckColumn[] {
  return hasColumn(columns, id) ? columns.filter((column) => column.id !== id) : columns;
}

export function canMoveColumn(columns: readonly DeckColumn[], id: string, by: MoveBy): boolean {
  const at = indexOf(columns, id);
  return at !== -1 && at + by >= 0 && at + by < columns.length;
}

/** The columns with `id` swapped with its neighbour on the `by` side (the same array at an end). */
export function moveColumn(columns: readonly DeckColumn[], id: string, by: MoveBy): readonly DeckColumn[] {
  if (!canMoveColumn(columns, id, by)) return columns;
  const at = indexOf(columns, id);
  const next = [...columns];
  [next[at], next[at + by]] = [next[at + by]!, next[at]!];
  return next;
}

/**
 * The columns with `id` showing `target` instead (its type's other parameters), in place, with its account and
 * width; the same array when it is unknown, of another type, or would duplicate another column.
 */
export function retargetColumn(
  columns: readonly DeckColumn[],
  id: string,
  target: ColumnTarget,
): readonly DeckColumn[] {
  const at = indexOf(columns, id);
  const column = columns[at];
  if (column === undefined || column.type !== target.type) return columns;
  const changed = makeColumn(column.account, target, column.width);
  if (changed.id !== id && hasColumn(columns, changed.id)) return columns;
  return columns.map((c, i) => (i === at ? changed : c));
}

export function canRetargetColumn(columns: readonly DeckColumn[], id: string, target: ColumnTarget): boolean {
  return retargetColumn(columns, id, target) !== columns;
}

/** The width one step narrower or wider, within bounds. */
export function resizedWidth(width: number, change: ResizeChange): number {
  return clampWidth(width + (change === 'wider' ? DECK_COLUMN_WIDTH_STEP : -DECK_COLUMN_WIDTH_STEP));
}

export function canResizeColumn(columns: readonly DeckColumn[], id: string, change: ResizeChange): boolean {
  const column = columns[indexOf(columns, id)];
  return column !== undefined && resizedWidth(column.width, change) !== column.width;
}

export function resizeColumn(columns: readonly DeckColumn[], id: string, change: ResizeChange): readonly DeckColumn[] {
  if (!canResizeColumn(columns, id, change)) return columns;
  return columns.map((column) =>
    column.id === id ? { ...column, width: resizedWidth(column.width, change) } : column,
  );
}

/** The list, antenna, circle or bookmark category a column shows, if any (without its account). */
export function entityOfColumn(column: ColumnTarget): { kind: GoneEntityKind; id: string } | null {
  switch (column.type) {
    case 'LIST':
      return { kind: 'lists', id: column.params.id };
    case 'ANTENNA_TIMELINE':
      return { kind: 'antennas', id: column.params.id };
    case 'CIRCLE':
      return { kind: 'circles', id: column.params.id };
    case 'BOOKMARKS_EX':
      return column.params.categoryId === null ? null : { kind: 'bookmarkCategories', id: column.params.categoryId };
    default:
      return null;
  }
}

export function showsEntity(column: DeckColumn, gone: GoneEntity): boolean {
  const entity = entityOfColumn(column);
  return entity !== null && column.account === gone.account && entity.kind === gone.kind && entity.id === gone.id;
}

/** The columns showing `gone`. */
export function columnsShowing(columns: readonly DeckColumn[], gone: GoneEntity): DeckColumn[] {
  return columns.filter((column) => showsEntity(column, gone));
}

export function withoutEntity(columns: readonly DeckColumn[], gone: GoneEntity): readonly DeckColumn[] {
  return columns.some((column) => showsEntity(column, gone))
    ? columns.filter((column) => !showsEntity(column, gone))
    : columns;
}

/** Whether the columns are the default layout of `account` exactly (order and widths). */
export function isDefaultLayout(columns: readonly DeckColumn[], account: string): boolean {
  const defaults = defaultColumns(account);
  return (
    columns.length === defaults.length &&
    columns.every((column, i) => column.id === defaults[i]!.id && column.width === defaults[i]!.width)
  );
}

// ---- stored layouts ----

/** A layout as stored: `saved` says the reader changed it (the flag never leaves this browser). */
export interface StoredDeckLayout {
  version: 1;
  saved: boolean;
  columns: Array<{ type: DeckColumnType; params: ColumnTarget['params']; account: string; width: number }>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const flag = (value: unknown): boolean => value === true;

/** The target a stored column names, or null when its type or parameters are not valid. */
export function targetOfStored(type: unknown, rawParams: unknown): ColumnTarget | null {
  const params = isRecord(rawParams) ? rawParams : {};
  switch (type) {
    case 'COMPOSE':
    case 'HOME':
    case 'NOTIFICATIONS':
    case 'ANTENNA':
      return { type, params: {} };
    case 'LIST':
    case 'ANTENNA_TIMELINE':
    case 'CIRCLE': {
      const id = text(params.id);
      return id === null ? null : { type, params: { id } };
    }
    case 'BOOKMARKS_EX': {
      if (params.categoryId === null || params.categoryId === undefined) return { type, params: { categoryId: null } };
      const categoryId = text(params.categoryId);
      return categoryId === null ? null : { type, params: { categoryId } };
    }
    case 'COMMUNITY':
      return { type, params: { onlyMedia: flag(params.onlyMedia) } };
    case 'PUBLIC':
      return { type, params: { onlyMedia: flag(params.onlyMedia), onlyRemote: flag(params.onlyRemote) } };
    case 'HASHTAG': {
      const tag = text(params.tag);
      if (tag === null) return null;
      // each list of more tags kept when it is a list of tags
      const lists = HASHTAG_LISTS.map((key) => [key, params[key]] as const).filter(
        ([, tags]) => Array.isArray(tags) && tags.length > 0 && tags.every((t) => text(t) !== null),
      );
      return {
        type,
        params: { tag, local: flag(params.local), ...(Object.fromEntries(lists) as Record<HashtagList, string[]>) },
      };
    }
    case 'LINK': {
      const url = text(params.url);
      return url === null ? null : { type, params: { url } };
    }
    default:
      return null;
  }
}

/** The layout read from storage (see the rules above), or null when there is none worth using. */
export function restoreLayout(raw: unknown): { saved: boolean; columns: DeckColumn[] } | null {
  if (!isRecord(raw) || raw.version !== 1 || !Array.isArray(raw.columns)) return null;
  let columns: readonly DeckColumn[] = [];
  for (const stored of raw.columns) {
    if (!isRecord(stored)) continue;
    const target = targetOfStored(stored.type, stored.params);
    const account = text(stored.account);
    if (target === null || account === null) continue;
    const width = typeof stored.width === 'number' ? stored.width : DECK_COLUMN_DEFAULT_WIDTH;
    columns = addColumn(columns, makeColumn(account, target, width));
  }
  return columns.length === 0 ? null : { saved: raw.saved === true, columns: [...columns] };
}

/** The layout as it is stored. */
export function storedLayout(saved: boolean, columns: readonly DeckColumn[]): StoredDeckLayout {
  return {
    version: 1,
    saved,
    columns: columns.map(({ type, params, account, width }) => ({ type, params, account, width })),
  };
}
