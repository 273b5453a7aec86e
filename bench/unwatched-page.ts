/**
 * A page for the load benchmarks that no inspector watches while it loads.
 *
 * Playwright enables the Runtime domain on every page of the browser contexts it creates. From then on V8 keeps a
 * detailed stack (with line and column) for every Error the page creates, and to know those positions it parses
 * the script again: loading our entry chunk, where react-dom creates a few Errors as it initialises, that is
 * about 90 ms of parsing at 1x (measured in a trace as `V8.CollectSourcePositions`), work a reader's browser,
 * with no developer tools open, never does. So the measured page lives in a browser context made through the
 * browser's own CDP session: Playwright leaves such a context alone (it detaches from its pages at once), and
 * this module attaches to the page with no domain enabled, talking to it by messages
 * (`Target.sendMessageToTarget`). Each page has a context of its own, so every load starts with an empty cache.
 */
import type { Browser, CDPSession } from 'playwright-core';

export interface UnwatchedPageOptions {
  width: number;
  height: number;
  /** runs in every new document before its own scripts */
  initScript: string;
  /** CPU slowdown factor (1: none) */
  cpuSlowdown: number;
}

export interface UnwatchedPage {
  navigate(url: string): Promise<void>;
  /** evaluates an expression in the page and returns its value (by JSON), awaiting it if it is a promise */
  evaluate<T>(expression: string): Promise<T>;
  close(): Promise<void>;
}

interface Reply {
  id: number;
  result?: { result?: { value?: unknown }; exceptionDetails?: { text?: string; exception?: { description?: string } } };
  error?: { message: string };
}

export async function openUnwatchedPage(browser: Browser, options: UnwatchedPageOptions): Promise<UnwatchedPage> {
  const session: CDPSession = await browser.newBrowserCDPSession();
  const { browserContextId } = await session.send('Target.createBrowserContext', { disposeOnDetach: true });
  const { targetId } = await session.send('Target.createTarget', { url: 'about:blank', browserContextId });
  const { sessionId } = await session.send('Target.attachToTarget', { targetId, flatten: false });

  let nextId = 1;
  const waiting = new Map<number, (reply: Reply) => void>();
  session.on('Target.receivedMessageFromTarget', (event) => {
    if (event.sessionId !== sessionId) return;
    const reply = JSON.parse(event.message) as Partial<Reply>;
    if (typeof reply.id !== 'number') return;
    waiting.get(reply.id)?.(reply as Reply);
    waiting.delete(reply.id);
  });
  const send = async (method: string, params: object = {}): Promise<Reply['result']> => {
    const id = nextId++;
    const reply = new Promise<Reply>((resolve) => waiting.set(id, resolve));
    await session.send('Target.sendMessageToTarget', { sessionId, message: JSON.stringify({ id, method, params }) });
    const { result, error } = await reply;
    if (error) throw new Error(`${method}: ${error.message}`);
    return result;
  };

  await send('Emulation.setDeviceMetricsOverride', {
    width: options.width,
    height: options.height,
    deviceScaleFactor: 1,
    mobile: false,
  });
  if (options.cpuSlowdown !== 1) await send('Emulation.setCPUThrottlingRate', { rate: options.cpuSlowdown });
  // the Page domain only (it must be on for the script to run): never Runtime, Network or Debugger
  await send('Page.enable');
  await send('Page.addScriptToEvaluateOnNewDocument', { source: options.initScript });

  return {
    async navigate(url) {
      await send('Page.navigate', { url });
    },
    async evaluate<T>(expression: string) {
      const result = await send('Runtime.evaluate', { expression, returnByValue: true, awaitPromise: true });
      const failure = result?.exceptionDetails;
      if (failure) throw new Error(failure.exception?.description ?? failure.text ?? 'the page threw');
      return result?.result?.value as T;
    },
    async close() {
      await session.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined);
      await session.detach().catch(() => undefined);
    },
  };
}
