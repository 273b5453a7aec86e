/**
 * A page shared to the app from another one (the system's share sheet, through the web app manifest's
 * share_target): /share?title=&text=&url= opens the composer with the draft
 *
 *   title
 *
 *   text url
 *
 * where a part that is missing or blank is left out with its separator.
 */
export interface SharedPage {
  title: string | null;
  text: string | null;
  url: string | null;
}

/** The shared page as the query of /share names it. */
export function sharedPageOf(query: URLSearchParams): SharedPage {
  return { title: query.get('title'), text: query.get('text'), url: query.get('url') };
}

const present = (part: string | null): part is string => part !== null && part.trim() !== '';

/** The draft's text for a shared page. */
export function sharedPageText({ title, text, url }: SharedPage): string {
  const body = [text, url]
    .filter(present)
    .map((part) => part.trim())
    .join(' ');
  return [title, body]
    .filter(present)
    .map((part) => part.trim())
    .join('\n\n');
}
