/**
 * One column of the deck: its frame (a landmark named after it), its header (account, controls) and what it
 * shows, all inside the services of the column's account, so a column of another signed-in account reads that
 * account's server, store and timelines. A column of an account no longer signed in says so (its header still
 * removes it). A list, antenna, circle or category column reports when what it shows is gone; a timeline column
 * changes its timeline within its type (its settings: a hashtag's more tags) through the deck. Links followed in a
 * column of another account open as that account (AccountScope).
 */
import { useTranslation } from '../../i18n/react';
import {
  entityOfColumn,
  type DeckColumn,
  type GoneEntity,
  type GoneEntityKind,
} from '../../machines/deck-columns-rules';
import { useAppServices } from '../../services/app-services/app-services';
import { serverOfAccountKey } from '../../services/deck/account-scope';
import { useEntityGone } from '../../services/deck/use-column-gone';
import { hostOf } from '../accounts/account-names';
import { ScreenSuspense } from '../shell/ScreenSuspense';
import { TimelineTargetContext } from '../timelines/timeline-target-context';
import { AccountScope } from './AccountScope';
import { ColumnBody } from './ColumnBody';
import { accountLabel, columnLabel, columnTitleText, useColumnTitle } from './column-titles';
import { DeckColumnFrame } from './DeckColumnFrame';
import { DeckColumnHeader, type ColumnControl } from './DeckColumnHeader';

export interface DeckColumnViewProps {
  column: DeckColumn;
  main: boolean;
  enabled: Readonly<Record<ColumnControl, boolean>>;
  onControl(control: ColumnControl): void;
  onGone(entity: GoneEntity): void;
  /** the column's timeline changed within its type (a hashtag column's more tags) */
  onRetarget(timeline: string): void;
}

function GoneWatch({ kind, id, onGone }: { kind: GoneEntityKind; id: string; onGone(): void }) {
  useEntityGone(kind, id, onGone);
  return null;
}

function ScopedColumn({ column, main, enabled, onControl, onGone, onRetarget }: DeckColumnViewProps) {
  const { t } = useTranslation();
  const { session } = useAppServices();
  const label = columnLabel(t, useColumnTitle(column), column, session);
  const entity = entityOfColumn(column);
  return (
    <DeckColumnFrame label={label} main={main} width={column.width} columnId={column.id} account={column.account}>
      <DeckColumnHeader
        title={label}
        account={accountLabel(session, column.account)}
        enabled={enabled}
        onControl={onControl}
      />
      {entity !== null && (
        <GoneWatch kind={entity.kind} id={entity.id} onGone={() => onGone({ account: column.account, ...entity })} />
      )}
      <ScreenSuspense>
        <TimelineTargetContext value={onRetarget}>
          <ColumnBody column={column} />
        </TimelineTargetContext>
      </ScreenSuspense>
    </DeckColumnFrame>
  );
}

export function DeckColumnView(props: DeckColumnViewProps) {
  const { t } = useTranslation();
  const { session } = useAppServices();
  const { column } = props;
  const host = hostOf(serverOfAccountKey(column.account));
  const label = columnLabel(t, columnTitleText(t, column, null), column, session);
  const signedOut = (
    <DeckColumnFrame label={label} main={props.main} width={column.width} columnId={column.id}>
      <DeckColumnHeader
        title={label}
        account={t('deck.unknownAccount', { host })}
        enabled={props.enabled}
        onControl={props.onControl}
      />
      <p className="deck-column__note">{t('deck.signedOut', { host })}</p>
    </DeckColumnFrame>
  );
  return (
    <AccountScope account={column.account} fallback={signedOut}>
      <ScopedColumn {...props} />
    </AccountScope>
  );
}
