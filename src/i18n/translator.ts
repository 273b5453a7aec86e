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

const PLACEHOLDER = /\{(\w+)\}/g;

/** `{name}` replaced by the value of `name`; an absent value leaves nothing, as a catalogue's own text. */
const fill = (text: string, values: TranslateValues): string =>
  text.replace(PLACEHOLDER, (_, name: string) => (values[name] == null ? '' : String(values[name])));

/**
 * One language's catalogue behind rosetta (lookup by dot path), with Intl.PluralRules for plurals. Catalogue
 * strings are written `{name}` (as in 'Please retry after {time}') and kept so: a text's placeholders are filled when
 * it is asked for (nothing walks a whole catalogue when it loads). Lazily loaded features (src/i18n/lazy-catalogues.ts)
 * are added later with `add`.
 */
export function createTranslator(language: Language, tree: CatalogueTree): Translator {
  const dictionary = rosetta<CatalogueTree>({ [language]: { ...tree } });
  dictionary.locale(language);
  const plural = new Intl.PluralRules(language);
  const text = (key: string, values: TranslateValues): string | null => {
    const found: unknown = dictionary.t(key);
    return typeof found === 'string' && found !== '' ? fill(found, values) : null;
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
      return values.defaultValue.replace(PLACEHOLDER, (match, name: string) =>
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
