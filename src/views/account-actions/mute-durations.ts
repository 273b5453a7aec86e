/**
 * The mute durations offered, "Indefinitely" first, then shortest to longest: seconds as the server takes them
 * (0: until the reader unmutes), with the catalogue key of each label (accountActions.mute.durations.<key>).
 */
export const MUTE_DURATIONS: readonly { seconds: number; key: string }[] = [
  { seconds: 0, key: 'indefinitely' },
  { seconds: 300, key: 'minutes5' },
  { seconds: 1800, key: 'minutes30' },
  { seconds: 3600, key: 'hour1' },
  { seconds: 21600, key: 'hours6' },
  { seconds: 86400, key: 'day1' },
  { seconds: 259200, key: 'days3' },
  { seconds: 604800, key: 'days7' },
];
