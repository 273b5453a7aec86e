import { useMemo } from 'react';
import { useTranslation } from '../../../i18n/react';
import { useMachine } from '@xstate/react';
import { pollVoteStatusOf } from '../../../machines/poll-vote.machine';
import { useAppServices } from '../../../services/app-services/app-services';
import type { Poll as PollRecord, Status } from '../../../domain/entities';
import { pollTimeLeft } from '../../../services/poll';
import { canVote, isPollExpired, pollTotal, showsResults } from '../../../domain/poll/poll-rules';
import { pollVoteMachineFor } from '../../../services/poll/poll-vote-machine';
import { usePoll } from '../../../services/store';
import { PollChoices } from './PollChoices';
import { PollResults } from './PollResults';
import { useNow } from './use-now';
import './poll.css';

export interface PollProps {
  /** the normalised status (not a reblog wrapper): its pollId names the poll, accountId and uri feed the sign-in prompt */
  status: Status;
  /** no voting (e.g. a preview); the vote button stays disabled */
  disabled?: boolean;
}

const TICK_MS = 30_000;

/** The poll of a status: choices or results, totals, time left, vote, see/hide results, refresh. */
export function Poll({ status, disabled = false }: PollProps) {
  const poll = usePoll(status.pollId);
  if (poll === undefined) return null;
  return <PollView key={poll.id} poll={poll} status={status} disabled={disabled} />;
}

function PollView({ poll, status, disabled }: { poll: PollRecord; status: Status; disabled: boolean }) {
  const { t } = useTranslation();
  const { api, store, alerts, me, promptSignIn } = useAppServices();
  const machine = useMemo(() => pollVoteMachineFor({ api, store, alerts }), [api, store, alerts]);
  const [snapshot, send] = useMachine(machine, { input: { pollId: poll.id, multiple: poll.multiple } });

  const now = useNow(TICK_MS, !poll.expired);
  const expired = isPollExpired(poll, now);
  const { vote: votePhase, revealed, refreshing } = pollVoteStatusOf(snapshot);
  const votedHere = votePhase === 'voted';
  const voting = votePhase === 'voting';
  const results = showsResults({ poll: { ...poll, voted: poll.voted || votedHere }, revealed, now });
  const selected = snapshot.context.selected;
  const total = pollTotal(poll);
  const timeLeft = pollTimeLeft(poll, now);

  const vote = () => {
    if (me === null) {
      promptSignIn({ type: 'vote', accountId: status.accountId, statusUri: status.uri });
      return;
    }
    send({ type: 'VOTE' });
  };

  const announcement = voting
    ? t('poll.voting')
    : votedHere
      ? t('poll.voted')
      : votePhase === 'failed'
        ? t('poll.vote_failed')
        : '';

  return (
    <div className="poll" data-results={results ? 'true' : 'false'}>
      {results ? (
        <PollResults poll={poll} />
      ) : (
        <PollChoices
          poll={poll}
          selected={selected}
          disabled={disabled || voting}
          onToggle={(index) => send({ type: 'TOGGLE', index })}
        />
      )}
      <div className="poll__footer">
        {!results && (
          <button
            type="button"
            className="poll__vote"
            disabled={!canVote({ disabled: disabled || voting, selected })}
            onClick={vote}
          >
            {voting ? t('poll.voting') : t('poll.vote')}
          </button>
        )}
        {!results && (
          <button type="button" className="poll__action" onClick={() => send({ type: 'REVEAL' })}>
            {t('poll.see_results')}
          </button>
        )}
        {revealed && !poll.voted && !votedHere && !expired && (
          <button type="button" className="poll__action" onClick={() => send({ type: 'HIDE' })}>
            {t('poll.hide_results')}
          </button>
        )}
        {!expired && (
          <button
            type="button"
            className="poll__action"
            onClick={() => send({ type: 'REFRESH' })}
            disabled={refreshing}
          >
            {t('poll.refresh')}
          </button>
        )}
        <span className="poll__meta">
          {t(`poll.${total.kind}`, { count: total.count })}
          {timeLeft !== null && (
            <>
              <span aria-hidden="true"> · </span>
              {timeLeft.closed ? t('poll.closed') : t(`poll.time_left.${timeLeft.unit}`, { count: timeLeft.count })}
            </>
          )}
        </span>
      </div>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
    </div>
  );
}

export default Poll;
