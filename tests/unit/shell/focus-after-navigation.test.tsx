// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Route, Routes, useNavigate } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { FocusAfterNavigation } from '../../../src/app/shell/FocusAfterNavigation';
import { MAIN_CONTENT_ID } from '../../../src/views/shell/SkipLink';
import { createTestRouter, type TestRouter } from '../../support/test-router';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A screen whose button navigates elsewhere; the next screen has no such button, so focus on it is lost. */
function Screen({ name, to }: { name: string; to: string }) {
  const navigate = useNavigate();
  return (
    <button type="button" data-screen={name} onClick={() => void navigate(to)}>
      {name}
    </button>
  );
}

let container: HTMLDivElement;
let root: Root;
let router: TestRouter;

async function render(world = 'alice') {
  await act(async () =>
    root.render(
      <router.Router>
        <nav>
          <a href="/b">stays</a>
        </nav>
        <main id={MAIN_CONTENT_ID} tabIndex={-1}>
          <Routes key={world}>
            <Route path="/a" element={<Screen key="a" name="a" to="/b" />} />
            <Route path="/b" element={<Screen key="b" name="b" to="/a" />} />
          </Routes>
        </main>
        <FocusAfterNavigation world={world} />
      </router.Router>,
    ),
  );
}

const main = () => document.getElementById(MAIN_CONTENT_ID);
const screenButton = () => container.querySelector<HTMLButtonElement>('[data-screen]')!;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  router = createTestRouter(['/a']);
});

afterEach(async () => {
  await act(async () => root.unmount());
  container.remove();
});

describe('FocusAfterNavigation', () => {
  it('leaves focus alone on the first render', async () => {
    await render();
    expect(document.activeElement).toBe(document.body);
  });

  it('moves lost focus to the main content after a navigation removed the focused element', async () => {
    await render();
    screenButton().focus();
    await act(async () => screenButton().click());
    expect(screenButton().dataset.screen).toBe('b');
    expect(document.activeElement).toBe(main());
  });

  it('keeps focus that is still on something (a navigation link)', async () => {
    await render();
    const link = container.querySelector('nav a') as HTMLAnchorElement;
    link.focus();
    await act(async () => router.navigate('/b'));
    expect(document.activeElement).toBe(link);
  });

  it('does nothing when nothing had been focused', async () => {
    await render();
    await act(async () => router.navigate('/b'));
    expect(document.activeElement).toBe(document.body);
  });

  it('moves lost focus to the main content when the world (account) changes', async () => {
    await render('alice');
    screenButton().focus();
    await render('bob');
    expect(document.activeElement).toBe(main());
  });
});
