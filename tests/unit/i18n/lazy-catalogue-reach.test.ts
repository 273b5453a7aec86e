import { existsSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { EAGER_FEATURES } from '../../../src/i18n/eager-catalogues';

/**
 * Where lazy catalogues' strings may be used, read from the sources: the modules the page loads statically
 * from src/main.tsx may only use eager features' keys, and the modules a dynamic import loads statically may
 * only use eager features plus those its lazyWithMessages/importWithMessages call names. So a screen or
 * dialog that shows a lazy feature's strings without waiting for its catalogue (where the keys would flash)
 * fails here. Keys are found in `t('feature.…')` calls (also template literals).
 */
const SRC = fileURLToPath(new URL('../../../src/', import.meta.url));
const MAIN = join(SRC, 'main.tsx');

function resolveImport(from: string, specifier: string): string | null {
  if (!specifier.startsWith('.')) return null;
  const base = join(dirname(from), specifier);
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, 'index.ts'), join(base, 'index.tsx')]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const sources = new Map<string, string>();
const read = (file: string) => {
  let text = sources.get(file);
  if (text === undefined) sources.set(file, (text = readFileSync(file, 'utf8')));
  return text;
};

function staticImports(file: string): string[] {
  const text = read(file);
  const found = [...text.matchAll(/^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm)].map(
    (m) => m[1]!,
  );
  return found.map((specifier) => resolveImport(file, specifier)).filter((f): f is string => f !== null);
}

interface DynamicEntry {
  file: string;
  features: string[];
  from: string;
}

function dynamicImports(file: string): DynamicEntry[] {
  const text = read(file);
  const entries: DynamicEntry[] = [];
  const declared = new Set<number>();
  const withMessages =
    /\b(?:lazyWithMessages|importWithMessages)\(\s*\[([^\]]*)\]\s*,\s*(?:async\s*)?\(\)\s*=>\s*import\(\s*['"]([^'"]+)['"]\s*\)/g;
  for (const match of text.matchAll(withMessages)) {
    const target = resolveImport(file, match[2]!);
    declared.add(match.index! + match[0].lastIndexOf('import('));
    if (target)
      entries.push({
        file: target,
        features: [...match[1]!.matchAll(/['"`]([\w-]+)['"`]/g)].map((m) => m[1]!),
        from: file,
      });
  }
  for (const match of text.matchAll(/\bimport\(\s*['"]([^'"]+)['"]\s*\)/g)) {
    if (declared.has(match.index!)) continue;
    const target = resolveImport(file, match[1]!);
    if (target) entries.push({ file: target, features: [], from: file });
  }
  return entries;
}

function closure(entry: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const imported of staticImports(file)) visit(imported);
  };
  visit(entry);
  return seen;
}

/** Features of the `t('feature.…')` keys a file uses. */
function featuresUsed(file: string): string[] {
  return [...new Set([...read(file).matchAll(/\bt\(\s*['"`]([\w-]+)\./g)].map((m) => m[1]!))];
}

function misuses(files: Iterable<string>, allowed: ReadonlySet<string>, lazyFeatures: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const file of files) {
    for (const feature of featuresUsed(file)) {
      if (lazyFeatures.has(feature) && !allowed.has(feature)) out.push(`${relative(SRC, file)} uses ${feature}.*`);
    }
  }
  return out.sort();
}

describe('lazy catalogues are only used where they are loaded', () => {
  const features = new Set(
    Object.keys(import.meta.glob('../../../src/i18n/messages/*.en.json')).map(
      (path) => /([\w-]+)\.en\.json$/.exec(path)![1]!,
    ),
  );
  const lazyFeatures = new Set([...features].filter((feature) => !EAGER_FEATURES.includes(feature)));
  const eager = new Set(EAGER_FEATURES);

  it('the page start (everything src/main.tsx imports statically) uses eager catalogues only', () => {
    expect(misuses(closure(MAIN), eager, lazyFeatures)).toEqual([]);
  });

  it('each dynamically imported module uses eager catalogues and those its import names only', () => {
    const seenEntries = new Set<string>();
    const problems: string[] = [];
    const queue = [MAIN];
    const visited = new Set<string>();
    while (queue.length > 0) {
      const root = queue.shift()!;
      if (visited.has(root)) continue;
      visited.add(root);
      for (const file of closure(root)) {
        for (const entry of dynamicImports(file)) {
          const key = `${entry.file}|${entry.features.join(',')}`;
          if (!seenEntries.has(key)) {
            seenEntries.add(key);
            const allowed = new Set([...EAGER_FEATURES, ...entry.features]);
            for (const problem of misuses(closure(entry.file), allowed, lazyFeatures)) {
              problems.push(
                `${problem} (loaded by ${relative(SRC, entry.from)} naming [${entry.features.join(', ')}])`,
              );
            }
          }
          queue.push(entry.file);
        }
      }
    }
    expect(seenEntries.size).toBeGreaterThan(5);
    expect(problems).toEqual([]);
  });
});
