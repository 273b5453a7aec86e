/**
 * The small picture at the start of a notification row, one per notification type. Each is a 24-unit SVG
 * drawn with strokes in the text colour (the row's stylesheet tints some types), hidden from assistive
 * technology: the row's sentence says what happened.
 */
import type { ReactNode } from 'react';
import type { KnownNotificationType } from '../../../domain/entities/notification-parts';

const PERSON = (
  <>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6" />
  </>
);

const LINK_HALF_A = <path d="M10.5 13.5l-2.8 2.8a2.9 2.9 0 01-4.1-4.1l2.8-2.8a2.9 2.9 0 014.1 0" />;
const LINK_HALF_B = <path d="M13.5 10.5l2.8-2.8a2.9 2.9 0 014.1 4.1l-2.8 2.8a2.9 2.9 0 01-4.1 0" />;

/** The strokes of each type's picture. */
const SHAPES: Record<KnownNotificationType, ReactNode> = {
  follow: (
    <>
      {PERSON}
      <path d="M19 8v6M16 11h6" />
    </>
  ),
  follow_request: (
    <>
      {PERSON}
      <circle cx="18.5" cy="11" r="3.5" />
      <path d="M18.5 9.5V11l1 1" />
    </>
  ),
  favourite: <path d="M12 3.5l2.6 5.4 5.9.8-4.3 4.1 1 5.8L12 16.8l-5.2 2.8 1-5.8-4.3-4.1 5.9-.8z" />,
  emoji_reaction: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 14c.8 1.4 2 2.2 3.5 2.2s2.7-.8 3.5-2.2M9 9.5v1M15 9.5v1" />
    </>
  ),
  reaction: (
    <>
      <circle cx="12" cy="12" r="8.5" />
      <path d="M8.5 14c.8 1.4 2 2.2 3.5 2.2s2.7-.8 3.5-2.2M9 9.5v1M15 9.5v1" />
    </>
  ),
  reblog: <path d="M4 10V8.5A2.5 2.5 0 016.5 6H18l-3-3M20 14v1.5a2.5 2.5 0 01-2.5 2.5H6l3 3" />,
  mention: (
    <>
      <circle cx="12" cy="12" r="3.5" />
      <path d="M15.5 12v1.5a2.5 2.5 0 005 0V12a8.5 8.5 0 10-3.3 6.7" />
    </>
  ),
  status_reference: (
    <>
      {LINK_HALF_A}
      {LINK_HALF_B}
      <path d="M9.5 14.5l5-5" />
    </>
  ),
  quote: <path d="M5 18c2.5-1 3.5-3 3.5-6V7H4v5h4.5M14.5 18c2.5-1 3.5-3 3.5-6V7h-4.5v5H18" />,
  poll: <path d="M4 20h16M6.5 16V11M12 16V5M17.5 16V8.5" />,
  status: (
    <>
      <path d="M6 16V11a6 6 0 0112 0v5l1.5 2h-15z" />
      <path d="M10 20.5a2.2 2.2 0 004 0" />
    </>
  ),
  list_status: <path d="M4 6.5h1M4 12h1M4 17.5h1M8.5 6.5H20M8.5 12H20M8.5 17.5H20" />,
  update: <path d="M4 20l1-4.5L15.5 5a2.1 2.1 0 013 3L8 18.5zM13.5 7l3 3" />,
  quoted_update: (
    <>
      <path d="M10 20l.7-3.2 7.3-7.3a1.8 1.8 0 012.5 2.5l-7.3 7.3z" />
      <path d="M3.5 11c1.6-.7 2.3-2 2.3-4V4H3v3.2h2.8M9 11c1.6-.7 2.3-2 2.3-4V4H8.5v3.2h2.8" />
    </>
  ),
  'admin.sign_up': (
    <>
      {PERSON}
      <path d="M18.5 5.5l.9 2 2 .9-2 .9-.9 2-.9-2-2-.9 2-.9z" />
    </>
  ),
  'admin.report': <path d="M5.5 21V4M5.5 4.5h11l-2.5 4 2.5 4h-11" />,
  moderation_warning: (
    <>
      <path d="M12 3.5L21 19.5H3z" />
      <path d="M12 9.5v4.5M12 16.8v.2" />
    </>
  ),
  severed_relationships: (
    <>
      {LINK_HALF_A}
      {LINK_HALF_B}
      <path d="M4 4l2.5 2.5M20 20l-2.5-2.5M9 3v2.5M15 21v-2.5" />
    </>
  ),
  annual_report: (
    <>
      <rect x="3.5" y="5" width="17" height="15" rx="2" />
      <path d="M3.5 10h17M8 3v4M16 3v4M8.5 15l2 2 4-4" />
    </>
  ),
};

export function NotificationIcon({ type }: { type: KnownNotificationType }) {
  return (
    <svg
      className={`notification-icon notification-icon--${type.replace('.', '-')}`}
      viewBox="0 0 24 24"
      width="20"
      height="20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      data-notification-icon={type}
    >
      {SHAPES[type]}
    </svg>
  );
}
