/**
 * The project's kmyblue overlay on the OpenAPI oracle, one concern per file, applied in this order.
 */
import { accountFields } from './account';
import { antennas } from './antennas';
import { bookmarkCategories } from './bookmark-categories';
import { circles } from './circles';
import { defectFixes } from './defects';
import { emojiReactions } from './emoji-reactions';
import { emptyAnswers } from './empty-answers';
import { kmyblueEnums } from './enums';
import { customFormats } from './formats';
import { instanceFields } from './instance';
import { listFields } from './lists';
import { notificationFields } from './notifications';
import { preferencesAnswer } from './preferences';
import { queryValues } from './query-values';
import { requestShapes } from './request-shapes';
import { statusRequests } from './status-requests';
import { statusFields } from './status';
import type { OverlayConcern } from './types';
import { missingVerbs } from './verbs';
import { webSession } from './web-session';

export const OVERLAY: readonly OverlayConcern[] = [
  defectFixes,
  customFormats,
  kmyblueEnums,
  requestShapes,
  statusFields,
  accountFields,
  instanceFields,
  listFields,
  notificationFields,
  preferencesAnswer,
  statusRequests,
  missingVerbs,
  emptyAnswers,
  queryValues,
  circles,
  antennas,
  bookmarkCategories,
  emojiReactions,
  webSession,
];
