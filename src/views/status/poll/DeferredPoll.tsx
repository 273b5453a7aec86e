import { Suspense } from 'react';
import { lazyWithMessages } from '../../../i18n/lazy-with-messages';
import type { Status } from '../../../domain/entities';
import { usePoll } from '../../../services/store';
import { AfterFirstPaint } from '../../shell/AfterFirstPaint';
import './poll.css';

/** The whole poll (its chart, voting, results, the clock, its strings) downloads after the first posts have painted. */
const FullPoll = lazyWithMessages(['poll'], () => import('./Poll'));

/** The choices as plain text, shown until the whole poll is there (nothing to press yet). */
function PollStub({ status }: { status: Status }) {
  const poll = usePoll(status.pollId);
  if (poll === undefined) return null;
  return (
    <div className="poll poll--pending">
      <ul className="poll__stub">
        {poll.options.map((option, index) => (
          <li key={index} className="poll__stub-option">
            {option.title}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** A post's poll; nothing without one. */
export function DeferredPoll({ status }: { status: Status }) {
  if (status.pollId === null) return null;
  const stub = <PollStub status={status} />;
  return (
    <AfterFirstPaint fallback={stub} onceOnly>
      <Suspense fallback={stub}>
        <FullPoll status={status} />
      </Suspense>
    </AfterFirstPaint>
  );
}
