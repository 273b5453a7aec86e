/**
 * Where the outbox shows under the composer: nothing (and nothing downloaded) while no post waits; the outbox
 * list, loaded on first need, while some do.
 */
import { useSelector } from '@xstate/react';
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { OutboxActor, OutboxSnapshot } from '../../machines/outbox.machine';

const OutboxList = lazyWithMessages(['compose'], () => import('./OutboxList'));

const selectWaiting = (snapshot: OutboxSnapshot) => snapshot.context.entries.length > 0;

export interface OutboxSlotProps {
  outbox: OutboxActor;
  onEdit(id: string): void;
  /** one below the compose area's heading */
  headingLevel: 2 | 3;
}

export function OutboxSlot({ outbox, onEdit, headingLevel }: OutboxSlotProps) {
  const waiting = useSelector(outbox, selectWaiting);
  if (!waiting) return null;
  return (
    <Suspense fallback={null}>
      <OutboxList outbox={outbox} onEdit={onEdit} headingLevel={headingLevel} />
    </Suspense>
  );
}
