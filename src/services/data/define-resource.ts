/**
 * defineResource: a resource definition as written (see data-definitions.ts) plus the way its chart is made.
 * A typed helper too, so the definition's parameter and value types are inferred where it is written.
 */
import { createActor, fromPromise } from 'xstate';
import { resourceMachine } from '../../machines/resource.machine';
import type { ResourceDefinition, ResourceSpec } from './data-definitions';

export function defineResource<P, T>(spec: ResourceSpec<P, T>): ResourceDefinition<P, T> {
  return {
    ...spec,
    make({ services, key, reportFailure }, params) {
      const machine = resourceMachine.provide({
        actors: {
          load: fromPromise(({ signal }) => spec.load(services, params, signal)),
          ...(spec.retryChances ? { retryChances: spec.retryChances(services, params) } : {}),
        },
        actions: { reportFailure },
      });
      const placeholder = spec.placeholder?.(services, params) ?? null;
      return createActor(machine, { input: { key, goneIsState: spec.goneIsState, placeholder } });
    },
  };
}
