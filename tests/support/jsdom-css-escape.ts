/**
 * jsdom has no CSS.escape; react-aria uses it (meta lookups when an overlay opens, finding items by key).
 * Imported for its effect by the harnesses that render overlays, menus and collections.
 */
const css = ((globalThis as { CSS?: { escape?: (value: string) => string } }).CSS ??= {});
css.escape ??= (value: string) => value.replace(/[^\w-]/g, (c) => `\\${c}`);

export {};
