/**
 * Defensive readers for untrusted server JSON. Each takes `unknown` and returns a value of the
 * expected type: wrong types are coerced when the intent is clear (a numeric string for a count,
 * a number for an id) and otherwise replaced by the given fallback. None of them throws.
 */

export type JsonRecord = Record<string, unknown>;

export function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The value as an object, or an empty object. */
export function asRecord(value: unknown): JsonRecord {
  return isRecord(value) ? value : {};
}

export function asString(value: unknown, fallback = ''): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return String(value);
  return fallback;
}

export function asStringOrNull(value: unknown): string | null {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return null;
}

/** A non-empty string id (numbers are accepted and turned into strings), or null. */
export function asId(value: unknown): string | null {
  if (typeof value === 'string') return value.length > 0 ? value : null;
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'bigint') return value.toString();
  return null;
}

export function asBoolean(value: unknown, fallback: boolean): boolean {
  if (typeof value === 'boolean') return value;
  if (value === 'true' || value === 1 || value === '1') return true;
  if (value === 'false' || value === 0 || value === '0') return false;
  return fallback;
}

export function asNumber(value: unknown, fallback = 0): number {
  if (typeof value === 'number' && Number.isFinite(value)) return value;
  if (typeof value === 'string' && value.trim() !== '') {
    const n = Number(value);
    if (Number.isFinite(n)) return n;
  }
  return fallback;
}

export function asNumberOrNull(value: unknown): number | null {
  const n = asNumber(value, Number.NaN);
  return Number.isNaN(n) ? null : n;
}

/** A count: a finite number, at least 0, rounded down. */
export function asCount(value: unknown, fallback = 0): number {
  const n = asNumber(value, fallback);
  return n < 0 ? 0 : Math.floor(n);
}

export function asCountOrNull(value: unknown): number | null {
  const n = asNumberOrNull(value);
  return n === null ? null : Math.max(0, Math.floor(n));
}

export function asArray(value: unknown): unknown[] {
  return Array.isArray(value) ? value : [];
}

export function asStringArray(value: unknown): string[] {
  const out: string[] = [];
  for (const item of asArray(value)) {
    const s = asStringOrNull(item);
    if (s !== null) out.push(s);
  }
  return out;
}

export function asIdArray(value: unknown): string[] {
  const out: string[] = [];
  for (const item of asArray(value)) {
    const id = asId(item);
    if (id !== null) out.push(id);
  }
  return out;
}

export function asEnum<T extends string>(value: unknown, allowed: readonly T[], fallback: T): T {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : fallback;
}

export function asEnumOrNull<T extends string>(value: unknown, allowed: readonly T[]): T | null {
  return typeof value === 'string' && (allowed as readonly string[]).includes(value) ? (value as T) : null;
}

/** Maps each item through `normalise`, dropping the ones it rejects (null). */
export function mapDefined<T>(value: unknown, normalise: (item: unknown) => T | null): T[] {
  const out: T[] = [];
  for (const item of asArray(value)) {
    const result = normalise(item);
    if (result !== null) out.push(result);
  }
  return out;
}
