/**
 * The area modules keyed by the part of a call id before the dot, loaded on first use (index.ts binds them
 * to a client; client.ts loads an area to learn its calls when a call id is not registered yet).
 */
export const AREA_LOADERS = {
  accounts: () => import('./accounts'),
  followRequests: () => import('./follow-requests'),
  search: () => import('./search'),
  timelines: () => import('./timelines'),
  statuses: () => import('./statuses'),
  media: () => import('./media'),
  polls: () => import('./polls'),
  notifications: () => import('./notifications'),
  markers: () => import('./markers'),
  preferences: () => import('./preferences'),
  reports: () => import('./reports'),
  domainBlocks: () => import('./domain-blocks'),
  push: () => import('./push'),
  settings: () => import('./settings'),
  lists: () => import('./lists'),
  circles: () => import('./circles'),
  antennas: () => import('./antennas'),
  bookmarkCategories: () => import('./bookmark-categories'),
  filters: () => import('./filters'),
  conversations: () => import('./conversations'),
  emoji: () => import('./emoji'),
  announcements: () => import('./announcements'),
  instance: () => import('./instance'),
  discovery: () => import('./discovery'),
  oauth: () => import('./oauth'),
} as const;

export type AreaName = keyof typeof AREA_LOADERS;
