/**
 * A decorative icon: a <use> of its symbol in the page's icon sprite (icons.svg, put in index.html by the build),
 * drawn in currentColor, so it follows the text colour and the theme. Icons never carry meaning alone: their
 * label is text or an aria-label next to them.
 */
import './common.css';

export type IconName =
  | 'globe'
  | 'globe-home'
  | 'moon'
  | 'key'
  | 'lock'
  | 'circle-dots'
  | 'mutual'
  | 'person'
  | 'reply-scope'
  | 'at'
  | 'search'
  | 'reply'
  | 'boost'
  | 'star'
  | 'star-filled'
  | 'bookmark'
  | 'bookmark-filled'
  | 'more'
  | 'quote'
  | 'eye';

export function Icon({ name, className }: { name: IconName; className?: string }) {
  return (
    <svg
      className={className === undefined ? `icon icon--${name}` : `icon icon--${name} ${className}`}
      aria-hidden="true"
      focusable="false"
    >
      <use href={`#icon-${name}`} />
    </svg>
  );
}
