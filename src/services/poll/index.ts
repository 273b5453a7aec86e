/** Pure poll rules: when results show, how choices toggle, when voting works, percentages. */
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
