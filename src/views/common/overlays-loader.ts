import { preloadableModule } from './preloadable';

/**
 * What opens over the page at the reader's request (a post's More menu and BOOST dialog, the inline player, the
 * media viewer, the mobile account menu, the sign-in prompt, the notice of an account its server signed out) is reached through one small chunk, overlays-entry.ts,
 * which names their chunks and the shared ones each needs: the first path names only that chunk. It is fetched
 * once the first posts have painted (or at the first use, if sooner), so an overlay opens as soon as before.
 */
export const overlays = preloadableModule(() => import('./overlays-entry'));
