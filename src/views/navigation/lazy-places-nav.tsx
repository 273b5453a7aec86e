import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import { AfterFirstPaint } from '../shell/AfterFirstPaint';

const PlacesNav = lazyWithMessages(['places'], () => import('./PlacesNav'));

/** The places list, downloaded once the first posts have painted: reading the timeline does not need it. */
export function LazyPlacesNav() {
  return (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <PlacesNav />
      </Suspense>
    </AfterFirstPaint>
  );
}
