import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AnyStateMachine, AnyTransitionDefinition, InspectionEvent } from 'xstate';
import { inventoryOf, transitionKey, type DefinitionInventory } from './definition-inventory';

/** Where each machine's coverage lands; tests/model/coverage-table.global.ts prints it after `vitest run`. */
export const COVERAGE_DIR = fileURLToPath(new URL('../../../.tmp/model-coverage', import.meta.url));

export interface ModelCoverage {
  machine: string;
  states: { reached: number; total: number; missing: string[] };
  transitions: { taken: number; total: number; missing: string[] };
  paths: number;
  /** set when the test explicitly accepts less than full coverage */
  incompleteAllowed: string | null;
}

/**
 * Records, from the inspection stream of REAL actors, which state nodes were active and which
 * transitions of the definition fired. One recorder per machine, shared by all its paths.
 */
export class CoverageRecorder {
  private readonly inventory: DefinitionInventory;
  private readonly reached = new Set<string>();
  private readonly taken = new Set<string>();
  private pathCount = 0;

  constructor(machine: AnyStateMachine) {
    this.inventory = inventoryOf(machine);
  }

  /** An `inspect` callback for `createActor`, counting only the actor `isRoot` accepts. */
  inspector(isRoot: (actorRef: unknown) => boolean): (event: InspectionEvent) => void {
    return (event) => {
      if (!isRoot(event.actorRef)) return;
      if (event.type === '@xstate.snapshot' || event.type === '@xstate.microstep') {
        const nodes = (event.snapshot as { _nodes?: Array<{ id: string }> })._nodes ?? [];
        for (const node of nodes) this.reached.add(node.id);
      }
      if (event.type === '@xstate.microstep') {
        for (const t of event._transitions as AnyTransitionDefinition[]) {
          const key = transitionKey(t);
          if (key !== null && this.inventory.transitions.has(key)) this.taken.add(key);
        }
      }
    };
  }

  countPath(): void {
    this.pathCount += 1;
  }

  report(machine: string, incompleteAllowed: string | null): ModelCoverage {
    const states = this.inventory.states;
    const transitions = [...this.inventory.transitions.keys()];
    return {
      machine,
      states: {
        reached: states.filter((s) => this.reached.has(s)).length,
        total: states.length,
        missing: states.filter((s) => !this.reached.has(s)),
      },
      transitions: {
        taken: transitions.filter((t) => this.taken.has(t)).length,
        total: transitions.length,
        missing: transitions.filter((t) => !this.taken.has(t)).map((t) => this.inventory.transitions.get(t) ?? t),
      },
      paths: this.pathCount,
      incompleteAllowed,
    };
  }
}

export function writeCoverage(coverage: ModelCoverage, dir = COVERAGE_DIR): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${coverage.machine}.json`);
  writeFileSync(file, `${JSON.stringify(coverage, null, 2)}\n`);
  return file;
}

export function isComplete(coverage: ModelCoverage): boolean {
  return coverage.states.reached === coverage.states.total && coverage.transitions.taken === coverage.transitions.total;
}

/** Throws unless coverage is 100 % or the test opted out with a reason. */
export function assertFullCoverage(coverage: ModelCoverage): void {
  if (isComplete(coverage) || coverage.incompleteAllowed !== null) return;
  const lines = [
    `model coverage of ${coverage.machine} is incomplete:`,
    `  states ${coverage.states.reached}/${coverage.states.total}${coverage.states.missing.length ? `, never reached: ${coverage.states.missing.join(', ')}` : ''}`,
    `  transitions ${coverage.transitions.taken}/${coverage.transitions.total}`,
    ...coverage.transitions.missing.map((t) => `    never taken: ${t}`),
    'Add sample events that reach them, or pass incompleteCoverage: { reason } to accept it.',
  ];
  throw new Error(lines.join('\n'));
}

/** The table `npm test` prints: one row per machine. */
export function coverageTable(rows: ModelCoverage[]): string {
  const header = ['machine', 'states', 'transitions', 'paths'];
  const body = rows
    .sort((a, b) => a.machine.localeCompare(b.machine))
    .map((r) => [
      r.machine + (r.incompleteAllowed !== null ? ' (incomplete allowed)' : ''),
      `${r.states.reached}/${r.states.total}`,
      `${r.transitions.taken}/${r.transitions.total}`,
      String(r.paths),
    ]);
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((row) => row[i]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i]!))
      .join('  ')
      .trimEnd();
  return ['Model coverage', line(header), line(widths.map((w) => '-'.repeat(w))), ...body.map(line)].join('\n');
}
