/** Pure poll rules (spec 4, 5, 9). */
export {
  canVote,
  displayPercent,
  isPollExpired,
  leadingOptions,
  optionShare,
  pollDenominator,
  pollTotal,
  showsResults,
  toggleChoice,
} from './poll-rules';
export type { ResultsInput } from './poll-rules';
export { pollTimeLeft } from './poll-time';
export type { PollTimeLeft, TimeLeftUnit } from './poll-time';
