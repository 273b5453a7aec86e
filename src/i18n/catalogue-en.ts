/** Every English catalogue file, as one chunk the page loads when the reader's language is English. */
export default import.meta.glob<Record<string, unknown>>('./messages/*.en.json', { eager: true, import: 'default' });
