import { lazy, Suspense } from 'react';
import { AfterFirstPaint } from './AfterFirstPaint';

/** The count and the notifications it counts arrive once the first posts have painted. */
const LiveUnreadBadge = lazy(() => import('./LiveUnreadBadge'));

/** The navigation's unread notification count (signed in only); nothing on the first path but this loader. */
export function UnreadBadge() {
  return (
    <AfterFirstPaint>
      <Suspense fallback={null}>
        <LiveUnreadBadge />
      </Suspense>
    </AfterFirstPaint>
  );
}
