import rosetta from 'rosetta';
import type { Language } from './language';
import type { CatalogueTree } from './merge';

export type TranslateValues = Record<string, unknown> & { count?: number; defaultValue?: string };

export interface Translator {
  language: Language;
  /**
   * The text of `key` (a dot path, e.g. `status.actions.reply`) with `{name}` placeholders filled from
   * `values`. With a numeric `count`, the plural form `key_<category>` chosen by Intl.PluralRules is used when
   * the catalogue has it, else `key_other`, else `key`. A missing key shows the key itself.
   */
  t(key: string, values?: TranslateValues): string;
  /** True when the catalogue of this feature (the first part of its keys) is loaded. */
  has(feature: string): boolean;
  /** Adds features' catalogues (a tree with features as top-level keys, as mergeCatalogues makes them). */
  add(features: CatalogueTree): void;
}

/**
 * One language's catalogue behind rosetta (lookup by dot path and templating), with Intl.PluralRules for
 * plurals. Catalogue strings are written `{name}` as in the spec; mergeCatalogues turns them into rosetta's
 * `{{name}}` when loading. Lazily loaded features (src/i18n/lazy-catalogues.ts) are added later with `add`.
 */
export function createTranslator(language: Language, tree: CatalogueTree): Translator {
  const dictionary = rosetta<CatalogueTree>({ [language]: { ...tree } });
  dictionary.locale(language);
  const plural = new Intl.PluralRules(language);
  const text = (key: string, values: TranslateValues): string | null => {
    const found: unknown = dictionary.t(key, values);
    return typeof found === 'string' && found !== '' ? found : null;
  };
  return {
    language,
    t(key, values = {}) {
      if (typeof values.count === 'number') {
        const form = text(`${key}_${plural.select(values.count)}`, values) ?? text(`${key}_other`, values);
        if (form !== null) return form;
      }
      const found = text(key, values);
      if (found !== null) return found;
      if (typeof values.defaultValue !== 'string') return key;
      return values.defaultValue.replace(/\{(\w+)\}/g, (match, name: string) =>
        values[name] == null ? match : String(values[name]),
      );
    },
    has(feature) {
      return Object.hasOwn(dictionary.table(language) ?? {}, feature);
    },
    add(features) {
      dictionary.set(language, features);
    },
  };
}
