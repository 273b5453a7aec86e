// @vitest-environment jsdom
/**
 * The timeline screen's settings disclosure: it opens the per-timeline regex filter (a client setting), whose field is
 * labelled and loads with its strings on first opening.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/domain/entities/api-types';
import TimelineScreen from '../../../src/views/timelines/TimelineScreen';
import { TimelineTargetContext } from '../../../src/views/timelines/timeline-target-context';
import { typeValue } from './support/drive-screen';
import { apiStatus } from '../entities/fixtures';
import { installFakeLayout, type FakeLayout } from './support/fake-layout';
import {
  clickButton,
  expectNoAxeViolations,
  fakeServices,
  mount,
  settle,
  type Mounted,
} from './support/fake-app-services';
import { waitForState } from '../../support/wait-for-state';

const page = (ids: string[]): Page<ApiStatus> => ({ items: ids.map((id) => apiStatus(id)), next: null, prev: null });

let mounted: Mounted | null = null;
let layout: FakeLayout;
beforeEach(() => {
  layout = installFakeLayout();
});
afterEach(() => {
  mounted?.unmount();
  mounted = null;
  layout.restore();
  localStorage.clear();
});

describe('timeline settings', () => {
  it('a disclosure in the header opens the regex filter of this timeline, and closes it again', async () => {
    const services = fakeServices({
      me: '1',
      api: { timelines: { public: vi.fn().mockResolvedValue(page(['3', '2'])) } },
    });
    mounted = mount(services, <TimelineScreen timeline="community" />);
    const { container } = mounted;
    await settle();

    const toggle = [...container.querySelectorAll('button')].find((b) => b.textContent === 'Timeline settings')!;
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    const panel = document.getElementById(toggle.getAttribute('aria-controls')!)!;
    expect(panel.hidden).toBe(true);

    clickButton(container, 'Timeline settings');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(panel.hidden).toBe(false);
    await waitForState(async () => {
      await act(async () => {
        await Promise.resolve();
      });
      const field = panel.querySelector<HTMLInputElement>('input:not([role="switch"])');
      expect(field?.labels?.[0]?.textContent).toBe('Hide posts matching this regular expression');
    });

    clickButton(container, 'Timeline settings');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(panel.hidden).toBe(true);
  });

  it('the local timeline offers media only as a switch that moves to its own address', async () => {
    const services = fakeServices({
      me: '1',
      api: { timelines: { public: vi.fn().mockResolvedValue(page(['3', '2'])) } },
    });
    mounted = mount(services, <TimelineScreen timeline="community" />);
    const { container } = mounted;
    await settle();
    clickButton(container, 'Timeline settings');
    const mediaOnly = await waitForState(async () => {
      await act(async () => {
        await Promise.resolve();
      });
      const found = [...container.querySelectorAll<HTMLInputElement>('input[role="switch"]')].find(
        (input) => input.labels?.[0]?.textContent === 'Media only',
      );
      expect(found).toBeDefined();
      return found!;
    });
    expect(mediaOnly.checked).toBe(false);
    act(() => mediaOnly.click());
    expect(services.navigate).toHaveBeenCalledWith('/public/local/media', { replace: true });
  });

  describe("a hashtag's more tags", () => {
    /** the settings of `timeline` opened; the fields of its more tags once their strings are in */
    async function openTags(timeline: string, retarget: ((name: string) => void) | null = null) {
      const services = fakeServices({
        me: '1',
        api: { timelines: { tag: vi.fn().mockResolvedValue(page(['3'])) } },
      });
      mounted = mount(
        services,
        <TimelineTargetContext value={retarget}>
          <TimelineScreen timeline={timeline} />
        </TimelineTargetContext>,
      );
      const { container } = mounted;
      await settle();
      clickButton(container, 'Timeline settings');
      const form = await waitForState(async () => {
        await act(async () => {
          await Promise.resolve();
        });
        const found = container.querySelector<HTMLFormElement>('form.hashtag-tags');
        expect(found).not.toBeNull();
        return found!;
      });
      const field = (name: string) =>
        [...form.querySelectorAll<HTMLInputElement>('input')].find((input) => input.labels?.[0]?.textContent === name)!;
      return { services, container, form, field };
    }

    it('are three labelled fields, as the timeline has them; applied, they move to the address that says them', async () => {
      const { services, form, field } = await openTags('hashtag:cats:local:none=fish');
      expect(form.querySelector('legend')?.textContent).toBe('Include additional tags in this column');
      expect(field('Any of these').value).toBe('');
      expect(field('All of these').value).toBe('');
      expect(field('None of these').value).toBe('fish');
      typeValue(field('Any of these'), 'dogs, #Kittens');
      act(() => form.requestSubmit());
      expect(services.navigate).toHaveBeenCalledWith('/tags/cats/local/any=dogs,kittens/none=fish', { replace: true });
      await expectNoAxeViolations(form);
    });

    it('in a deck column, become the column’s own', async () => {
      const retarget = vi.fn();
      const { services, form, field } = await openTags('hashtag:cats', retarget);
      typeValue(field('All of these'), 'swift');
      act(() => form.requestSubmit());
      expect(retarget).toHaveBeenCalledWith('hashtag:cats:all=swift');
      expect(services.navigate).not.toHaveBeenCalled();
    });
  });
});
