/**
 * The home timeline's read marker in the view, downloaded after the first posts have painted (it draws
 * nothing). The rules are the home marker chart's (machines/home-marker.machine.ts, wired to the account's
 * marker by services/markers); this reports what the feed shows (home opened with or without a kept place,
 * the rows, whether the reader is at the top, the row at the top of the viewport) and moves the feed when the
 * chart asks.
 */
import { useActorRef } from '@xstate/react';
import { useEffect, useState, type RefObject } from 'react';
import type { FeedEntry } from '../../machines/timeline-types';
import { useAppServices } from '../../services/app-services/app-services';
import { homeMarkerOf } from '../../services/markers/home-marker';
import { homeMarkerMachineFor, homeMarkerInput, ownPostOf } from '../../services/markers/home-marker-machine';
import { savedFeedPosition } from './feed-positions';
import type { ViewportTopChannel } from './viewport-top-channel';
import type { FeedHandle } from './VirtualFeed';

export interface HomeMarkerTrackerProps {
  timeline: string;
  entries: readonly FeedEntry[];
  /** the first page has loaded */
  loaded: boolean;
  /** whether the reader is at the top (reported by the feed) */
  atTop: boolean;
  feed: RefObject<FeedHandle | null>;
  viewportTop: ViewportTopChannel;
}

export default function HomeMarkerTracker({
  timeline,
  entries,
  loaded,
  atTop,
  feed,
  viewportTop,
}: HomeMarkerTrackerProps) {
  const { api, store, me } = useAppServices();
  const [chart] = useState(() => {
    const marker = homeMarkerOf(store, { api });
    const machine = homeMarkerMachineFor(marker, {
      scrollTo: (index) => feed.current?.scrollToIndex(index, 'start'),
      isOwn: ownPostOf(store, me),
    });
    return { machine, input: homeMarkerInput(marker) };
  });
  const actor = useActorRef(chart.machine, { input: chart.input });

  useEffect(() => {
    actor.send({ type: 'OPEN', kept: savedFeedPosition(store, timeline) !== undefined });
  }, [actor, store, timeline]);
  useEffect(() => {
    actor.send({ type: 'ROWS', entries, loaded });
  }, [actor, entries, loaded]);
  useEffect(() => {
    actor.send({ type: 'AT_TOP', atTop });
  }, [actor, atTop]);
  useEffect(() => viewportTop.listen((index) => actor.send({ type: 'VIEWPORT_TOP', index })), [actor, viewportTop]);
  return null;
}
