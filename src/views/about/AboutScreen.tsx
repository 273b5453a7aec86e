/**
 * Route /about (signed out too): what the server says of itself. Its picture (hidden when it cannot be loaded),
 * name, domain and short description; whom to contact (the contact account linking to its profile, the email
 * address); then, as sections that open and close, its extended description, its rules (numbered, in the
 * server's order) and the servers it moderates (asked for only when that section is first opened). Loading and
 * a failure with Retry each say so. The summary comes from the account's shared instance chart, so its Retry
 * also brings back every feature the navigation and the screens detect from the server's answer. Loaded on first
 * use only.
 */
import { useId, useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { serverSummary, type ServerSummary } from '../../services/about/server-summary';
import { profilePath } from '../../services/routing/paths';
import { safeHttpUrl } from '../../services/sanitize';
import { useServerInfo } from '../../services/server-info/use-server-info';
import { useAccount } from '../../services/store';
import { Avatar } from '../common/Avatar';
import { DisplayName } from '../common/DisplayName';
import { InternalLink } from '../common/InternalLink';
import { AboutNote, RetryNote } from './AboutNotes';
import { AboutSection } from './AboutSection';
import { ExtendedDescription } from './ExtendedDescription';
import { ModeratedServers } from './ModeratedServers';
import './about.css';

function ContactAccount({ accountId }: { accountId: string }) {
  const account = useAccount(accountId);
  if (account === undefined) return null;
  return (
    <InternalLink to={profilePath(account.acct)} className="about-contact__account">
      <Avatar account={account} size={40} className="about-contact__avatar" />
      <DisplayName account={account} withAcct className="about-contact__name" />
    </InternalLink>
  );
}

function Contact({ summary }: { summary: ServerSummary }) {
  const { t } = useTranslation();
  const headingId = useId();
  const none = summary.contactAccountId === null && summary.contactEmail === '';
  return (
    <section className="about-contact" aria-labelledby={headingId}>
      <h2 id={headingId} className="about__heading">
        {t('about.contact.heading')}
      </h2>
      {none ? (
        <AboutNote text={t('about.contact.none')} />
      ) : (
        <dl className="about-contact__list">
          {summary.contactAccountId !== null && (
            <div className="about-contact__item">
              <dt>{t('about.contact.administeredBy')}</dt>
              <dd>
                <ContactAccount accountId={summary.contactAccountId} />
              </dd>
            </div>
          )}
          {summary.contactEmail !== '' && (
            <div className="about-contact__item">
              <dt>{t('about.contact.email')}</dt>
              <dd>
                <a href={`mailto:${summary.contactEmail}`}>{summary.contactEmail}</a>
              </dd>
            </div>
          )}
        </dl>
      )}
    </section>
  );
}

function Rules({ summary }: { summary: ServerSummary }) {
  const { t } = useTranslation();
  if (summary.rules.length === 0) return <AboutNote text={t('about.rules.empty')} />;
  return (
    <ol className="about-rules">
      {summary.rules.map((rule) => (
        <li key={rule.id} className="about-rules__rule">
          <span className="about-rules__text">{rule.text}</span>
          {rule.hint !== '' && <span className="about-rules__hint">{rule.hint}</span>}
        </li>
      ))}
    </ol>
  );
}

/** The server's picture; one that cannot be loaded is hidden rather than shown broken. */
function Thumbnail({ src, src2x, alt }: { src: string; src2x: string | null; alt: string }) {
  const [failed, setFailed] = useState(false);
  return (
    <img
      className="about__thumbnail"
      src={src}
      srcSet={src2x !== null ? `${src} 1x, ${src2x} 2x` : undefined}
      alt={alt}
      hidden={failed}
      onError={() => setFailed(true)}
    />
  );
}

function Summary({ summary }: { summary: ServerSummary }) {
  const { t } = useTranslation();
  const name = summary.title || summary.domain;
  const picture = summary.thumbnail;
  const src = safeHttpUrl(picture?.url);
  const src2x = safeHttpUrl(picture?.url2x);
  return (
    <header className="about__hero">
      {src !== null && (
        // keyed by its address: another picture gets its own chance to load
        <Thumbnail
          key={src}
          src={src}
          src2x={src2x}
          alt={picture?.description || t('about.thumbnailAlt', { server: name })}
        />
      )}
      <h1 className="about__title">{t('about.title', { server: name })}</h1>
      {summary.domain !== '' && summary.domain !== name && <p className="about__domain">{summary.domain}</p>}
      {summary.description !== '' && <p className="about__description">{summary.description}</p>}
    </header>
  );
}

export default function AboutScreen() {
  const { t } = useTranslation();
  const { value, missing, busy, retry } = useServerInfo(serverSummary);
  let body;
  if (value !== null) {
    body = (
      <>
        <Summary summary={value} />
        <Contact summary={value} />
        <AboutSection title={t('about.extended.heading')} defaultExpanded>
          <ExtendedDescription />
        </AboutSection>
        <AboutSection title={t('about.rules.heading')} defaultExpanded>
          <Rules summary={value} />
        </AboutSection>
        <AboutSection title={t('about.moderation.heading')} mountWhenExpanded>
          <ModeratedServers />
        </AboutSection>
      </>
    );
  } else {
    body = (
      <>
        <h1 className="about__title">{t('about.titleFallback')}</h1>
        {missing ? (
          <RetryNote text={t('about.failed')} onRetry={retry} busy={busy} />
        ) : (
          <AboutNote text={t('about.loading')} role="status" />
        )}
      </>
    );
  }
  return (
    <article className="about" aria-busy={value === null && busy}>
      {body}
    </article>
  );
}
