import { importWithMessages } from '../../i18n/lazy-catalogues';

/**
 * The overlays' loader (see overlays-loader.ts): each overlay's code with its catalogues. Imported lazily only,
 * so the lists of chunks these imports need are in this chunk, not in the first path's.
 */
export const loadStatusMenu = () => importWithMessages(['statusMenu'], () => import('../status-actions/StatusMenu'));

export const loadBoostDialog = () => importWithMessages(['boost'], () => import('../boost/BoostDialog'));

export const loadInlinePlayer = () => importWithMessages(['player'], () => import('../media/player/InlinePlayer'));

export const loadMediaViewer = () =>
  importWithMessages(['mediaViewer', 'player'], () => import('../media/viewer/MediaOverlays'));

export const loadAccountMenu = () =>
  importWithMessages(['places', 'accounts', 'serverInfo'], () => import('../accounts/AccountMenuPopover'));

export const loadSignInPrompt = () =>
  importWithMessages(['interactionPrompt'], () => import('../sign-in-prompt/SignInPromptDialog'));

export const loadTokenRefusedNotice = () =>
  importWithMessages(['tokenRefused'], () => import('../accounts/TokenRefusedNotice'));
