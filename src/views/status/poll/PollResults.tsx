import { useTranslation } from '../../../i18n/react';
import type { Poll } from '../../../domain/entities';
import { displayPercent, leadingOptions, optionShare } from '../../../domain/poll/poll-rules';

/** The results: one bar per option with its rounded percentage, the leading option(s) and own votes marked. */
export function PollResults({ poll }: { poll: Poll }) {
  const { t } = useTranslation();
  const leading = leadingOptions(poll.options);
  return (
    <ul className="poll__results">
      {poll.options.map((option, index) => {
        const share = optionShare(option, poll);
        const isLeading = leading.includes(index);
        const title = option.translation?.title ?? option.title;
        return (
          <li
            key={index}
            className={`poll__result${isLeading ? ' poll__result--leading' : ''}`}
            data-leading={isLeading ? 'true' : 'false'}
          >
            <span className="poll__result-line">
              <span className="poll__percent">
                {share === null ? '' : t('poll.percent', { percent: displayPercent(share) })}
              </span>
              <span className="poll__option-title">{title}</span>
              {option.voted && (
                <span className="poll__own" title={t('poll.your_choice')}>
                  <svg viewBox="0 0 16 16" width="14" height="14" aria-hidden="true" focusable="false">
                    <path fill="currentColor" d="M6.2 11.6 2.6 8l1.1-1.1 2.5 2.5 6.1-6.1 1.1 1.1z" />
                  </svg>
                  <span className="visually-hidden">{t('poll.your_choice')}</span>
                </span>
              )}
              {isLeading && <span className="visually-hidden">{t('poll.leading')}</span>}
            </span>
            <span className="poll__bar" aria-hidden="true" style={{ width: `${share ?? 0}%` }} />
          </li>
        );
      })}
    </ul>
  );
}
