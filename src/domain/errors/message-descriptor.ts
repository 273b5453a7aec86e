/**
 * Translatable texts: an i18n key, the English default and the values to interpolate.
 * Placeholders are written `{name}` (as in 'Please retry after {time}'); views translate with the key and fall
 * back to formatMessage(descriptor).
 */
export type MessageValue = string | number;

export interface MessageDescriptor {
  key: string;
  defaultMessage: string;
  values?: Readonly<Record<string, MessageValue>>;
}

export function formatMessage(descriptor: MessageDescriptor): string {
  const values = descriptor.values ?? {};
  return descriptor.defaultMessage.replace(/\{(\w+)\}/g, (match, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : match,
  );
}
