/** Poll timing (the poll rules themselves: src/domain/poll/poll-rules.ts). */
export { pollTimeLeft } from './poll-time';
export type { PollTimeLeft, TimeLeftUnit } from './poll-time';
