/**
 * The add-column dialog, downloaded when the reader first opens it (<LazyAddColumnDialog ... /> inside a Suspense
 * boundary).
 */
import { lazyWithMessages } from '../../i18n/lazy-with-messages';

export const LazyAddColumnDialog = lazyWithMessages(['deck'], () => import('./AddColumnDialog'));
