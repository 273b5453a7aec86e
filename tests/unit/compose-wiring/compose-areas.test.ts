/**
 * The account's registry of compose areas (services/compose/compose-areas.ts): an area leaving with a draft
 * that holds something opens the compose page a tick later, unless another area is on the page by then.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { COMPOSE_AREAS, composeAreasOf, createComposeAreas } from '../../../src/services/compose/compose-areas';
import {
  onPostingDefaultsChanged,
  postingDefaultsChanged,
} from '../../../src/services/compose/posting-defaults-signal';
import { createEntityStore } from '../../../src/services/store';
import { expectOnePerAccount } from '../../support/account-parts';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function leaving(holds: boolean) {
  return { holdsContent: vi.fn(() => holds), openComposePage: vi.fn() };
}

describe('compose areas', () => {
  it('counts the areas on the page; leaving twice counts once', () => {
    const areas = createComposeAreas();
    const leavePage = areas.enter();
    const leaveColumn = areas.enter(leaving(false));
    expect(areas.count()).toBe(2);
    leavePage();
    leavePage();
    expect(areas.count()).toBe(1);
    leaveColumn();
    expect(areas.count()).toBe(0);
  });

  it('opens the compose page a tick after the last area left with a draft holding something', () => {
    const areas = createComposeAreas();
    const column = leaving(true);
    areas.enter(column)();
    expect(column.holdsContent).toHaveBeenCalledTimes(1);
    expect(column.openComposePage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(0);
    expect(column.openComposePage).toHaveBeenCalledTimes(1);
  });

  it('stays when another area mounts within the tick (the layout changed to one showing the draft)', () => {
    const areas = createComposeAreas();
    const column = leaving(true);
    areas.enter(column)();
    const leavePage = areas.enter();
    vi.advanceTimersByTime(0);
    expect(column.openComposePage).not.toHaveBeenCalled();
    leavePage();
    vi.advanceTimersByTime(10);
    expect(column.openComposePage).not.toHaveBeenCalled();
  });

  it('does nothing for an empty draft, or once disposed', () => {
    const areas = createComposeAreas();
    const empty = leaving(false);
    areas.enter(empty)();
    vi.advanceTimersByTime(10);
    expect(empty.openComposePage).not.toHaveBeenCalled();

    const column = leaving(true);
    const leave = areas.enter(column);
    areas.dispose();
    leave();
    vi.advanceTimersByTime(10);
    expect(column.openComposePage).not.toHaveBeenCalled();
  });
});

describe("the account's compose areas and posting defaults", () => {
  it('are one per account, and letting the account go stops the chart and its listeners', () => {
    const one = createEntityStore({ currentAccountId: '1' });
    const other = createEntityStore({ currentAccountId: '1' });
    const areas = composeAreasOf(one);
    expect(composeAreasOf(one)).toBe(areas);
    const column = leaving(true);
    const leave = areas.enter(column);
    composeAreasOf(other).enter();
    expectOnePerAccount(COMPOSE_AREAS, one, other);
    const heard = { one: vi.fn(), other: vi.fn() };
    onPostingDefaultsChanged(one, heard.one);
    onPostingDefaultsChanged(other, heard.other);
    postingDefaultsChanged(other, { source: { privacy: 'private' } });
    expect(heard.one).not.toHaveBeenCalled();
    expect(heard.other).toHaveBeenCalledTimes(1);

    one.scope.dispose();
    // the chart is stopped: an area leaving with a draft opens nothing any more
    leave();
    vi.advanceTimersByTime(0);
    expect(column.openComposePage).not.toHaveBeenCalled();
    postingDefaultsChanged(one, { source: { privacy: 'public' } });
    expect(heard.one).not.toHaveBeenCalled();
    expect(composeAreasOf(other).count()).toBe(1);
  });
});
