/**
 * The first screen's preloads in the built index.html: the home chunk and the timelines call area with the chunks
 * they import (never the entry) and their stylesheets, and an inline script choosing the reader's catalogue as
 * the app does (the chosen language, else the browser's first one the interface speaks, else English).
 */
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueChooser, preloadFirstScreen } from '../../../vite.config';

const FILES = { en: '/assets/catalogue-en-1.js', ja: '/assets/catalogue-ja-2.js' };

/** Runs the chooser against a page whose <html> says `chosen` and a browser speaking `languages`. */
function chosenCatalogue(chosen: string | undefined, languages: string[]): string {
  const added: { rel?: string; href?: string }[] = [];
  const document = {
    documentElement: { dataset: chosen === undefined ? {} : { language: chosen } },
    createElement: () => ({}),
    head: { appendChild: (link: object) => added.push(link) },
  };
  new Function('document', 'navigator', catalogueChooser(FILES))(document, { languages, language: languages[0] });
  expect(added).toHaveLength(1);
  expect(added[0]!.rel).toBe('modulepreload');
  return added[0]!.href!;
}

describe('the catalogue chooser', () => {
  it('takes the language chosen in the settings first', () => {
    expect(chosenCatalogue('ja', ['en-US'])).toBe(FILES.ja);
    expect(chosenCatalogue('en', ['ja-JP'])).toBe(FILES.en);
  });

  it('else the first browser language the interface speaks, else English', () => {
    expect(chosenCatalogue(undefined, ['fr-FR', 'ja-JP', 'en'])).toBe(FILES.ja);
    expect(chosenCatalogue(undefined, ['en-GB', 'ja'])).toBe(FILES.en);
    expect(chosenCatalogue(undefined, ['fr', 'de'])).toBe(FILES.en);
    expect(chosenCatalogue(undefined, ['constructor'])).toBe(FILES.en);
  });
});

const at = (path: string) => fileURLToPath(new URL(`../../../${path}`, import.meta.url));

function chunk(fileName: string, fields: Record<string, unknown> = {}) {
  return { type: 'chunk', fileName, name: '', imports: [], isEntry: false, facadeModuleId: null, ...fields };
}

const PAGE = '<head><script>theme()</script><!-- tsubame:first-screen (filled in) --><title>T</title></head>';

function transformed(bundle: Record<string, unknown>, html = PAGE) {
  const hook = preloadFirstScreen().transformIndexHtml as unknown as {
    handler(
      html: string,
      context: { bundle: unknown },
    ): { html: string; tags: Array<{ tag: string; attrs?: Record<string, unknown> }> };
  };
  return hook.handler(html, { bundle });
}

const preloads = (bundle: Record<string, unknown>) => transformed(bundle).tags;

describe('preloadFirstScreen', () => {
  const bundle = {
    index: chunk('assets/index-1.js', { isEntry: true }),
    home: chunk('assets/home-1.js', {
      name: 'home',
      imports: ['assets/index-1.js', 'assets/shared-1.js'],
      viteMetadata: { importedCss: new Set(['assets/home-1.css']) },
    }),
    shared: chunk('assets/shared-1.js'),
    area: chunk('assets/timelines-1.js', {
      facadeModuleId: at('src/services/api/timelines.ts'),
      imports: ['assets/call-spec-1.js', 'assets/index-1.js'],
    }),
    spec: chunk('assets/call-spec-1.js'),
    en: chunk('assets/catalogue-en-1.js', { facadeModuleId: at('src/i18n/catalogue-en.ts') }),
    ja: chunk('assets/catalogue-ja-2.js', { facadeModuleId: at('src/i18n/catalogue-ja.ts') }),
    lazy: chunk('assets/ProfilePage-1.js'),
  };

  it('preloads the home chunk, the timelines area and what they import, never the entry or other screens', () => {
    const tags = preloads(bundle);
    const modules = tags.filter((tag) => tag.attrs?.rel === 'modulepreload').map((tag) => tag.attrs!.href);
    expect(modules.sort()).toEqual(
      ['/assets/call-spec-1.js', '/assets/home-1.js', '/assets/shared-1.js', '/assets/timelines-1.js'].sort(),
    );
    const styles = tags.filter((tag) => tag.attrs?.rel === 'stylesheet').map((tag) => tag.attrs!.href);
    expect(styles).toEqual(['/assets/home-1.css']);
    expect(tags.filter((tag) => tag.tag === 'script')).toHaveLength(0);
  });

  it('puts the catalogue chooser and the first-page request at the marker, right after the theme script', () => {
    const { html } = transformed(bundle);
    expect(html).not.toContain('tsubame:first-screen');
    const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]!);
    expect(scripts).toHaveLength(3);
    expect(scripts[0]).toBe('theme()');
    expect(scripts[1]).toContain('/assets/catalogue-en-1.js');
    expect(scripts[2]).toContain('requestFirstPage');
    expect(scripts[2]).toContain('"/api/v1/timelines/home"');
    expect(html.indexOf('<title>')).toBeGreaterThan(html.indexOf(scripts[2]!));
  });

  it('fails the build when index.html has no marker', () => {
    expect(() => transformed(bundle, '<head></head>')).toThrow('no first-screen marker');
  });

  it('fails the build when a first-screen chunk is missing', () => {
    const { home: _home, ...withoutHome } = bundle;
    expect(() => preloads(withoutHome)).toThrow('a first-screen chunk is missing');
  });
});
