// @vitest-environment jsdom
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { AbsoluteTime } from '../../../src/views/common/AbsoluteTime';
import { createTicker, sharedTicker, TICK_MS } from '../../../src/views/common/now-ticker';
import { RelativeTime } from '../../../src/views/common/RelativeTime';
import { relativeAge } from '../../../src/views/common/time-format';
import { createHarness, type Harness } from './status-harness';

const NOW = new Date('2025-03-03T12:00:00.000Z').getTime();
const ago = (ms: number) => new Date(NOW - ms);

describe('relativeAge', () => {
  it.each([
    [0, { unit: 'now' }],
    [-30_000, { unit: 'now' }],
    [9_999, { unit: 'now' }],
    [10_000, { unit: 'seconds', count: 10 }],
    [59_999, { unit: 'seconds', count: 59 }],
    [60_000, { unit: 'minutes', count: 1 }],
    [5 * 60_000 + 59_000, { unit: 'minutes', count: 5 }],
    [3_600_000, { unit: 'hours', count: 1 }],
    [23 * 3_600_000 + 3_599_000, { unit: 'hours', count: 23 }],
    [24 * 3_600_000, { unit: 'date', withYear: false }],
    [400 * 24 * 3_600_000, { unit: 'date', withYear: true }],
  ])('%i ms ago is %j', (ms, expected) => {
    expect(relativeAge(ago(ms), NOW)).toEqual(expected);
  });
});

describe('createTicker', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('runs one interval for all listeners, only while someone listens', () => {
    const setIntervalSpy = vi.spyOn(globalThis, 'setInterval');
    let time = 1000;
    const ticker = createTicker({ intervalMs: 500, clock: () => time });
    const a = vi.fn();
    const b = vi.fn();
    const stopA = ticker.subscribe(a);
    const stopB = ticker.subscribe(b);
    expect(setIntervalSpy).toHaveBeenCalledTimes(1);
    time = 1600;
    expect(ticker.now()).toBe(1000); // the tick's time until the next tick
    vi.advanceTimersByTime(500);
    expect(ticker.now()).toBe(1600);
    expect(a).toHaveBeenCalledTimes(1);
    expect(b).toHaveBeenCalledTimes(1);
    stopA();
    stopB();
    expect(ticker.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
    time = 2000;
    expect(ticker.now()).toBe(2000); // not running: the current time
    setIntervalSpy.mockRestore();
  });
});

describe('RelativeTime and AbsoluteTime', () => {
  let h: Harness;
  beforeEach(() => {
    vi.useFakeTimers();
    vi.setSystemTime(NOW);
  });
  afterEach(() => {
    h.unmount();
    vi.useRealTimers();
  });

  it('updates every post from the one shared ticker and stops it when none is shown', () => {
    h = createHarness();
    const times = [
      '2025-03-03T11:59:55.000Z',
      '2025-03-03T11:55:00.000Z',
      '2025-03-03T10:00:00.000Z',
      '2025-02-01T00:00:00.000Z',
      '2024-12-31T00:00:00.000Z',
    ];
    h.render(
      <>
        {times.map((t) => (
          <RelativeTime key={t} dateTime={t} />
        ))}
      </>,
    );
    const texts = () => [...h.container.querySelectorAll('time')].map((el) => el.textContent);
    expect(texts()).toEqual(['now', '5m', '2h', 'Feb 1', 'Dec 31, 2024']);
    expect(sharedTicker.listenerCount()).toBe(times.length);
    expect(vi.getTimerCount()).toBe(1);
    act(() => {
      vi.advanceTimersByTime(6 * TICK_MS);
    });
    expect(texts()).toEqual(['1m', '6m', '2h', 'Feb 1', 'Dec 31, 2024']);
    h.render(<></>);
    expect(sharedTicker.listenerCount()).toBe(0);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('writes the machine-readable time, and the full date as its tooltip once the pointer comes over it', () => {
    h = createHarness();
    h.render(<RelativeTime dateTime="2025-03-03T11:00:00.000Z" />);
    const time = h.container.querySelector('time')!;
    expect(time.getAttribute('datetime')).toBe('2025-03-03T11:00:00.000Z');
    expect(time.textContent).toBe('1h');
    // made on first hover, not with the first posts
    expect(time.hasAttribute('title')).toBe(false);
    act(() => {
      time.dispatchEvent(new PointerEvent('pointerover', { bubbles: true }));
    });
    expect(time.getAttribute('title')).toMatch(/^Mar 3, 2025/);
  });

  it('speaks Japanese when the reader does', () => {
    h = createHarness({ language: 'ja' });
    h.render(
      <>
        <RelativeTime dateTime="2025-03-03T11:55:00.000Z" />
        <RelativeTime dateTime="2025-03-03T09:00:00.000Z" />
      </>,
    );
    expect([...h.container.querySelectorAll('time')].map((el) => el.textContent)).toEqual(['5分', '3時間']);
  });

  it('renders nothing for an invalid time', () => {
    h = createHarness();
    h.render(
      <>
        <RelativeTime dateTime="not a date" />
        <AbsoluteTime dateTime="" />
      </>,
    );
    expect(h.container.querySelector('time')).toBeNull();
  });

  it('AbsoluteTime shows the full date and time', () => {
    h = createHarness();
    h.render(<AbsoluteTime dateTime="2025-03-03T11:00:00.000Z" />);
    expect(h.container.querySelector('time')?.textContent).toMatch(/^Mar 3, 2025, \d\d:\d\d/);
  });
});
