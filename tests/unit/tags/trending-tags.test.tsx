// @vitest-environment jsdom
/**
 * The trending hashtags list (for Explore): 10 unless told, each tag linking to its timeline with the people of
 * the past 2 days and a sparkline of its posts per day, an image whose label gives the numbers oldest first. A
 * failure raises no alert: the list says so and offers Retry. Nothing trending says so too.
 */
import { act } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TrendingTags } from '../../../src/views/tags/TrendingTags';
import {
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from '../timelines/support/fake-app-services';
import { rawTag, refused } from './tag-fixtures';

let mounted: Mounted | null = null;
afterEach(() => {
  mounted?.unmount();
  mounted = null;
});

function show(trendTags: (...args: never[]) => unknown, limit?: number) {
  const services = fakeServices({ me: null, api: { discovery: { trendTags } } });
  mounted = mount(services, <TrendingTags limit={limit} />);
  return services;
}

const container = () => mounted!.container;

describe('trending hashtags', () => {
  it('lists the trends with their people and a labelled sparkline of the week', async () => {
    const trendTags = vi
      .fn()
      .mockResolvedValue([
        rawTag('Birds', { uses: [5, 2, 1, 0, 0, 0, 0] }),
        rawTag('cats', { uses: [1, 1, 1, 1, 1, 1, 1] }),
      ]);
    show(trendTags);
    await settle();
    expect(trendTags).toHaveBeenCalledWith({ limit: 10 }, expect.anything());
    const list = container().querySelector('ul')!;
    expect(list.getAttribute('aria-label')).toBe('Trending hashtags');
    const rows = [...list.querySelectorAll('li')];
    expect(rows.map((row) => row.querySelector('a')?.getAttribute('href'))).toEqual(['/tags/Birds', '/tags/cats']);
    // accounts are half the uses in the fixture, rounded up: 3 + 1 over the last 2 days
    expect(rows[0]!.querySelector('.tags-row__meta')?.textContent).toBe('4 people in the past 2 days');
    const chart = rows[0]!.querySelector('svg[role="img"]')!;
    expect(chart.getAttribute('aria-label')).toBe(
      'Posts per day with #Birds over the past 7 days, oldest first: 0, 0, 0, 0, 1, 2, 5',
    );
    expect(chart.querySelector('polyline')?.getAttribute('points')?.split(' ')).toHaveLength(7);
    await expectNoAxeViolations(container());
  });

  it('asks for as many as the screen shows', async () => {
    const trendTags = vi.fn().mockResolvedValue([]);
    show(trendTags, 5);
    await settle();
    expect(trendTags).toHaveBeenCalledWith({ limit: 5 }, expect.anything());
    expect(container().textContent).toBe('Nothing is trending right now.');
  });

  it('says calmly (a status, not an alert) that the trends could not be loaded, and retries', async () => {
    const trendTags = vi
      .fn()
      .mockRejectedValueOnce(refused(503))
      .mockResolvedValueOnce([rawTag('cats')]);
    const services = show(trendTags);
    await settle();
    expect(container().querySelector('[role="status"]')?.textContent).toContain(
      'Trending hashtags could not be loaded.',
    );
    expect(container().querySelector('[role="alert"]')).toBeNull();
    expect(services.alerts.getSnapshot()).toEqual([]);
    const retry = [...container().querySelectorAll('button')].find((b) => b.textContent === 'Try again')!;
    act(() => retry.click());
    await settle();
    expect(container().querySelector('a')?.getAttribute('href')).toBe('/tags/cats');
    expect(container().querySelector('.tags-row__meta')?.textContent).toBe('0 people in the past 2 days');
  });
});
