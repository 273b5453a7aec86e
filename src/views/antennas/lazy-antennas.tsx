/**
 * The antennas screens (kmyblue) as lazy route elements, each downloading the antennas and organise catalogues with
 * its code: /antennas (<LazyAntennasScreen />), /antennas/:id/edit (<LazyAntennaEditScreen />) and the antenna
 * timeline /antennas/:id (<LazyAntennaTimelineScreen />, which reads the antenna before showing its timeline); and
 * the profile's "Add to or remove from antennas" dialog (<LazyAntennaMembershipDialog accountId acct onClose />,
 * rendered from the control that opens it, like the lists dialog).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { expectFirstRows } from '../../services/after-paint';
import type { MembershipDialogProps } from '../collections/MembershipDialog';

const Antennas = lazyWithMessages(['antennas', 'organise'], () => import('./AntennasScreen'));
const AntennaEdit = lazyWithMessages(['antennas', 'organise'], () => import('./AntennaEditScreen'));
const AntennaTimeline = lazyWithMessages(['antennas', 'organise'], () => import('./AntennaTimelineScreen'));
const MembershipDialog = lazyWithMessages(['antennas', 'organise'], () => import('./AntennaMembershipDialog'));

export function LazyAntennasScreen() {
  return (
    <Suspense fallback={null}>
      <Antennas />
    </Suspense>
  );
}

export function LazyAntennaEditScreen() {
  return (
    <Suspense fallback={null}>
      <AntennaEdit />
    </Suspense>
  );
}

/** An antenna's timeline: like every timeline route, it says a feed is on its way before its code has arrived. */
export function LazyAntennaTimelineScreen() {
  expectFirstRows();
  return (
    <Suspense fallback={null}>
      <AntennaTimeline />
    </Suspense>
  );
}

export function LazyAntennaMembershipDialog(props: MembershipDialogProps) {
  return (
    <Suspense fallback={null}>
      <MembershipDialog {...props} />
    </Suspense>
  );
}
