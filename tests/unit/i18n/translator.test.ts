/**
 * The translator: a text by its dot path with `{name}` placeholders filled (an absent value leaves nothing), plural
 * forms by Intl.PluralRules, a missing key shown as itself or as its default text, features added later.
 */
import { describe, expect, it } from 'vitest';
import { mergeCatalogues } from '../../../src/i18n/merge';
import { createTranslator } from '../../../src/i18n/translator';

const files = {
  'demo.en.json': {
    greeting: 'Hello, {name}! {name} has {count} posts.',
    posts_one: '{count} post',
    posts_other: '{count} posts',
    nested: { deep: 'Deep {thing}' },
  },
  'demo.ja.json': { greeting: 'こんにちは、{name}さん', posts_other: '{count}件', nested: { deep: '深い{thing}' } },
};

describe('translator', () => {
  const catalogues = mergeCatalogues(files);

  it('keeps the catalogues as written and fills every placeholder when a text is asked for', () => {
    expect((catalogues.en.demo as Record<string, string>).greeting).toBe(files['demo.en.json'].greeting);
    const en = createTranslator('en', catalogues.en);
    expect(en.t('demo.greeting', { name: 'Aki', count: 3 })).toBe('Hello, Aki! Aki has 3 posts.');
    expect(en.t('demo.nested.deep', { thing: 'sea' })).toBe('Deep sea');
    expect(en.t('demo.nested.deep')).toBe('Deep ');
    expect(en.t('demo.nested.deep', { thing: 0 })).toBe('Deep 0');
  });

  it('chooses the plural form by the count, in each language', () => {
    const en = createTranslator('en', catalogues.en);
    expect(en.t('demo.posts', { count: 1 })).toBe('1 post');
    expect(en.t('demo.posts', { count: 2 })).toBe('2 posts');
    const ja = createTranslator('ja', catalogues.ja);
    expect(ja.t('demo.posts', { count: 1 })).toBe('1件');
    expect(ja.t('demo.greeting', { name: '秋' })).toBe('こんにちは、秋さん');
  });

  it('shows a missing key as itself or its default text, and knows the features added later', () => {
    const en = createTranslator('en', catalogues.en);
    expect(en.t('demo.absent')).toBe('demo.absent');
    expect(en.t('demo.absent', { defaultValue: 'Default {name} {other}', name: 'x' })).toBe('Default x {other}');
    expect(en.has('later')).toBe(false);
    en.add(mergeCatalogues({ 'later.en.json': { text: 'Later {n}' } }).en);
    expect(en.has('later')).toBe(true);
    expect(en.t('later.text', { n: 1 })).toBe('Later 1');
  });
});
