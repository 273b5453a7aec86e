/**
 * The loader to the announcements panel: the home timeline screen downloads this small chunk once the first
 * posts have painted, so its own code lists none of the panel's chunks; the panel, its strings (the lazy
 * `announcements` catalogue) and its styles follow from here.
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

const AnnouncementsPanel = lazyWithMessages(['announcements'], () => import('./AnnouncementsPanel'));

export default function AnnouncementsEntry() {
  return (
    <Suspense fallback={null}>
      <AnnouncementsPanel />
    </Suspense>
  );
}
