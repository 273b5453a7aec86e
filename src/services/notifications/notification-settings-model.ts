/**
 * The reader's notification settings (part of the client settings): per notification type whether a desktop alert
 * is shown (`alerts`), whether it appears in the notifications column (`shows`) and whether the 'boop' sound
 * plays (`sounds`); whether follows are grouped; and the quick filter bar (shown or not, the category chosen,
 * all categories or the main ones only). Defaults: everything on, except follow requests, which are neither shown in
 * the column nor sounded; follows not grouped; the bar shown on "all", main categories. Pure values and rules; the
 * store is notification-settings.ts.
 */

import {
  NOTIFICATION_TYPES as KNOWN_TYPES,
  type KnownNotificationType,
} from '../../domain/entities/notification-parts';

/**
 * The 18 notification types the settings cover: every type the client knows but kmyblue's older `reaction`, which
 * arrives as an emoji reaction and follows its settings.
 */
export type NotificationType = Exclude<KnownNotificationType, 'reaction'>;
export const NOTIFICATION_TYPES: readonly NotificationType[] = KNOWN_TYPES.filter(
  (type): type is NotificationType => type !== 'reaction',
);

export type TypeFlags = Readonly<Record<NotificationType, boolean>>;

export interface QuickFilterSettings {
  /** the category shown: every notification, or one type */
  active: 'all' | NotificationType;
  /** the quick filter bar is shown above the column */
  show: boolean;
  /** the bar offers every category, not only the main ones */
  advanced: boolean;
}

export interface NotificationSettings {
  alerts: TypeFlags;
  shows: TypeFlags;
  sounds: TypeFlags;
  grouping: Readonly<{ follows: boolean }>;
  quickFilter: Readonly<QuickFilterSettings>;
}

/** A change: the sections and fields named are replaced, the rest stays. */
export interface NotificationSettingsPatch {
  alerts?: Partial<Record<NotificationType, boolean>>;
  shows?: Partial<Record<NotificationType, boolean>>;
  sounds?: Partial<Record<NotificationType, boolean>>;
  grouping?: Partial<{ follows: boolean }>;
  /** an `active` that is neither 'all' nor a known type reads as 'all' */
  quickFilter?: Partial<Omit<QuickFilterSettings, 'active'>> & { active?: string };
}

export function isNotificationType(value: unknown): value is NotificationType {
  return typeof value === 'string' && (NOTIFICATION_TYPES as readonly string[]).includes(value);
}

function flags(off: readonly NotificationType[] = []): TypeFlags {
  return Object.freeze(Object.fromEntries(NOTIFICATION_TYPES.map((type) => [type, !off.includes(type)]))) as TypeFlags;
}

export const DEFAULT_NOTIFICATION_SETTINGS: NotificationSettings = Object.freeze({
  alerts: flags(),
  shows: flags(['follow_request']),
  sounds: flags(['follow_request']),
  grouping: Object.freeze({ follows: false }),
  quickFilter: Object.freeze({ active: 'all', show: true, advanced: false }),
});

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The known types' booleans of `raw` over `base`; anything else is ignored. */
function readFlags(raw: unknown, base: TypeFlags): TypeFlags {
  if (!isRecord(raw)) return base;
  const out: Record<string, boolean> = { ...base };
  for (const type of NOTIFICATION_TYPES) {
    const value = raw[type];
    if (typeof value === 'boolean') out[type] = value;
  }
  return Object.freeze(out) as TypeFlags;
}

function readBoolean(raw: unknown, base: boolean): boolean {
  return typeof raw === 'boolean' ? raw : base;
}

/** Settings from anything (stored JSON, a server's copy): what is valid is kept, the rest takes the defaults. */
export function readNotificationSettings(raw: unknown): NotificationSettings {
  const defaults = DEFAULT_NOTIFICATION_SETTINGS;
  if (!isRecord(raw)) return defaults;
  const grouping = isRecord(raw.grouping) ? raw.grouping : {};
  const quick = isRecord(raw.quickFilter) ? raw.quickFilter : {};
  const active = quick.active === 'all' || isNotificationType(quick.active) ? quick.active : 'all';
  return Object.freeze({
    alerts: readFlags(raw.alerts, defaults.alerts),
    shows: readFlags(raw.shows, defaults.shows),
    sounds: readFlags(raw.sounds, defaults.sounds),
    grouping: Object.freeze({ follows: readBoolean(grouping.follows, defaults.grouping.follows) }),
    quickFilter: Object.freeze({
      active,
      show: readBoolean(quick.show, defaults.quickFilter.show),
      advanced: readBoolean(quick.advanced, defaults.quickFilter.advanced),
    }),
  });
}

/** `settings` with `patch` applied (validated the same way as stored settings). */
export function applyNotificationSettingsPatch(
  settings: NotificationSettings,
  patch: NotificationSettingsPatch,
): NotificationSettings {
  return readNotificationSettings({
    alerts: { ...settings.alerts, ...patch.alerts },
    shows: { ...settings.shows, ...patch.shows },
    sounds: { ...settings.sounds, ...patch.sounds },
    grouping: { ...settings.grouping, ...patch.grouping },
    quickFilter: { ...settings.quickFilter, ...patch.quickFilter },
  });
}

export function sameNotificationSettings(a: NotificationSettings, b: NotificationSettings): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}
