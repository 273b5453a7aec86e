/** What the report flow's chart tells its dialog, read by name instead of by tag. */
import type { ReportFlowSnapshot } from './report-flow.machine';

/** the server took the report */
export const isReportSent = (snapshot: ReportFlowSnapshot): boolean => snapshot.hasTag('sent');

/** the report is on its way to the server */
export const isReportSending = (snapshot: ReportFlowSnapshot): boolean => snapshot.hasTag('busy');
