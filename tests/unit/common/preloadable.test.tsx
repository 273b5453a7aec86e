// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { preloadable, preloadableModule, preloadParts } from '../../../src/views/common/preloadable';
import { waitForState } from '../../support/wait-for-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;
beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});
afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

const Greeting = ({ name }: { name: string }) => <p>hello {name}</p>;

describe('a part fetched on first use or after the first paint', () => {
  it('renders nothing in its place until its code has come, then the part', async () => {
    let arrive!: (component: typeof Greeting) => void;
    let asked = 0;
    const Part = preloadable(() => {
      asked += 1;
      return new Promise<typeof Greeting>((resolve) => (arrive = resolve));
    });
    act(() => root.render(<Part name="ann" />));
    expect(container.textContent).toBe('');
    // the code is asked for once the page has painted and is idle
    await waitForState(() => expect(asked).toBe(1));
    expect(container.textContent).toBe('');
    await act(async () => arrive(Greeting));
    await waitForState(() => expect(container.textContent).toBe('hello ann'));
    expect(asked).toBe(1);
  });

  it('once preloaded, a new instance renders at once, and the code is fetched only once', async () => {
    let asked = 0;
    const Part = preloadable(() => {
      asked += 1;
      return Promise.resolve(Greeting);
    });
    await preloadParts();
    await preloadParts();
    act(() => root.render(<Part name="bo" />));
    expect(container.textContent).toBe('hello bo');
    expect(asked).toBe(1);
  });
});

describe('a module fetched with the parts (a loader)', () => {
  it("is fetched once, by the parts' preload or its first use, whichever comes first", async () => {
    let asked = 0;
    const load = preloadableModule(() => {
      asked += 1;
      return Promise.resolve({ ready: true });
    });
    expect(asked).toBe(0);
    await expect(load()).resolves.toEqual({ ready: true });
    await preloadParts();
    await load();
    expect(asked).toBe(1);
  });

  it('asks again after a failed load', async () => {
    let asked = 0;
    const load = preloadableModule(() => {
      asked += 1;
      return asked === 1 ? Promise.reject(new Error('offline')) : Promise.resolve('there');
    });
    await expect(load()).rejects.toThrow('offline');
    await expect(load()).resolves.toBe('there');
    await expect(preloadParts()).resolves.toBeUndefined();
    expect(asked).toBe(2);
  });
});
