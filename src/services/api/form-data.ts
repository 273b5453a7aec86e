/**
 * Multipart bodies (media upload, update_credentials) built from plain objects.
 * Nested objects become bracketed keys (`fields_attributes[0][name]`), arrays become `key[]`,
 * booleans `true`/`false`; undefined and null fields are left out. Blobs and Files are sent as parts.
 */
export type FormScalar = string | number | boolean | Blob;
export type FormValue = FormScalar | null | undefined | readonly FormValue[] | { readonly [key: string]: FormValue };
export type FormFields = Readonly<Record<string, FormValue>>;

function isPlainObject(value: unknown): value is Record<string, FormValue> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Blob);
}

function appendValue(form: FormData, key: string, value: FormValue): void {
  if (value === undefined || value === null) return;
  if (value instanceof Blob) {
    form.append(key, value);
  } else if (Array.isArray(value)) {
    for (const item of value as readonly FormValue[]) appendValue(form, `${key}[]`, item);
  } else if (isPlainObject(value)) {
    for (const [child, childValue] of Object.entries(value)) appendValue(form, `${key}[${child}]`, childValue);
  } else if (typeof value === 'boolean') {
    form.append(key, value ? 'true' : 'false');
  } else {
    form.append(key, String(value));
  }
}

export function toFormData(fields: FormFields): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) appendValue(form, key, value);
  return form;
}
