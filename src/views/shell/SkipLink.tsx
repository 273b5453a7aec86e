import type { MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react';

export const MAIN_CONTENT_ID = 'main-content';

/** Focuses the main content region (it has tabIndex -1); false when there is none. */
export function focusMainContent(doc: Document = document): boolean {
  const main = doc.getElementById(MAIN_CONTENT_ID);
  if (!main) return false;
  main.focus();
  return true;
}

/**
 * The first Tab stop of the shell: jumps past the navigation to the main content. It moves focus itself rather
 * than changing the URL's hash, which would add a history entry the router does not know.
 */
export function SkipLink() {
  const { t } = useTranslation();
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (focusMainContent()) event.preventDefault();
  };
  return (
    <a className="skip-link" href={`#${MAIN_CONTENT_ID}`} onClick={onClick}>
      {t('shell.skipToContent')}
    </a>
  );
}
