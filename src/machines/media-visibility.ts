/**
 * Whether a post's media are shown, what the cover over hidden media says, and which controls the media area
 * offers. Pure rules: the view (or the chart that owns the media) applies the effects they name.
 *
 * - Shown or not: an explicit `visible` from the owner always decides. Without one, the reader's display-media
 *   setting does: `show_all` shows everything, `hide_all` hides everything, and any other value shows only media
 *   that are not sensitive.
 * - The hide button: when the owner supplied a toggle handler, pressing it calls that handler and leaves the
 *   decision to the owner (who answers with a new `visible`); otherwise it flips the local state.
 * - Hiding media that were shown pauses whatever video or audio plays in them (the `pausePlayback` effect).
 * - The cover names the first matching reason, in this order: the server holds no copy of the file (the button is
 *   disabled: the reader can only open the remote file), a media filter matched (its title), the post is
 *   sensitive, or the media are simply hidden.
 * - Editable media mode (the composer's own uploads) never covers the media: no cover, no hide, download or
 *   close button, and the media are shown at once.
 */

/** The reader's display-media setting; values other than the two named ones mean "hide sensitive only". */
export type DisplayMedia = 'default' | 'show_all' | 'hide_all';

/** A message of a view's catalogue: the key passed to `t()` and its values. */
export interface MessageRef {
  key: string;
  values?: Readonly<Record<string, string>>;
}

export function initialMediaVisible(input: {
  /** the owner's explicit choice, when it makes one */
  visible?: boolean | undefined;
  displayMedia: DisplayMedia | string;
  sensitive: boolean;
}): boolean {
  if (input.visible !== undefined) return input.visible;
  if (input.displayMedia === 'show_all') return true;
  if (input.displayMedia === 'hide_all') return false;
  return !input.sensitive;
}

/** What must happen after the shown state changes from `before` to `after`. */
export type VisibilityEffect = 'pausePlayback' | 'callToggleHandler';

export function visibilityChangeEffects(before: boolean, after: boolean): VisibilityEffect[] {
  return before && !after ? ['pausePlayback'] : [];
}

/** The hide/show button pressed while the media are `shown`. */
export function pressVisibilityToggle(input: { shown: boolean; hasToggleHandler: boolean }): {
  shown: boolean;
  effects: VisibilityEffect[];
} {
  if (input.hasToggleHandler) return { shown: input.shown, effects: ['callToggleHandler'] };
  const shown = !input.shown;
  return { shown, effects: visibilityChangeEffects(input.shown, shown) };
}

export type MediaOverlayKind = 'uncached' | 'filter' | 'sensitive' | 'hidden';

export interface MediaOverlayText {
  kind: MediaOverlayKind;
  /** the first line (why the media are covered) */
  title: MessageRef;
  /** the second line (what a click does) */
  action: MessageRef;
  /** the cover button cannot be pressed: uncached media can only be opened from their tiles */
  disabled: boolean;
}

/** Keys of the `media` catalogue (src/i18n/messages/media.<lang>.json). */
export const MEDIA_OVERLAY_KEYS = {
  uncached: 'media.overlay.uncached',
  filter: 'media.overlay.filter',
  sensitive: 'media.overlay.sensitive',
  hidden: 'media.overlay.hidden',
  open: 'media.overlay.open',
  show: 'media.overlay.show',
} as const;

export function mediaOverlayText(input: {
  uncached: boolean;
  /** titles of the media filters the post matched, or false */
  matchedMediaFilters: readonly string[] | false;
  sensitive: boolean;
}): MediaOverlayText {
  const show: MessageRef = { key: MEDIA_OVERLAY_KEYS.show };
  if (input.uncached) {
    return {
      kind: 'uncached',
      title: { key: MEDIA_OVERLAY_KEYS.uncached },
      action: { key: MEDIA_OVERLAY_KEYS.open },
      disabled: true,
    };
  }
  if (input.matchedMediaFilters !== false && input.matchedMediaFilters.length > 0) {
    const title = input.matchedMediaFilters.join(', ');
    return {
      kind: 'filter',
      title: { key: MEDIA_OVERLAY_KEYS.filter, values: { title } },
      action: show,
      disabled: false,
    };
  }
  if (input.sensitive) {
    return { kind: 'sensitive', title: { key: MEDIA_OVERLAY_KEYS.sensitive }, action: show, disabled: false };
  }
  return { kind: 'hidden', title: { key: MEDIA_OVERLAY_KEYS.hidden }, action: show, disabled: false };
}

/** Which parts of the media area are drawn. */
export interface MediaChrome {
  /** the media themselves are shown (not behind the cover) */
  shown: boolean;
  overlay: boolean;
  hideButton: boolean;
  downloadButton: boolean;
  closeButton: boolean;
}

export function mediaChrome(input: { editable: boolean; shown: boolean; uncached: boolean }): MediaChrome {
  if (input.editable) {
    return { shown: true, overlay: false, hideButton: false, downloadButton: false, closeButton: false };
  }
  return {
    shown: input.shown,
    overlay: !input.shown || input.uncached,
    hideButton: input.shown && !input.uncached,
    downloadButton: true,
    closeButton: true,
  };
}
