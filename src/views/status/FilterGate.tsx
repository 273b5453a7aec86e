/**
 * A filtered post: when filters with a warning match it in this context, the warning
 * 'Filtered: {titles}' with a "Show anyway" button stands in for its content (the choice is kept in the
 * post's UI state, so it survives the virtual feed). Blur filters reach the media through a context: the
 * media stay behind the 'Matches filter “{title}”' cover. Hide filters remove the post from feeds
 * (useVisibleEntries); should such a post be rendered anyway, it is covered like a warned one.
 */
import type { MouseEvent, ReactNode } from 'react';
import { useAppServices } from '../../services/app-services/app-services';
import { useTranslation } from '../../i18n/react';
import { joinFilterTitles } from '../../services/filters/filter-rules';
import { useFilterVerdict } from '../../services/filters/use-filter-verdict';
import { useStatusUi } from '../../services/status/status-ui-store';
import { MediaFilterProvider } from './media/media-filter-context';
import './filter-gate.css';

export interface FilterGateProps {
  statusId: string;
  /** the timeline name, 'detailed', 'bookmarks', 'favourites', 'notifications'... (mapped to a filter context) */
  contextType: string;
  children: ReactNode;
}

export function FilterGate({ statusId, contextType, children }: FilterGateProps) {
  const { t } = useTranslation();
  const { store } = useAppServices();
  const verdict = useFilterVerdict(statusId, contextType);
  const [ui, setUi] = useStatusUi(store, statusId);
  const titles = verdict.warning !== false ? verdict.warning : verdict.hidden ? [] : null;

  if (titles !== null && !ui.filterRevealed) {
    const reveal = (event: MouseEvent<HTMLButtonElement>) => {
      // the button goes away: keep the reader on the post
      const article = event.currentTarget.closest<HTMLElement>('article[tabindex]');
      setUi({ filterRevealed: true });
      article?.focus();
    };
    return (
      <div className="filter-gate">
        <p className="filter-gate__warning">
          {titles.length > 0 ? t('filterGate.warning', { titles: joinFilterTitles(titles) }) : t('filterGate.hidden')}
        </p>
        <button type="button" className="filter-gate__show" onClick={reveal}>
          {t('filterGate.show')}
        </button>
      </div>
    );
  }
  return <MediaFilterProvider value={verdict.media}>{children}</MediaFilterProvider>;
}
