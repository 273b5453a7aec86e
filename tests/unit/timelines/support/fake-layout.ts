/**
 * jsdom has no layout. The virtual feed (virtua) measures its scroll container and its rows with
 * ResizeObserver and scrolls with scrollTo / scrollBy; this gives it a tiny, predictable layout:
 * the element marked `data-feed-scroller` is `viewport` px high, every row `rowHeight` px
 * (or `data-fake-height` when a row sets it). Scrolling moves scrollTop and fires `scroll`.
 */
export interface FakeLayout {
  /** scrolls the feed's container to `top` (as the reader would) */
  scrollTo(element: Element, top: number): void;
  restore(): void;
}

export interface FakeLayoutOptions {
  viewport?: number;
  rowHeight?: number;
}

type Callback = (entries: { target: Element; contentRect: { width: number; height: number } }[]) => void;

export function installFakeLayout({ viewport = 600, rowHeight = 100 }: FakeLayoutOptions = {}): FakeLayout {
  const heightOf = (element: Element): number => {
    if (element.hasAttribute('data-feed-scroller')) return viewport;
    const fixed = element.querySelector('[data-fake-height]')?.getAttribute('data-fake-height');
    return fixed ? Number(fixed) : rowHeight;
  };

  class FakeResizeObserver {
    private readonly observed = new Set<Element>();
    constructor(private readonly callback: Callback) {}
    observe(element: Element) {
      this.observed.add(element);
      // a real observer reports the first size asynchronously
      queueMicrotask(() => {
        if (!this.observed.has(element)) return;
        this.callback([{ target: element, contentRect: { width: 600, height: heightOf(element) } }]);
      });
    }
    unobserve(element: Element) {
      this.observed.delete(element);
    }
    disconnect() {
      this.observed.clear();
    }
  }

  const saved = {
    ResizeObserver: (globalThis as { ResizeObserver?: unknown }).ResizeObserver,
    offsetParent: Object.getOwnPropertyDescriptor(HTMLElement.prototype, 'offsetParent'),
    clientHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'clientHeight'),
    scrollHeight: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollHeight'),
    scrollTo: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollTo'),
    scrollBy: Object.getOwnPropertyDescriptor(Element.prototype, 'scrollBy'),
  };

  // as in a browser, a scroll that does not move sends no event
  const fire = (element: Element, top: number) => {
    const next = Math.max(0, top);
    if ((element as HTMLElement).scrollTop === next) return;
    (element as HTMLElement).scrollTop = next;
    element.dispatchEvent(new Event('scroll'));
  };

  (globalThis as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  (window as unknown as { ResizeObserver?: unknown }).ResizeObserver = FakeResizeObserver;
  Object.defineProperty(HTMLElement.prototype, 'offsetParent', {
    configurable: true,
    get(this: HTMLElement) {
      return this.isConnected ? this.parentElement : null;
    },
  });
  Object.defineProperty(Element.prototype, 'clientHeight', {
    configurable: true,
    get(this: Element) {
      return this.hasAttribute('data-feed-scroller') ? viewport : 0;
    },
  });
  Object.defineProperty(Element.prototype, 'scrollTo', {
    configurable: true,
    writable: true,
    value(this: Element, options: ScrollToOptions | number, y?: number) {
      const top = typeof options === 'number' ? (y ?? 0) : (options.top ?? (this as HTMLElement).scrollTop);
      fire(this, top);
    },
  });
  Object.defineProperty(Element.prototype, 'scrollBy', {
    configurable: true,
    writable: true,
    value(this: Element, options: ScrollToOptions | number, y?: number) {
      const delta = typeof options === 'number' ? (y ?? 0) : (options.top ?? 0);
      fire(this, (this as HTMLElement).scrollTop + delta);
    },
  });

  const put = (target: object, name: string, descriptor: PropertyDescriptor | undefined) => {
    if (descriptor) Object.defineProperty(target, name, descriptor);
    else delete (target as Record<string, unknown>)[name];
  };

  return {
    scrollTo: fire,
    restore() {
      (globalThis as { ResizeObserver?: unknown }).ResizeObserver = saved.ResizeObserver;
      (window as unknown as { ResizeObserver?: unknown }).ResizeObserver = saved.ResizeObserver;
      put(HTMLElement.prototype, 'offsetParent', saved.offsetParent);
      put(Element.prototype, 'clientHeight', saved.clientHeight);
      put(Element.prototype, 'scrollTo', saved.scrollTo);
      put(Element.prototype, 'scrollBy', saved.scrollBy);
    },
  };
}
