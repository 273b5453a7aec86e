import { useId } from 'react';
import { useTranslation } from '../../i18n/react';
import './placeholder.css';

export type PlaceholderFeature = 'notifications';

export interface PlaceholderScreenProps {
  feature: PlaceholderFeature;
}

/** An honest stand-in for a screen whose content arrives in a later version: says so, and nothing else. */
export default function PlaceholderScreen({ feature }: PlaceholderScreenProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section className="placeholder" aria-labelledby={headingId}>
      <h1 id={headingId} className="placeholder__title">
        {t(`placeholder.${feature}.title`)}
      </h1>
      <p className="placeholder__body">{t(`placeholder.${feature}.body`)}</p>
    </section>
  );
}
