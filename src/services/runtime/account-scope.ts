/**
 * The account's scope: the container of everything that runs for one account (or for one server read signed out)
 * and must stop with it. A module that needs a per-account part (an optimistic runner, a batch, a chart, a cache)
 * defines the part once, at module level, as a key that holds no state (`definePart`), and asks the account's scope
 * for it (`scope.use(part, make)`): the scope makes it on first use, keeps it for the account's life and disposes
 * every part it made, newest first, when the account is let go (signed out, removed). After that, asking for a
 * part is a programming error: whatever still runs for a gone account would call its server with a dead token.
 */

export interface PartDefinition<T> {
  /** says what the part is, in diagnostics and tests */
  readonly name: string;
  /** stops what the part runs (actors, timers, subscriptions) when the account's scope is disposed */
  readonly dispose?: (part: T) => void;
}

/** A per-account part's key: module-level, stateless; the instances live in each account's scope. */
export function definePart<T>(name: string, dispose?: (part: T) => void): PartDefinition<T> {
  return Object.freeze({ name, ...(dispose ? { dispose } : {}) });
}

export interface AccountScope {
  /** The account's instance of `part`, made with `make` on first use. */
  use<T>(part: PartDefinition<T>, make: () => T): T;
  /** The account's instance of `part` when it was made, without making it. */
  peek<T>(part: PartDefinition<T>): T | undefined;
  /** Runs `dispose` when the scope is disposed (with the parts, newest first). */
  onDispose(dispose: () => void): void;
  /** Stops every part and callback, newest first; a second call does nothing. */
  dispose(): void;
  readonly disposed: boolean;
  /** The names of the parts made so far and not disposed (diagnostics and tests). */
  partNames(): string[];
}

export class ScopeDisposedError extends Error {
  constructor(part: string) {
    super(`The account's scope is disposed: "${part}" cannot be made for it any more`);
    this.name = 'ScopeDisposedError';
  }
}

export function createAccountScope(): AccountScope {
  const parts = new Map<PartDefinition<unknown>, unknown>();
  /** what to stop, in the order it was made or registered */
  const stops: Array<() => void> = [];
  let disposed = false;

  return {
    use<T>(part: PartDefinition<T>, make: () => T): T {
      if (parts.has(part as PartDefinition<unknown>)) return parts.get(part as PartDefinition<unknown>) as T;
      if (disposed) throw new ScopeDisposedError(part.name);
      const made = make();
      parts.set(part as PartDefinition<unknown>, made);
      const { dispose } = part;
      if (dispose) stops.push(() => dispose(made));
      return made;
    },
    peek: <T>(part: PartDefinition<T>) => parts.get(part as PartDefinition<unknown>) as T | undefined,
    onDispose(dispose) {
      if (disposed) {
        dispose();
        return;
      }
      stops.push(dispose);
    },
    dispose() {
      if (disposed) return;
      disposed = true;
      const errors: unknown[] = [];
      for (const stop of stops.splice(0).reverse()) {
        try {
          stop();
        } catch (error) {
          errors.push(error);
        }
      }
      parts.clear();
      if (errors.length > 0) throw errors[0];
    },
    get disposed() {
      return disposed;
    },
    partNames: () => [...parts.keys()].map((part) => part.name),
  };
}
