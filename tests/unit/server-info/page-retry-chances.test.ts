/**
 * The page's moments worth another try, told to the chart that runs the actor: the network back, the window
 * focused, the page shown (not hidden); and nothing more once the actor stops (no listener left behind).
 */
import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventObject } from 'xstate';
import { pageRetryChances } from '../../../src/services/server-info/page-retry-chances';

class Page extends EventTarget {
  visibilityState: DocumentVisibilityState = 'visible';
  listeners = 0;
  override addEventListener(...args: Parameters<EventTarget['addEventListener']>) {
    this.listeners += 1;
    super.addEventListener(...args);
  }
  override removeEventListener(...args: Parameters<EventTarget['removeEventListener']>) {
    this.listeners -= 1;
    super.removeEventListener(...args);
  }
}

function listen() {
  const window = new Page();
  const document = new Page();
  const heard: string[] = [];
  const parent = createActor(
    createMachine({
      invoke: { src: pageRetryChances({ window, document }) },
      on: { '*': { actions: ({ event }: { event: EventObject }) => heard.push(event.type) } },
    }),
  ).start();
  return { window, document, heard, parent };
}

describe('the page retry chances', () => {
  it('tells of the network coming back, the window focused and the page shown, not hidden', () => {
    const { window, document, heard } = listen();
    window.dispatchEvent(new Event('online'));
    window.dispatchEvent(new Event('focus'));
    document.visibilityState = 'hidden';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toEqual(['RETRY_CHANCE', 'RETRY_CHANCE']);
    document.visibilityState = 'visible';
    document.dispatchEvent(new Event('visibilitychange'));
    expect(heard).toEqual(['RETRY_CHANCE', 'RETRY_CHANCE', 'RETRY_CHANCE']);
  });

  it('leaves no listener once stopped', () => {
    const { window, document, heard, parent } = listen();
    expect(window.listeners + document.listeners).toBe(3);
    parent.stop();
    expect(window.listeners + document.listeners).toBe(0);
    window.dispatchEvent(new Event('focus'));
    expect(heard).toEqual([]);
  });

  it('hears nothing where there is no page', () => {
    const heard: string[] = [];
    createActor(
      createMachine({
        invoke: { src: pageRetryChances(null) },
        on: { '*': { actions: ({ event }: { event: EventObject }) => heard.push(event.type) } },
      }),
    ).start();
    expect(heard).toEqual([]);
  });
});
