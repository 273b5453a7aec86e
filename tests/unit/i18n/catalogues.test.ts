import { describe, expect, it } from 'vitest';
import { catalogues, setUpI18n } from '../../../src/i18n';
import { MESSAGES } from '../../../src/services/alerts';

type Tree = { [key: string]: string | Tree };

function lookup(tree: Tree, key: string): string | undefined {
  let node: string | Tree | undefined = tree;
  for (const part of key.split('.')) node = typeof node === 'object' ? node[part] : undefined;
  return typeof node === 'string' ? node : undefined;
}

function placeholders(text: string): string[] {
  return [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]!).sort();
}

function keyPaths(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([key, value]) =>
    typeof value === 'string' ? [`${prefix}${key}`] : keyPaths(value, `${prefix}${key}.`),
  );
}

describe('i18n catalogues and the error catalogue', () => {
  it('English and Japanese carry the same keys, with the same placeholders', () => {
    const en = keyPaths(catalogues.en as Tree).sort();
    expect(keyPaths(catalogues.ja as Tree).sort()).toEqual(en);
    for (const key of en) {
      expect(placeholders(lookup(catalogues.ja as Tree, key)!), key).toEqual(
        placeholders(lookup(catalogues.en as Tree, key)!),
      );
    }
  });

  it('every alert descriptor has an English entry equal to its default text', () => {
    for (const descriptor of Object.values(MESSAGES)) {
      expect(lookup(catalogues.en as Tree, descriptor.key), descriptor.key).toBe(descriptor.defaultMessage);
    }
  });

  it('every alert descriptor has a Japanese entry with the same placeholders', () => {
    for (const descriptor of Object.values(MESSAGES)) {
      const ja = lookup(catalogues.ja as Tree, descriptor.key);
      expect(ja, descriptor.key).toBeTypeOf('string');
      expect(placeholders(ja!), descriptor.key).toEqual(placeholders(descriptor.defaultMessage));
    }
  });

  it('interpolates {name} placeholders', () => {
    const i18n = setUpI18n(['en-GB']);
    expect(i18n.t(MESSAGES.rateLimitedMessage.key, { time: '12:30' })).toBe('Please retry after 12:30');
    expect(i18n.t(MESSAGES.unexpectedTitle.key)).toBe('Oops!');
  });

  it('chooses plural forms with Intl.PluralRules and shows a missing key as itself', () => {
    const i18n = setUpI18n(['en']);
    expect(i18n.t('poll.votes', { count: 1 })).toMatch(/^1 vote$/);
    expect(i18n.t('poll.votes', { count: 3 })).toMatch(/^3 votes$/);
    expect(i18n.t('no.such.key')).toBe('no.such.key');
  });
});
