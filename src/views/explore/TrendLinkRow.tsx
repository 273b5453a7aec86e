/**
 * One trending link: its picture (the blurhash until it loads; decorative), the site's name, the title, the
 * description (clamped), the author line and how many people talked about it in the past two days. The row's
 * main link opens the posts sharing the link in the app (its title travels with it, for the heading) and is named
 * by all it shows (site, title, description: a name holding the visible text, for speech input); a second,
 * labelled link opens the article itself on its site, in a new tab.
 */
import { useId, useState, type MouseEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { linkTimelineState, type TrendLink } from '../../services/explore/trend-links';
import { peopleInPastDays, TREND_SUMMARY_DAYS } from '../../services/explore/trend-usage';
import { linkTimelinePath } from '../../services/routing/paths';
import { decodeDomain } from '../../services/text/idn';
import { appHref } from '../common/InternalLink';
import { CardAuthorLine } from '../status/card/CardAuthorLine';
import { BlurhashCanvas } from '../status/media/BlurhashCanvas';

/** The host of a URL as readers write it (an IDN decoded); the URL itself when it has none. */
function hostOf(url: string): string {
  try {
    return decodeDomain(new URL(url).hostname).display;
  } catch {
    return url;
  }
}

const plainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export function TrendLinkRow({ link }: { link: TrendLink }) {
  const { t } = useTranslation();
  const { navigate, layout } = useAppServices();
  const detailsId = useId();
  const [pictureShown, setPictureShown] = useState(false);
  const { card } = link;
  const host = hostOf(card.url);
  const title = card.title.trim() || host;
  const provider = card.provider_name.trim() || host;
  const path = linkTimelinePath(card.url);
  const people = peopleInPastDays(link.history);

  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.defaultPrevented || !plainClick(event)) return;
    event.preventDefault();
    navigate(path, { state: linkTimelineState(card.url, title) });
  };

  return (
    <div className="trend-link">
      <a className="trend-link__main" href={appHref(path, layout)} onClick={open} aria-describedby={detailsId}>
        <span className="trend-link__thumb">
          {card.image !== null && !pictureShown && <BlurhashCanvas hash={card.blurhash} className="trend-link__blur" />}
          {card.image !== null && (
            <img
              className="trend-link__image"
              src={card.image}
              alt=""
              loading="lazy"
              decoding="async"
              onLoad={() => setPictureShown(true)}
            />
          )}
        </span>
        <span className="trend-link__text">
          <span className="trend-link__provider">{provider}</span>
          <span className="trend-link__title">{title}</span>
          {card.description.trim() !== '' && <span className="trend-link__description">{card.description}</span>}
        </span>
      </a>
      <div className="trend-link__footer">
        <CardAuthorLine card={card} />
        <p id={detailsId} className="trend-link__usage">
          {t('explore.links.people', { count: people, days: TREND_SUMMARY_DAYS })}
        </p>
        <a
          className="trend-link__article"
          href={card.url}
          target="_blank"
          rel="noopener noreferrer nofollow"
          aria-label={t('explore.links.openArticleNamed', { title })}
        >
          {t('explore.links.openArticle')}
        </a>
      </div>
    </div>
  );
}
