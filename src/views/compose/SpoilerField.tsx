/** The content warning text, shown while the warning is on (the toggle is in the toolbar). */
import { forwardRef } from 'react';
import { useTranslation } from '../../i18n/react';

export interface SpoilerFieldProps {
  value: string;
  onChange(text: string): void;
  isDisabled?: boolean;
}

export const SpoilerField = forwardRef<HTMLInputElement, SpoilerFieldProps>(function SpoilerField(
  { value, onChange, isDisabled = false },
  ref,
) {
  const { t } = useTranslation();
  return (
    <input
      ref={ref}
      type="text"
      className="compose-spoiler"
      aria-label={t('compose.spoiler.label')}
      placeholder={t('compose.spoiler.placeholder')}
      value={value}
      disabled={isDisabled}
      autoComplete="off"
      onChange={(event) => onChange(event.currentTarget.value)}
    />
  );
});
