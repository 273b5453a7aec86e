/**
 * The report dialog loaded on first use with the lazy report catalogue: render <LazyReportDialog accountId acct
 * statusId onClose /> from the control that opens it (a post's More menu).
 */
import { Suspense } from 'react';
import { lazyWithMessages } from '../../i18n/lazy-with-messages';
import type { ReportDialogProps } from './report-dialog-props';

const Report = lazyWithMessages(['report'], () => import('./ReportDialog'));

export function LazyReportDialog(props: ReportDialogProps) {
  return (
    <Suspense fallback={null}>
      <Report {...props} />
    </Suspense>
  );
}
