import { useMemo } from 'react';
import { useTranslation } from '../../i18n/react';
import type { Account } from '../../domain/entities';
import { plainTextTree, sanitizeHtml } from '../../services/sanitize';
import { RichText } from '../common/RichText';

/**
 * The profile's fields as a description list. Values are server HTML, rendered through the sanitiser; a
 * field whose link the server verified (verified_at) is marked, with the date in words for screen readers.
 */
export function ProfileFields({ account }: { account: Account }) {
  const { t, i18n } = useTranslation();
  const rows = useMemo(
    () =>
      account.fields.map((field) => ({
        field,
        name: plainTextTree(field.name, account.emojis),
        value: sanitizeHtml(field.value, { emojis: account.emojis }),
      })),
    [account.fields, account.emojis],
  );
  if (rows.length === 0) return null;
  const dateOf = (iso: string) => {
    const date = new Date(iso);
    return Number.isNaN(date.getTime()) ? iso : date.toLocaleDateString(i18n.language, { dateStyle: 'medium' });
  };
  return (
    <dl className="profile-fields">
      {rows.map(({ field, name, value }, index) => {
        const verified = field.verified_at !== null;
        const note = verified ? t('profile.fields.verified', { date: dateOf(field.verified_at!) }) : undefined;
        return (
          <div key={index} className={verified ? 'profile-field profile-field-verified' : 'profile-field'}>
            <dt>
              <RichText nodes={name} />
            </dt>
            <dd title={note}>
              {verified && (
                <span className="profile-verified-mark" aria-hidden="true">
                  ✓
                </span>
              )}
              <RichText nodes={value} />
              {verified && <span className="visually-hidden"> ({note})</span>}
            </dd>
          </div>
        );
      })}
    </dl>
  );
}
