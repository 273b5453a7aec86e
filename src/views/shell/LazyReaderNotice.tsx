import { preloadable } from '../common/preloadable';

/**
 * Where a signed-in reader's disabled or moved account is said (the navigation panel, the mobile header): the
 * standing is asked, and its code downloaded, only once the first posts have painted (a preloadable part).
 */
export const LazyReaderNotice = preloadable(() => import('../accounts/ReaderStanding').then((m) => m.default));
