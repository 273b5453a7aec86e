/** Every Japanese catalogue file, as one chunk the page loads when the reader's language is Japanese. */
export default import.meta.glob<Record<string, unknown>>('./messages/*.ja.json', { eager: true, import: 'default' });
