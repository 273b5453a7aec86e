/** Timelines: names -> calls, and fetching a page into the store. */
export { parseTimelineName, timelineCallId, timelinePagingOf } from './timeline-name';
export type { TimelineKind, TimelineSpec } from './timeline-name';
export { requestFor, timelineRequest, UnknownTimelineError } from './timeline-request';
export type { TimelinePaging } from './timeline-request';
export { fetchTimelinePage } from './timeline-fetch';
export type { TimelinePageResult } from './timeline-fetch';
export { streamFor, streamForSpec } from './timeline-stream';
