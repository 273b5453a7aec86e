/** A file size as people read it, in the reader's language: KB below one megabyte, MB above (1 MB = 1024 KB). */
export function fileSizeText(bytes: number, language: string): string {
  const megabytes = bytes / 1024 / 1024;
  const [value, unit] = megabytes >= 1 ? [megabytes, 'megabyte'] : [Math.max(bytes / 1024, 0.1), 'kilobyte'];
  return new Intl.NumberFormat(language, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
}
