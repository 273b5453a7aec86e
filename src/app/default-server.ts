/**
 * The server the sign-in form starts with: `<meta name="tsubame-default-server" content="...">` in the
 * served index.html. Empty in the committed file; `npm start` and the browser tests rewrite it to the
 * sandbox URL.
 */
export const DEFAULT_SERVER_META = 'tsubame-default-server';

export function defaultServerFrom(doc: Pick<Document, 'querySelector'>): string {
  const meta = doc.querySelector<HTMLMetaElement>(`meta[name="${DEFAULT_SERVER_META}"]`);
  return meta?.content.trim() ?? '';
}
