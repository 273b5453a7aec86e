import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import { AppLink } from '../common/AppLink';
import './not-found.css';

/** Any path the route table does not know. */
export default function NotFoundPage() {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="not-found" aria-labelledby={headingId}>
      <h1 id={headingId} className="not-found__title">
        {t('notFound.title')}
      </h1>
      <p className="not-found__body">{t('notFound.body')}</p>
      <AppLink to="/" className="not-found__home">
        {t('notFound.home')}
      </AppLink>
    </section>
  );
}
