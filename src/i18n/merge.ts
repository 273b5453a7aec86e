export type CatalogueTree = { [key: string]: string | CatalogueTree };

/** `{name}` (the spec's and the catalogues' form) -> `{{name}}` (rosetta's templating). */
function toTemplates(tree: Record<string, unknown>): CatalogueTree {
  const out: CatalogueTree = {};
  for (const [key, value] of Object.entries(tree)) {
    if (typeof value === 'string') out[key] = value.replace(/\{(\w+)\}/g, '{{$1}}');
    else if (value !== null && typeof value === 'object') out[key] = toTemplates(value as Record<string, unknown>);
  }
  return out;
}

/**
 * Files keyed by path (`./messages/<feature>.<lang>.json`) -> one tree per language, features as top-level keys,
 * placeholders turned into rosetta templates.
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
    out[language][feature] = toTemplates(tree);
  }
  return out;
}
