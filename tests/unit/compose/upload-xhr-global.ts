/**
 * Node has no XMLHttpRequest. These tests borrow jsdom's, installed before msw starts so msw's interceptor wraps
 * it; the rest of the platform (FormData, Blob, Request) stays Node's, the realm msw builds its requests in
 * (under Vitest's jsdom environment a jsdom FormData reaches msw as an opaque object and the multipart is lost).
 * Every request is answered by msw, so jsdom never sends anything itself.
 */
import { createRequire } from 'node:module';

type JsdomModule = { JSDOM: new (html: string, options: { url: string }) => { window: object } };
const { JSDOM } = createRequire(import.meta.url)('jsdom') as JsdomModule;
const { window } = new JSDOM('', { url: 'http://localhost/' });
const installed = [
  'XMLHttpRequest',
  'XMLHttpRequestUpload',
  'XMLHttpRequestEventTarget',
  'ProgressEvent',
  'Document',
  'DOMParser',
] as const;

for (const name of installed) {
  if (!(name in globalThis)) {
    Object.defineProperty(globalThis, name, {
      value: (window as unknown as Record<string, unknown>)[name],
      configurable: true,
      writable: true,
    });
  }
}
