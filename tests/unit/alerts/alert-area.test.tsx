// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../src/i18n';
import { alertForError, createAlertQueue, reportError, type AlertQueue } from '../../../src/services/alerts';
import { ApiError } from '../../../src/domain/errors/api-error';
import { AlertArea, type AlertAreaProps } from '../../../src/views/alerts/AlertArea';
import { notice } from '../../../src/services/alerts/alert-notice';
import { PUBLISHED_NOTICE_DISMISS_MS, pushPublishedNotice } from '../../../src/services/compose/published-notice';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
let alerts: AlertQueue;

function render(props: Partial<AlertAreaProps> = {}) {
  act(() => root.render(<AlertArea alerts={alerts} {...props} />));
}

const errorRegion = () => container.querySelector('[role="alert"]')!;
const noticeRegion = () => container.querySelector('[role="status"]')!;
const dismissButtons = () => [...container.querySelectorAll<HTMLButtonElement>('button')];

function serverError(status: number, message: string): ApiError {
  return new ApiError({
    kind: 'response',
    message: `HTTP ${status}`,
    status,
    statusText: 'Internal Server Error',
    serverMessage: message,
  });
}

beforeEach(() => {
  setUpI18n(['en']);
  alerts = createAlertQueue();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

describe('alert area', () => {
  it('has both live regions in the page before anything is announced', () => {
    render();
    expect(errorRegion().textContent).toBe('');
    expect(noticeRegion().textContent).toBe('');
    expect(errorRegion().getAttribute('aria-atomic')).toBe('false');
    expect(container.querySelectorAll('button')).toHaveLength(0);
  });

  it('announces catalogue errors assertively, translated', () => {
    render();
    act(() => {
      alerts.push(alertForError(serverError(500, 'Database on fire'))!);
    });
    expect(errorRegion().textContent).toContain('500');
    expect(errorRegion().textContent).toContain('Database on fire');
    expect(noticeRegion().textContent).toBe('');
    act(() => {
      alerts.push(alertForError(new Error('boom'))!);
    });
    expect(errorRegion().textContent).toContain('Oops!');
    expect(errorRegion().textContent).toContain('An unexpected error occurred');
    expect(errorRegion().querySelectorAll('.alert')).toHaveLength(2);
  });

  it('translates into Japanese and falls back to the default text for unknown keys', () => {
    setUpI18n(['ja']);
    render();
    act(() => {
      alerts.push(alertForError(new Error('boom'))!);
      alerts.push({
        title: { key: 'alert.unknown.title', defaultMessage: 'Hello {name}', values: { name: 'Bob' } },
        message: { key: 'alert.unknown.message', defaultMessage: 'Nothing here' },
      });
    });
    const text = errorRegion().textContent ?? '';
    expect(text).not.toContain('Oops!');
    expect(text).toContain('Hello Bob');
    expect(text).toContain('Nothing here');
  });

  it('names the change that failed, with the status and the server’s words, in English and in Japanese', () => {
    const favourite = new ApiError({
      kind: 'response',
      message: 'x',
      status: 503,
      statusText: 'Service Unavailable',
      method: 'POST',
      url: 'https://social.example/api/v1/statuses/1/favourite',
    });
    render();
    act(() => {
      reportError(alerts, favourite, { callId: 'statuses.favourite' });
    });
    expect(errorRegion().textContent).toContain('Favourite not saved 503 Service Unavailable');
    expect(dismissButtons()[0]?.getAttribute('aria-label')).toBe('Dismiss: Favourite not saved');
    act(() => alerts.clear());
    setUpI18n(['ja']);
    render();
    act(() => {
      reportError(alerts, new ApiError({ kind: 'network', message: 'x', method: 'POST' }), {
        callId: 'statuses.reblog',
      });
    });
    expect(errorRegion().textContent).toContain('ブーストできませんでした');
    expect(errorRegion().textContent).toContain('サーバーに接続できませんでした。');
  });

  it('dismisses an alert with its button and moves focus to the next one', () => {
    render();
    act(() => {
      alerts.push(alertForError(new Error('one'))!);
      alerts.push(alertForError(serverError(503, 'Try later'))!);
    });
    const [first, second] = dismissButtons();
    expect(first!.getAttribute('aria-label')).toBe('Dismiss: Oops!');
    first!.focus();
    act(() => {
      first!.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 0 }));
    });
    expect(alerts.getSnapshot()).toHaveLength(1);
    expect(errorRegion().textContent).toContain('Try later');
    expect(document.activeElement).toBe(second);
  });

  it('dismisses the alert holding focus on Escape, returning focus where it came from', () => {
    const before = document.createElement('button');
    document.body.append(before);
    render();
    act(() => {
      alerts.push(alertForError(new Error('one'))!);
    });
    before.focus();
    const button = dismissButtons()[0]!;
    button.focus(); // jsdom reports the previous element as relatedTarget
    act(() => {
      button.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    });
    expect(alerts.getSnapshot()).toHaveLength(0);
    expect(errorRegion().textContent).toBe('');
    expect(document.activeElement).toBe(before);
    before.remove();
  });

  it('other keys do not dismiss', () => {
    render();
    act(() => {
      alerts.push(alertForError(new Error('one'))!);
    });
    act(() => {
      dismissButtons()[0]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', bubbles: true }));
    });
    expect(alerts.getSnapshot()).toHaveLength(1);
  });
});

describe('the published notice', () => {
  it('is announced politely with a link to the post, and goes away by itself after 10 s', () => {
    vi.useFakeTimers();
    render({ hrefFor: (path) => `/deck${path}` });
    act(() => {
      pushPublishedNotice(alerts, '/@alice/109');
    });
    expect(PUBLISHED_NOTICE_DISMISS_MS).toBe(10_000);
    expect(noticeRegion().textContent).toContain('Published');
    expect(noticeRegion().textContent).toContain('Your post is published.');
    expect(errorRegion().textContent).toBe('');
    const link = noticeRegion().querySelector('a')!;
    expect(link.textContent).toBe('View');
    expect(link.getAttribute('href')).toBe('/deck/@alice/109');
    act(() => {
      vi.advanceTimersByTime(9_999);
    });
    expect(noticeRegion().textContent).toContain('Published');
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(noticeRegion().textContent).toBe('');
    expect(alerts.getSnapshot()).toHaveLength(0);
  });

  it('its link opens the post in the app and dismisses the notice', () => {
    const openPath = vi.fn();
    render({ openPath });
    act(() => {
      pushPublishedNotice(alerts, '/@alice/109');
    });
    const link = noticeRegion().querySelector('a')!;
    act(() => {
      link.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, button: 0 }));
    });
    expect(openPath).toHaveBeenCalledWith('/@alice/109');
    expect(alerts.getSnapshot()).toHaveLength(0);
  });

  it('a newer published notice replaces the older one', () => {
    render();
    act(() => {
      pushPublishedNotice(alerts, '/@alice/1');
      pushPublishedNotice(alerts, '/@alice/2');
    });
    const links = [...noticeRegion().querySelectorAll('a')];
    expect(links.map((a) => a.getAttribute('href'))).toEqual(['/@alice/2']);
  });

  it('notices must use the notice keys, and links must be app paths', () => {
    expect(() => notice({ key: 'alert.x', defaultMessage: 'x' }, { key: 'alert.y', defaultMessage: 'y' })).toThrow();
    render();
    act(() => {
      alerts.push(
        notice(
          { key: 'alerts.notice.test', defaultMessage: 'Hi' },
          { key: 'alerts.notice.m', defaultMessage: 'There' },
          { link: '//evil.example/x' },
        ),
      );
    });
    expect(noticeRegion().textContent).toContain('Hi');
    expect(noticeRegion().querySelector('a')).toBeNull();
  });
});
