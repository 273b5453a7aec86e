import { importWithMessages } from '../../i18n/lazy-catalogues';

/**
 * The overlays' doorway (see overlays-doorway.ts): each overlay's code with its catalogues. Imported lazily only,
 * so the lists of chunks these imports need are in this chunk, not in the first path's.
 */
export const loadStatusMenu = () => importWithMessages(['statusMenu'], () => import('../status-menu/StatusMenu'));

export const loadBoostDialog = () => importWithMessages(['boost'], () => import('../boost/BoostDialog'));

export const loadInlinePlayer = () => importWithMessages(['player'], () => import('../media-player/InlinePlayer'));

export const loadMediaStage = () =>
  importWithMessages(['mediaViewer', 'player'], () => import('../media-viewer/MediaStage'));

export const loadAccountMenu = () =>
  importWithMessages(['places', 'accounts', 'serverInfo'], () => import('../accounts/AccountMenuPopover'));

export const loadInteractionPrompt = () =>
  importWithMessages(['interactionPrompt'], () => import('../interaction-prompt/InteractionPromptDialog'));

export const loadTokenRefusedNotice = () =>
  importWithMessages(['tokenRefused'], () => import('../accounts/TokenRefusedNotice'));
