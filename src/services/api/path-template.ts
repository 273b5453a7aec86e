/** Fills `{name}` placeholders of a catalogue path; every value is URI-encoded as one path segment. */
export function fillPath(template: string, params: Readonly<Record<string, string | number>> = {}): string {
  return template.replace(/\{([^}]+)\}/g, (_match, name: string) => {
    const value = params[name];
    if (value === undefined || value === '') throw new Error(`missing path parameter ${name} for ${template}`);
    return encodeURIComponent(String(value));
  });
}
