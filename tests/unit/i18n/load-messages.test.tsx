// @vitest-environment jsdom
import { act, Suspense, useMemo } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogues, setUpI18n } from '../../../src/i18n';
import eagerEnglish from '../../../src/i18n/catalogue-en';
import {
  createMessageLoader,
  importWithMessages,
  loadMessages,
  type CatalogueLoaders,
} from '../../../src/i18n/lazy-catalogues';
import { lazyWithMessages } from '../../../src/i18n/lazy-with-messages';
import { mergeCatalogues } from '../../../src/i18n/merge';
import { useTranslation } from '../../../src/i18n/react';
import { initI18n, loadCatalogue } from '../../../src/i18n/start';
import { waitForState } from '../../support/wait-for-state';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A lazy feature of this test only, so the real catalogues cannot make a test pass by accident. */
const WIDGET = { en: { title: 'Widget for {name}' }, ja: { title: '{name} のウィジェット' } };

/** Loaders that count downloads and settle when the test says so. */
function controlledLoaders() {
  const downloads: string[] = [];
  const waiting: Array<{ path: string; settle: (ok: boolean) => void }> = [];
  const loaders: CatalogueLoaders = {};
  for (const language of ['en', 'ja'] as const) {
    const path = `./messages/widget.${language}.json`;
    loaders[path] = () => {
      downloads.push(path);
      return new Promise((resolve, reject) => {
        waiting.push({ path, settle: (ok) => (ok ? resolve(WIDGET[language]) : reject(new Error('offline'))) });
      });
    };
  }
  const settleAll = async (ok = true) => {
    await act(async () => {
      for (const entry of waiting.splice(0)) entry.settle(ok);
      await Promise.resolve();
    });
  };
  return { loaders, downloads, settleAll };
}

/** The page's start: only the eager catalogues. */
function startEnglishPage() {
  return initI18n('en', mergeCatalogues(eagerEnglish).en);
}

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

describe('loadMessages', () => {
  it('downloads a lazy catalogue once, after which its keys translate', async () => {
    const translator = startEnglishPage();
    const { loaders, downloads, settleAll } = controlledLoaders();
    const load = createMessageLoader(loaders);
    expect(translator.t('widget.title', { name: 'Ada' })).toBe('widget.title');

    const first = load('widget');
    const second = load('widget');
    expect(second).toBe(first);
    await settleAll();
    await first;
    expect(downloads).toEqual(['./messages/widget.en.json']);
    expect(translator.t('widget.title', { name: 'Ada' })).toBe('Widget for Ada');

    await load('widget');
    expect(downloads).toHaveLength(1);
    // the eager catalogues are still there
    expect(translator.t('status.actions.reply')).toBe('Reply');
  });

  it("downloads the reader's language only", async () => {
    const translator = initI18n('ja', {});
    const { loaders, downloads, settleAll } = controlledLoaders();
    const done = createMessageLoader(loaders)('widget');
    await settleAll();
    await done;
    expect(downloads).toEqual(['./messages/widget.ja.json']);
    expect(translator.t('widget.title', { name: 'Ada' })).toBe('Ada のウィジェット');
  });

  it('forgets a failed download, so the next call retries', async () => {
    const translator = startEnglishPage();
    const { loaders, downloads, settleAll } = controlledLoaders();
    const load = createMessageLoader(loaders);
    const failed = expect(load('widget')).rejects.toThrow('offline');
    await settleAll(false);
    await failed;
    const retried = load('widget');
    await settleAll();
    await retried;
    expect(downloads).toHaveLength(2);
    expect(translator.t('widget.title', { name: 'x' })).toBe('Widget for x');
  });

  it('resolves at once for an eager feature, and rejects an unknown one', async () => {
    startEnglishPage();
    const load = createMessageLoader(controlledLoaders().loaders);
    await expect(load('status')).resolves.toBeUndefined();
    await expect(load('nosuchfeature')).rejects.toThrow(/no lazy catalogue \.\/messages\/nosuchfeature\.en\.json/);
  });

  it('downloads the loaders themselves only when a lazy feature is first asked for, and once', async () => {
    const translator = startEnglishPage();
    const { loaders, downloads, settleAll } = controlledLoaders();
    let loaderDownloads = 0;
    const load = createMessageLoader(async () => {
      loaderDownloads += 1;
      return loaders;
    });
    expect(loaderDownloads).toBe(0);
    await load('status');
    expect(loaderDownloads).toBe(0);
    const first = load('widget');
    expect(load('widget')).toBe(first);
    await waitForState(() => expect(downloads).toEqual(['./messages/widget.en.json']));
    await settleAll();
    await first;
    expect(loaderDownloads).toBe(1);
    expect(translator.t('widget.title', { name: 'Ada' })).toBe('Widget for Ada');
  });

  it("loads the real lazy catalogues from their own files, whose loaders are the language's own chunk", async () => {
    const translator = initI18n('en', await loadCatalogue('en'));
    expect(translator.t('notFound.title')).toBe('notFound.title');
    await loadMessages('notFound');
    expect(translator.t('notFound.title')).toBe(
      catalogues.en.notFound && (catalogues.en.notFound as Record<string, string>).title,
    );
    expect(translator.t('notFound.title')).not.toBe('notFound.title');
  });

  it('is a no-op when every catalogue is there already (tests set them all up)', async () => {
    const translator = setUpI18n(['en']);
    await expect(loadMessages('profile')).resolves.toBeUndefined();
    expect(translator.t('profile.tabs.posts')).not.toBe('profile.tabs.posts');
  });
});

describe('views and lazy catalogues', () => {
  it('re-renders useTranslation users (and their memoised text) once a catalogue arrives', async () => {
    startEnglishPage();
    const { loaders, settleAll } = controlledLoaders();
    const load = createMessageLoader(loaders);
    function Title() {
      const { t } = useTranslation();
      const memoised = useMemo(() => t('widget.title', { name: 'memo' }), [t]);
      return (
        <p>
          {t('widget.title', { name: 'Ada' })}|{memoised}
        </p>
      );
    }
    act(() => root.render(<Title />));
    expect(container.textContent).toBe('widget.title|widget.title');
    const done = load('widget');
    await settleAll();
    await act(async () => {
      await done;
    });
    expect(container.textContent).toBe('Widget for Ada|Widget for memo');
  });

  it('leaves the views alone when a catalogue arrives that none of them was missing', async () => {
    startEnglishPage();
    const { loaders, settleAll } = controlledLoaders();
    const load = createMessageLoader(loaders);
    let renders = 0;
    function Label() {
      const { t } = useTranslation();
      renders += 1;
      return <p>{t('status.actions.reply')}</p>;
    }
    act(() => root.render(<Label />));
    const before = renders;
    const done = load('widget');
    await settleAll();
    await act(async () => {
      await done;
    });
    expect(renders).toBe(before);
    expect(container.textContent).not.toBe('status.actions.reply');
  });

  it('lazyWithMessages renders the screen only once its code and catalogues are there: no key ever shows', async () => {
    initI18n('en', await loadCatalogue('en'));
    const shown: string[] = [];
    function NotFound() {
      const { t } = useTranslation();
      const text = t('notFound.title');
      shown.push(text);
      return <h1>{text}</h1>;
    }
    const Screen = lazyWithMessages(['notFound'], () => Promise.resolve({ default: NotFound }));
    await act(async () => {
      root.render(
        <Suspense fallback={<p>loading</p>}>
          <Screen />
        </Suspense>,
      );
    });
    await waitForState(async () => {
      await act(async () => {
        await new Promise((resolve) => setTimeout(resolve, 10));
      });
      expect(container.querySelector('h1')).not.toBeNull();
    });
    expect(container.querySelector('h1')?.textContent).toBe((catalogues.en.notFound as Record<string, string>).title);
    expect(shown.length).toBeGreaterThan(0);
    expect(shown).not.toContain('notFound.title');
  });

  it('importWithMessages settles with the module once the catalogues are there', async () => {
    const translator = initI18n('en', await loadCatalogue('en'));
    const module = await importWithMessages(['notifications'], () => Promise.resolve({ answer: 42 }));
    expect(module.answer).toBe(42);
    expect(translator.has('notifications')).toBe(true);
  });
});
