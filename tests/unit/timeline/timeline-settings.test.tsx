// @vitest-environment jsdom
/**
 * The timeline screen's settings disclosure: it opens the per-timeline regex filter (spec: the per-timeline
 * regex setting), whose field is labelled and loads with its strings on first opening.
 */
import { act } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Page } from '../../../src/services/api';
import type { ApiStatus } from '../../../src/services/entities/api-types';
import TimelineScreen from '../../../src/views/timeline/TimelineScreen';
import { apiStatus } from '../entities/fixtures';
import { installFakeLayout, type FakeLayout } from './support/fake-layout';
import { clickButton, fakeServices, mount, settle, type Mounted } from './support/fake-app-services';

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
    await vi.waitFor(async () => {
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
    const mediaOnly = await vi.waitFor(async () => {
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
});
