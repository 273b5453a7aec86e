/**
 * Checks for a per-account part (services/runtime/account-scope.ts): each account's store holds its own instance,
 * and letting the account go (its scope disposed) stops what the part runs.
 */
import { expect } from 'vitest';
import type { PartDefinition } from '../../src/services/runtime/account-scope';
import type { EntityStore } from '../../src/services/store';

/** Both accounts made `part` (through the code under test) and each holds its own. */
export function expectOnePerAccount<T>(part: PartDefinition<T>, one: EntityStore, other: EntityStore): void {
  const first = one.scope.peek(part);
  const second = other.scope.peek(part);
  expect(first, `${part.name} made for the first account`).toBeDefined();
  expect(second, `${part.name} made for the second account`).toBeDefined();
  expect(first).not.toBe(second);
}

/** Lets whatever is waiting on promises and zero-delay timers go on (what a stopped part must no longer do). */
export const settle = (): Promise<void> => new Promise((resolve) => setTimeout(resolve, 0));
