import { describe, expect, it } from 'vitest';
import {
  addColumn,
  addProblem,
  canMoveColumn,
  canResizeColumn,
  columnId,
  columnsShowing,
  DECK_COLUMN_DEFAULT_WIDTH,
  DECK_COLUMN_MAX_WIDTH,
  DECK_COLUMN_MIN_WIDTH,
  DECK_COLUMN_WIDTH_STEP,
  defaultColumns,
  entityOfColumn,
  isDefaultLayout,
  makeColumn,
  MAX_DECK_COLUMNS,
  moveColumn,
  removeColumn,
  resizeColumn,
  restoreLayout,
  retargetColumn,
  storedLayout,
  withoutEntity,
  type ColumnTarget,
} from '../../../src/machines/deck-columns-rules';

const ALICE = 'https://social.example|1';
const BOB = 'https://other.example|7';
const list = (id: string): ColumnTarget => ({ type: 'LIST', params: { id } });
const types = (columns: readonly { type: string }[]) => columns.map((c) => c.type);

describe("a hashtag column's more tags", () => {
  const cats = (extras: { any?: string[]; all?: string[]; none?: string[] } = {}): ColumnTarget => ({
    type: 'HASHTAG',
    params: { tag: 'cats', local: false, ...extras },
  });

  it('are part of what the column shows: other tags, another column; none, the column it always was', () => {
    expect(columnId(ALICE, cats({ any: [], all: [], none: [] }))).toBe(columnId(ALICE, cats()));
    expect(columnId(ALICE, cats({ any: ['dogs'] }))).not.toBe(columnId(ALICE, cats()));
    expect(columnId(ALICE, cats({ any: ['dogs'] }))).not.toBe(columnId(ALICE, cats({ none: ['dogs'] })));
  });

  it('change in place: the column keeps its account, width and place, and may not become a duplicate', () => {
    const first = makeColumn(ALICE, cats(), 420);
    const other = makeColumn(ALICE, cats({ any: ['dogs'] }));
    const columns = [first, makeColumn(ALICE, list('1'))];
    const changed = retargetColumn(columns, first.id, cats({ none: ['fish'] }));
    expect(changed[0]).toMatchObject({ account: ALICE, width: 420, params: { tag: 'cats', none: ['fish'] } });
    expect(changed[0]!.id).toBe(columnId(ALICE, cats({ none: ['fish'] })));
    expect(changed[1]).toBe(columns[1]);
    // the tags another column already shows, another type, an unknown column: nothing changes
    expect(retargetColumn([first, other], first.id, cats({ any: ['dogs'] }))).toEqual([first, other]);
    expect(retargetColumn(columns, first.id, list('2'))).toBe(columns);
    expect(retargetColumn(columns, 'nope', cats({ any: ['dogs'] }))).toBe(columns);
  });

  it('are stored and read back; unreadable ones are left out', () => {
    const stored = storedLayout(true, [makeColumn(ALICE, cats({ any: ['dogs'], none: ['fish'] }))]);
    expect(restoreLayout(JSON.parse(JSON.stringify(stored)))?.columns[0]?.params).toEqual({
      tag: 'cats',
      local: false,
      any: ['dogs'],
      none: ['fish'],
    });
    const odd = restoreLayout({
      version: 1,
      saved: true,
      columns: [
        { type: 'HASHTAG', params: { tag: 'cats', any: 'dogs', all: [3, ''], none: ['fish'] }, account: ALICE },
      ],
    });
    expect(odd?.columns[0]?.params).toEqual({ tag: 'cats', local: false, none: ['fish'] });
  });
});

describe('the default layout', () => {
  it('is COMPOSE, HOME, NOTIFICATIONS of the deck’s own account at the default width', () => {
    const columns = defaultColumns(ALICE);
    expect(types(columns)).toEqual(['COMPOSE', 'HOME', 'NOTIFICATIONS']);
    expect(columns.every((c) => c.account === ALICE && c.width === DECK_COLUMN_DEFAULT_WIDTH)).toBe(true);
    expect(isDefaultLayout(columns, ALICE)).toBe(true);
    expect(isDefaultLayout(columns.slice(1), ALICE)).toBe(false);
  });
});

describe('a column’s id', () => {
  it('is made from what it shows and whose it is: equal targets give equal ids, parameters in any order', () => {
    expect(columnId(ALICE, { type: 'PUBLIC', params: { onlyMedia: true, onlyRemote: false } })).toBe(
      columnId(ALICE, { type: 'PUBLIC', params: { onlyRemote: false, onlyMedia: true } }),
    );
    expect(columnId(ALICE, list('1'))).not.toBe(columnId(BOB, list('1')));
    expect(columnId(ALICE, list('1'))).not.toBe(columnId(ALICE, list('2')));
  });
});

describe('adding', () => {
  it('puts the column at the end', () => {
    const columns = addColumn(defaultColumns(ALICE), makeColumn(BOB, list('1')));
    expect(columns.at(-1)?.account).toBe(BOB);
    expect(columns).toHaveLength(4);
  });

  it('never adds the same thing of the same account twice', () => {
    const columns = defaultColumns(ALICE);
    const home = makeColumn(ALICE, { type: 'HOME', params: {} });
    expect(addProblem(columns, home)).toBe('duplicate');
    expect(addColumn(columns, home)).toBe(columns);
    // another account's home is another column
    expect(addProblem(columns, makeColumn(BOB, { type: 'HOME', params: {} }))).toBeNull();
  });

  it(`never holds more than ${MAX_DECK_COLUMNS} columns`, () => {
    let columns: ReturnType<typeof addColumn> = [];
    for (let i = 0; i < MAX_DECK_COLUMNS; i += 1) columns = addColumn(columns, makeColumn(ALICE, list(String(i))));
    expect(columns).toHaveLength(MAX_DECK_COLUMNS);
    expect(addProblem(columns, makeColumn(ALICE, list('x')))).toBe('full');
    expect(addColumn(columns, makeColumn(ALICE, list('x')))).toBe(columns);
  });
});

describe('removing', () => {
  it('takes the column out; an unknown id changes nothing', () => {
    const columns = defaultColumns(ALICE);
    expect(types(removeColumn(columns, columns[1]!.id))).toEqual(['COMPOSE', 'NOTIFICATIONS']);
    expect(removeColumn(columns, 'nope')).toBe(columns);
  });
});

describe('moving', () => {
  it('swaps the column with its neighbour on that side', () => {
    const columns = defaultColumns(ALICE);
    expect(types(moveColumn(columns, columns[1]!.id, -1))).toEqual(['HOME', 'COMPOSE', 'NOTIFICATIONS']);
    expect(types(moveColumn(columns, columns[1]!.id, 1))).toEqual(['COMPOSE', 'NOTIFICATIONS', 'HOME']);
  });

  it('never moves past either end', () => {
    const columns = defaultColumns(ALICE);
    expect(canMoveColumn(columns, columns[0]!.id, -1)).toBe(false);
    expect(canMoveColumn(columns, columns[2]!.id, 1)).toBe(false);
    expect(moveColumn(columns, columns[0]!.id, -1)).toBe(columns);
    expect(canMoveColumn(columns, 'nope', 1)).toBe(false);
  });
});

describe('resizing', () => {
  it('changes the width by one step', () => {
    const columns = defaultColumns(ALICE);
    const id = columns[0]!.id;
    expect(resizeColumn(columns, id, 'wider')[0]!.width).toBe(DECK_COLUMN_DEFAULT_WIDTH + DECK_COLUMN_WIDTH_STEP);
    expect(resizeColumn(columns, id, 'narrower')[0]!.width).toBe(DECK_COLUMN_DEFAULT_WIDTH - DECK_COLUMN_WIDTH_STEP);
  });

  it('stays between the minimum and the maximum width', () => {
    const narrow = [makeColumn(ALICE, list('1'), DECK_COLUMN_MIN_WIDTH)];
    const wide = [makeColumn(ALICE, list('1'), DECK_COLUMN_MAX_WIDTH)];
    expect(canResizeColumn(narrow, narrow[0]!.id, 'narrower')).toBe(false);
    expect(resizeColumn(narrow, narrow[0]!.id, 'narrower')).toBe(narrow);
    expect(canResizeColumn(wide, wide[0]!.id, 'wider')).toBe(false);
    expect(makeColumn(ALICE, list('1'), 10_000).width).toBe(DECK_COLUMN_MAX_WIDTH);
    expect(makeColumn(ALICE, list('1'), Number.NaN).width).toBe(DECK_COLUMN_DEFAULT_WIDTH);
  });
});

describe('a gone list, antenna, circle or bookmark category', () => {
  const columns = [
    makeColumn(ALICE, list('1')),
    makeColumn(BOB, list('1')),
    makeColumn(ALICE, { type: 'ANTENNA_TIMELINE', params: { id: '1' } }),
    makeColumn(ALICE, { type: 'CIRCLE', params: { id: '1' } }),
    makeColumn(ALICE, { type: 'BOOKMARKS_EX', params: { categoryId: '1' } }),
    makeColumn(ALICE, { type: 'BOOKMARKS_EX', params: { categoryId: null } }),
  ];

  it('takes the columns showing it for that account, and no other', () => {
    const gone = { account: ALICE, kind: 'lists' as const, id: '1' };
    expect(columnsShowing(columns, gone).map((c) => c.account)).toEqual([ALICE]);
    expect(withoutEntity(columns, gone)).toHaveLength(columns.length - 1);
    expect(withoutEntity(columns, { account: ALICE, kind: 'lists', id: '2' })).toBe(columns);
    expect(withoutEntity(columns, { account: ALICE, kind: 'bookmarkCategories', id: '1' })).toHaveLength(5);
  });

  it('is what the list, antenna timeline, circle and category columns show; all bookmarks show none', () => {
    expect(columns.map(entityOfColumn)).toEqual([
      { kind: 'lists', id: '1' },
      { kind: 'lists', id: '1' },
      { kind: 'antennas', id: '1' },
      { kind: 'circles', id: '1' },
      { kind: 'bookmarkCategories', id: '1' },
      null,
    ]);
  });
});

describe('a stored layout', () => {
  it('comes back as it was stored', () => {
    const columns = [makeColumn(BOB, list('1'), 420), ...defaultColumns(ALICE)];
    const stored = JSON.parse(JSON.stringify(storedLayout(true, columns))) as unknown;
    expect(restoreLayout(stored)).toEqual({ saved: true, columns });
  });

  it('is read defensively: unknown types, bad parameters, duplicates left out, widths within bounds', () => {
    const restored = restoreLayout({
      version: 1,
      saved: true,
      columns: [
        { type: 'HOME', params: {}, account: ALICE, width: 99_999 },
        { type: 'HOME', params: {}, account: ALICE, width: 350 },
        { type: 'NOPE', params: {}, account: ALICE, width: 350 },
        { type: 'LIST', params: {}, account: ALICE, width: 350 },
        { type: 'HASHTAG', params: { tag: 'cats', local: 'yes' }, account: ALICE },
        { type: 'BOOKMARKS_EX', params: { categoryId: 5 }, account: ALICE, width: 350 },
        { type: 'COMPOSE', params: {}, account: '', width: 350 },
        'junk',
      ],
    });
    expect(restored?.columns.map((c) => [c.type, c.width, c.params])).toEqual([
      ['HOME', DECK_COLUMN_MAX_WIDTH, {}],
      ['HASHTAG', DECK_COLUMN_DEFAULT_WIDTH, { tag: 'cats', local: false }],
    ]);
  });

  it('with no valid column, or of another version, is no layout', () => {
    expect(restoreLayout({ version: 1, saved: true, columns: [] })).toBeNull();
    expect(
      restoreLayout({ version: 2, saved: true, columns: storedLayout(true, defaultColumns(ALICE)).columns }),
    ).toBeNull();
    expect(restoreLayout('junk')).toBeNull();
    expect(restoreLayout(null)).toBeNull();
  });
});
