/**
 * Names a sampled function by its original source for `npm run bench:trace`: a built script's position (as the
 * profiler reports it, 0-based line and column) is looked up in the script's source map from the build folder.
 * Scripts from elsewhere, or without a map, are not located.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { SourceMapConsumer, type RawSourceMap } from 'source-map-js';

export interface SourcePlace {
  /** the original file, from the repository root (src/..., node_modules/...) */
  source: string;
  line: number;
  /** the original name at that place, when the map has one */
  name: string | null;
}

export type Locate = (url: string, line: number, column: number) => SourcePlace | null;

/** `../../src/app/App.tsx` (as written in a map under assets/) → `src/app/App.tsx` */
export function repositoryPath(source: string): string {
  const at = source.search(/(^|\/)(src|node_modules|sandbox)\//);
  if (at === -1) return source;
  return source.slice(source[at] === '/' ? at + 1 : at);
}

export async function sourceLocator(buildDir: string, clientUrl: string): Promise<Locate> {
  const origin = new URL(clientUrl).origin;
  const maps = new Map<string, SourceMapConsumer | null>();
  const mapOf = (path: string): SourceMapConsumer | null => {
    if (!maps.has(path)) {
      const file = join(buildDir, `${path}.map`);
      maps.set(
        path,
        existsSync(file) ? new SourceMapConsumer(JSON.parse(readFileSync(file, 'utf8')) as RawSourceMap) : null,
      );
    }
    return maps.get(path) ?? null;
  };
  return (url, line, column) => {
    if (!url.startsWith(origin)) return null;
    const map = mapOf(new URL(url).pathname);
    if (map === null) return null;
    const place = map.originalPositionFor({ line: line + 1, column, bias: SourceMapConsumer.LEAST_UPPER_BOUND });
    if (place.source === null) return null;
    return { source: repositoryPath(place.source), line: place.line ?? 0, name: place.name ?? null };
  };
}
