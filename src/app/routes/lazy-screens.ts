import { lazy } from 'react';

/**
 * Every screen is loaded on demand, so the first timeline needs only its own code. Each import names a module
 * with a default export.
 */
export const TimelineScreen = lazy(() => import('../../views/timeline/TimelineScreen'));
export const StatusPage = lazy(() => import('../../views/status-page/StatusPage'));
export const ProfilePage = lazy(() => import('../../views/profile/ProfilePage'));
export const PlaceholderScreen = lazy(() => import('../../views/placeholder/PlaceholderScreen'));
export const NotFoundPage = lazy(() => import('../../views/not-found/NotFoundPage'));
