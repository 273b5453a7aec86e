/**
 * `npm run bench`: runs every benchmark and prints its figures. Add a benchmark by exporting `run()`
 * from a bench/*.ts module and listing it here.
 */
import { run as initialJs } from './initial-js';
import { run as sandboxSerialize } from './sandbox-serialize';
import { run as homeTimelineJs } from './home-timeline-js';
import { run as timelineFeed } from './timeline-feed';

const benches: Array<[string, () => Promise<unknown>]> = [
  ['initial-js', initialJs],
  ['home-timeline-js', homeTimelineJs],
  ['sandbox-serialize', sandboxSerialize],
  ['timeline-feed', timelineFeed],
];

for (const [name, bench] of benches) {
  process.stdout.write(`bench: ${name}\n`);
  try {
    await bench();
  } catch (error) {
    process.stderr.write(`bench ${name} failed: ${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  }
}
