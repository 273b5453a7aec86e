/**
 * The deck on show while `owner` is the current account (the multi-column layout): the owner's own deck, or the
 * deck kept on show after a link in a column of the owner switched to it (services/deck/shown-deck.ts). Its
 * columns as the deck columns chart holds them (services/deck/use-deck-columns.ts), then the routed screen as one
 * more column unless the route is one of the current account's COMPOSE, HOME or NOTIFICATIONS columns, then the
 * deck's own controls (add a column, reset).
 * After a move or a resize the focus stays on the control used; after a removal it goes to the column now in
 * that place (or the add button); after a column's timeline changed (its more tags), to that column's settings. Every change is said in a live region. Loaded only in this layout
 * (views/shell/DeckShell.tsx, itself loaded only there).
 */
import { Suspense, useLayoutEffect, useRef, useState } from 'react';
import { Outlet } from 'react-router';
import { useTranslation } from '../../i18n/react';
import type { DeckColumnsEvent } from '../../machines/deck-columns.machine';
import {
  addProblem,
  makeColumn,
  type DeckColumn,
  type DeckColumnType,
  type GoneEntity,
} from '../../machines/deck-columns-rules';
import { useAppServices } from '../../services/app-services/app-services';
import { servicesOfAccount } from '../../services/deck/account-scope';
import { targetOfTimeline } from '../../services/deck/column-content';
import { useShownDeck } from '../../services/deck/shown-deck';
import { useDeckColumns } from '../../services/deck/use-deck-columns';
import { ScreenSuspense } from '../shell/ScreenSuspense';
import { columnLabel, columnTitleText, entityTitleIn } from './column-titles';
import { announcementOf } from './deck-announcement';
import { DeckColumnView } from './DeckColumn';
import { DeckColumnFrame } from './DeckColumnFrame';
import type { ColumnControl } from './DeckColumnHeader';
import { LazyAddColumnDialog } from './lazy-add-column';
import './deck.css';

export interface DeckProps {
  /** the key of the current account (the deck shown is its own unless one is kept on show) */
  owner: string;
  /** the column type the current route is shown by (COMPOSE, HOME, NOTIFICATIONS), if any */
  routed: DeckColumnType | null;
}

type PendingFocus = { id: string; control: ColumnControl } | { removedAt: number } | { retargeted: string };

const CONTROLS: readonly ColumnControl[] = ['left', 'right', 'narrower', 'wider', 'remove'];

function eventOf(id: string, control: ColumnControl): DeckColumnsEvent {
  switch (control) {
    case 'left':
      return { type: 'MOVE', id, by: -1 };
    case 'right':
      return { type: 'MOVE', id, by: 1 };
    case 'narrower':
    case 'wider':
      return { type: 'RESIZE', id, change: control };
    case 'remove':
      return { type: 'REMOVE', id };
  }
}

export default function Deck({ owner, routed }: DeckProps) {
  const { t } = useTranslation();
  const services = useAppServices();
  const signedIn = services.session.accounts.map((a) => a.key);
  const deck = useShownDeck(owner, signedIn);
  const { snapshot, actor, send } = useDeckColumns(deck);
  const { columns, change } = snapshot.context;
  const stripRef = useRef<HTMLDivElement>(null);
  const addRef = useRef<HTMLButtonElement>(null);
  const pending = useRef<PendingFocus | null>(null);
  const [adding, setAdding] = useState(false);

  // the focus after a change made from a column's header (see above)
  useLayoutEffect(() => {
    const wanted = pending.current;
    pending.current = null;
    const strip = stripRef.current;
    if (wanted === null || strip === null) return;
    const frames = [...strip.children].filter(
      (child): child is HTMLElement => child instanceof HTMLElement && child.classList.contains('deck-column'),
    );
    if ('control' in wanted) {
      const frame = frames.find((f) => f.dataset.columnId === wanted.id);
      frame?.querySelector<HTMLElement>(`[data-control="${wanted.control}"]`)?.focus();
    } else if ('retargeted' in wanted) {
      // the column shows its new timeline: the focus goes back to its settings (else the column)
      const frame = frames.find((f) => f.dataset.columnId === wanted.retargeted);
      (frame?.querySelector<HTMLElement>('.timeline-settings-toggle') ?? frame)?.focus();
    } else (frames[wanted.removedAt] ?? frames.at(-1) ?? addRef.current)?.focus();
  }, [columns]);

  const routedIndex = routed === null ? -1 : columns.findIndex((c) => c.type === routed && c.account === owner);
  const titleOf = (column: DeckColumn) => {
    const store = servicesOfAccount(services, column.account)?.store ?? null;
    return columnLabel(t, columnTitleText(t, column, entityTitleIn(store, column)), column, services.session);
  };
  const message = announcementOf(t, change, columns, titleOf);

  const retarget = (column: DeckColumn, timeline: string) => {
    const target = targetOfTimeline(column, timeline);
    if (target === null) return;
    const event: DeckColumnsEvent = { type: 'RETARGET', id: column.id, target };
    if (!actor.getSnapshot().can(event)) return;
    pending.current = { retargeted: makeColumn(column.account, target).id };
    send(event);
  };

  const control = (column: DeckColumn, index: number, used: ColumnControl) => {
    const event = eventOf(column.id, used);
    if (!actor.getSnapshot().can(event)) return;
    pending.current = used === 'remove' ? { removedAt: index } : { id: column.id, control: used };
    send(event);
  };

  return (
    <>
      <div ref={stripRef} className="deck__columns">
        {columns.map((column, index) => (
          <DeckColumnView
            key={column.id}
            column={column}
            main={index === routedIndex}
            enabled={
              Object.fromEntries(CONTROLS.map((c) => [c, snapshot.can(eventOf(column.id, c))])) as Record<
                ColumnControl,
                boolean
              >
            }
            onControl={(used) => control(column, index, used)}
            onGone={(entity: GoneEntity) => send({ type: 'COLUMN_GONE', entity })}
            onRetarget={(timeline) => retarget(column, timeline)}
          />
        ))}
        {routedIndex === -1 && (
          <DeckColumnFrame main>
            <ScreenSuspense>
              <Outlet />
            </ScreenSuspense>
          </DeckColumnFrame>
        )}
        <aside className="deck__tools" aria-label={t('deck.tools')}>
          <button ref={addRef} type="button" className="deck__tool" onClick={() => setAdding(true)}>
            <span aria-hidden="true">+</span> {t('deck.add')}
          </button>
          <button
            type="button"
            className="deck__tool deck__tool--quiet"
            aria-disabled={snapshot.can({ type: 'RESET' }) ? undefined : true}
            onClick={() => {
              if (actor.getSnapshot().can({ type: 'RESET' })) send({ type: 'RESET' });
            }}
          >
            {t('deck.reset')}
          </button>
        </aside>
      </div>
      <p className="visually-hidden" role="status">
        {message}
      </p>
      {adding && (
        <Suspense fallback={null}>
          <LazyAddColumnDialog
            owner={owner}
            accounts={services.session.accounts}
            problemOf={(account, target) => addProblem(columns, makeColumn(account, target))}
            onAdd={(account, target) => {
              send({ type: 'ADD', account, target });
              setAdding(false);
            }}
            onClose={() => setAdding(false)}
          />
        </Suspense>
      )}
    </>
  );
}
