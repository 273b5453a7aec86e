/**
 * The titles of the blur filters that hide a post's media in the current context, provided by
 * FilterGate. Without a provider the media use the server's results on the post (matched_media_filters).
 */
import { createContext, useContext } from 'react';

const MediaFilterContext = createContext<readonly string[] | false | undefined>(undefined);

export const MediaFilterProvider = MediaFilterContext.Provider;

export function useMediaFilterTitles(fallback: readonly string[] | false): readonly string[] | false {
  const provided = useContext(MediaFilterContext);
  return provided === undefined ? fallback : provided;
}
