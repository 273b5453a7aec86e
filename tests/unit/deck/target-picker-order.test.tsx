// @vitest-environment jsdom
/**
 * The add-column dialog's target choices are in title order as the reader's language sorts words (ignoring case
 * and accents, numbers by value), not in the server's order or by character codes; favourite lists and antennas are
 * not put first. Lists, antennas and circles with the same title keep the server's order; bookmark categories with
 * the same title are ordered by id.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TargetPicker, type PickedKind } from '../../../src/views/deck/TargetPicker';
import { fakeServices, mount, settle, type ApiStubs, type Mounted } from '../timelines/support/fake-app-services';
import { until } from '../../support/wait-for-state';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

/** The server's answer: out of title order, mixed case and accents, numbers that sort wrongly as text. */
const SERVER_ORDER = [
  { id: '1', title: 'zebra', favourite: true },
  { id: '2', title: 'item 10', favourite: false },
  { id: '3', title: 'Banana', favourite: false },
  { id: '4', title: 'Äpfel', favourite: false },
  { id: '5', title: 'apple', favourite: false },
  { id: '6', title: 'item 9', favourite: false },
];
const BY_TITLE = ['Äpfel', 'apple', 'Banana', 'item 9', 'item 10', 'zebra'];

/** Three titles the language counts as one ("Friends", whatever the case), out of id order, and one before them. */
const SAME_TITLES = [
  { id: '9', title: 'Friends' },
  { id: '4', title: 'friends' },
  { id: '7', title: 'Family' },
  { id: '2', title: 'Friends' },
];

/** The picker's radio choices once loaded: their titles (or ids) in the order shown. */
async function choicesOf(kind: PickedKind, api: ApiStubs) {
  mounted = mount(
    fakeServices({ me: '1', api }),
    <TargetPicker kind={kind} label="Target" picked={null} onPick={vi.fn()} />,
  );
  const { container } = mounted;
  // the server's answer renders inside act
  await settle();
  await until(() => container.querySelector('input[type="radio"]'), `the ${kind} choices`);
  const labels = [...container.querySelectorAll('label')];
  return {
    titles: labels.map((label) => label.textContent),
    ids: labels.map((label) => label.querySelector('input')!.value),
  };
}

describe('the column target picker’s order', () => {
  it.each(['lists', 'antennas', 'circles', 'bookmarkCategories'] as const)(
    '%s are in title order as the language sorts, favourites not first',
    async (kind) => {
      const { titles } = await choicesOf(kind, { [kind]: { list: async () => SERVER_ORDER } });
      expect(titles).toEqual(BY_TITLE);
    },
  );

  it.each(['lists', 'antennas', 'circles'] as const)('%s with the same title keep the server’s order', async (kind) => {
    const { ids } = await choicesOf(kind, { [kind]: { list: async () => SAME_TITLES } });
    expect(ids).toEqual(['7', '9', '4', '2']);
  });

  it('bookmark categories with the same title are ordered by id', async () => {
    const { ids } = await choicesOf('bookmarkCategories', { bookmarkCategories: { list: async () => SAME_TITLES } });
    expect(ids).toEqual(['7', '2', '4', '9']);
  });
});
