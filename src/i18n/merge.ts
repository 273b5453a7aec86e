export type CatalogueTree = { [key: string]: string | CatalogueTree };

/**
 * Files keyed by path (`./messages/<feature>.<lang>.json`) -> one tree per language, features as top-level keys.
 * The strings stay as written, placeholders `{name}` included: the translator fills them when a text is asked for.
 */
export function mergeCatalogues(files: Record<string, Record<string, unknown>>): {
  en: CatalogueTree;
  ja: CatalogueTree;
} {
  const out = { en: {} as CatalogueTree, ja: {} as CatalogueTree };
  for (const [path, tree] of Object.entries(files)) {
    const match = /([\w-]+)\.(en|ja)\.json$/.exec(path);
    if (!match) throw new Error(`i18n catalogue file ${path} is not named <feature>.<en|ja>.json`);
    const [, feature, language] = match as unknown as [string, string, 'en' | 'ja'];
    if (out[language][feature]) throw new Error(`i18n feature ${feature} is defined twice for ${language}`);
    out[language][feature] = tree as CatalogueTree;
  }
  return out;
}
