/**
 * Where a view says that the server's information could not be loaded (so the features that depend on it are
 * hidden): a polite live region, always in the page so that the line is announced when it appears, holding the
 * line while the answer is missing. The line's code and texts are downloaded only then (ServerInfoLine.tsx).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { ServerInfoLineProps } from './ServerInfoLine';

const ServerInfoLine = lazyWithMessages(['serverInfo'], () => import('./ServerInfoLine'));

export interface ServerInfoNoticeProps extends ServerInfoLineProps {
  /** the answer is missing: the line shows */
  missing: boolean;
  className?: string;
}

export function ServerInfoNotice({ missing, className, ...line }: ServerInfoNoticeProps) {
  return (
    <div role="status" className={className}>
      {missing && (
        <Suspense fallback={null}>
          <ServerInfoLine {...line} />
        </Suspense>
      )}
    </div>
  );
}
