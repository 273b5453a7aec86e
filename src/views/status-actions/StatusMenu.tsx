/**
 * The "More" menu of a post (loaded on first use): a react-aria-components menu in a popover next to the
 * "More" button (MenuPopover: arrows, Home/End, type-ahead; Escape, Tab or a click outside close it and focus
 * returns to "More"). Entries come from menu-items.ts; a chosen entry runs its action, navigates, or opens its
 * dialog (delete confirmation, who can quote, emoji picker, bookmark categories, filter this post, mute, block or
 * report the author) in place of the menu. Unmuting and unblocking the author need no confirmation: they run at
 * once.
 */
import { Suspense, type RefObject } from 'react';
import { MenuItem, type Key } from 'react-aria-components/Menu';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { OUTSIDE_LINK_REL, safeHttpUrl } from '../../services/sanitize';
import { statusPath } from '../../services/routing/paths';
import { useServerInfo } from '../../services/server-info/use-server-info';
import {
  NO_FEATURES,
  statusServerFeatures,
  type StatusServerFeatures,
} from '../../services/status-actions/server-features';
import { useStatusUi } from '../../services/status/status-ui-store';
import { useTranslationPairs } from '../../services/translation/translation-pairs-data';
import { useAccount, useRelationship, useStatus } from '../../services/store';
import { MenuPopover } from '../common/menu/MenuPopover';
import { useMenuDialog } from '../common/menu/use-menu-dialog';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { QuotePolicyDialog } from './QuotePolicyDialog';
import { couldTranslate, LIST_PATHS, menuCommands, type MenuCommand } from './menu-items';
import { runAccountAction } from '../../services/account-actions/run-account-action';

// each dialog downloads its code and strings when first opened
import { LazyBookmarkCategoriesDialog as BookmarkCategoriesDialog } from '../bookmark-categories/lazy-bookmark-categories';
import { LazyEmojiPickerDialog as EmojiPickerDialog } from '../emoji/lazy-emoji-picker';
import { LazyFilterPostDialog as FilterPostDialog } from '../filters/lazy-filters';
import {
  LazyBlockDialog as BlockDialog,
  LazyMuteDialog as MuteDialog,
} from '../account-actions/lazy-account-action-dialogs';
import { LazyReportDialog as ReportDialog } from '../reports/lazy-report-dialog';

export interface StatusMenuProps {
  statusId: string;
  contextType: string;
  /** the "More" button: the menu sits next to it */
  triggerRef: RefObject<HTMLElement | null>;
  /** the menu element's id (the "More" button's aria-controls) */
  menuId?: string;
  /** an entry opened its dialog in place of the menu (the menu is gone, the dialog shows) */
  onDialog?(): void;
  /** closes the menu (and any dialog it opened); focus goes back to the "More" button */
  onClose(): void;
}

type Dialog =
  | 'delete'
  | 'redraft'
  | 'react'
  | 'bookmarkCategories'
  | 'filter'
  | 'muteAccount'
  | 'blockAccount'
  | 'report'
  | 'quotePolicy';
const DIALOGS = new Set<MenuCommand>([
  'delete',
  'redraft',
  'react',
  'bookmarkCategories',
  'filter',
  'muteAccount',
  'blockAccount',
  'report',
  'quotePolicy',
]);
const DANGER = new Set<MenuCommand>(['delete', 'redraft', 'blockAccount']);

/** What the server offers (from the shared instance chart); nothing until it is known. */
function useServerFeatures(): StatusServerFeatures {
  return useServerInfo(statusServerFeatures).value ?? NO_FEATURES;
}

export default function StatusMenu({ statusId, contextType, triggerRef, menuId, onDialog, onClose }: StatusMenuProps) {
  const { t, i18n } = useTranslation();
  const services = useAppServices();
  const { me, store, statusActions, navigate } = services;
  const status = useStatus(statusId);
  const author = useAccount(status?.accountId);
  const relationship = useRelationship(me === null ? null : status?.accountId);
  const quoted = useStatus(status?.quote?.quotedStatusId ?? null);
  const quotedAuthor = useAccount(quoted?.accountId);
  const [ui, setUi] = useStatusUi(store, statusId);
  const features = useServerFeatures();
  // the server's language pairs are asked for once a post could offer a translation
  const translationPairs = useTranslationPairs(
    me !== null && status !== undefined && couldTranslate(status, i18n.language, features),
  );
  // a dialog replaces the menu: the menu's own closing (its focus moved into the dialog) is not a close
  const { dialog, openDialog, menuClosed } = useMenuDialog<Dialog>(onDialog);

  if (status === undefined || author === undefined) return null;
  const url = safeHttpUrl(status.url);
  const commands = menuCommands({
    status,
    me,
    quotedAuthor,
    features,
    readerLanguage: i18n.language,
    translationShown: ui.translationShown,
    translationPairs,
    relationship,
  });

  if (dialog === 'delete' || dialog === 'redraft') {
    const redraft = dialog === 'redraft';
    return (
      <ConfirmDeleteDialog
        redraft={redraft}
        onCancel={onClose}
        onConfirm={() => {
          onClose();
          void statusActions.run({ type: 'delete', statusId, redraft }).then((outcome) => {
            if (outcome.ok && outcome.redraftSaved === true)
              navigate('/publish', { state: { compose: { type: 'redraft' } } });
          });
        }}
      />
    );
  }
  if (dialog === 'quotePolicy') return <QuotePolicyDialog statusId={statusId} onClose={onClose} />;
  if (dialog !== null) {
    return (
      <Suspense fallback={null}>
        {dialog === 'react' && <EmojiPickerDialog statusId={statusId} onClose={onClose} />}
        {dialog === 'bookmarkCategories' && <BookmarkCategoriesDialog statusId={statusId} onClose={onClose} />}
        {dialog === 'filter' && <FilterPostDialog statusId={statusId} contextType={contextType} onClose={onClose} />}
        {dialog === 'muteAccount' && <MuteDialog accountId={author.id} acct={author.acct} onClose={onClose} />}
        {dialog === 'blockAccount' && <BlockDialog accountId={author.id} acct={author.acct} onClose={onClose} />}
        {dialog === 'report' && (
          <ReportDialog accountId={author.id} acct={author.acct} statusId={statusId} onClose={onClose} />
        )}
      </Suspense>
    );
  }

  // the menu closes itself after an entry (onClose), except for those opening a dialog in its place
  const choose = (key: Key) => {
    const command = key as MenuCommand;
    if (DIALOGS.has(command)) {
      openDialog(command as Dialog);
      return;
    }
    const list = LIST_PATHS[command];
    if (list !== undefined) {
      navigate(`${statusPath(author.acct, status.id)}/${list}`);
      return;
    }
    switch (command) {
      case 'copyLink':
        void navigator.clipboard?.writeText(url ?? status.uri).catch(() => {});
        return;
      case 'pin':
      case 'unpin':
      case 'mute':
      case 'unmute':
        void statusActions.run({ type: command, statusId });
        return;
      case 'translate':
        void statusActions.run({ type: 'translate', statusId, lang: i18n.language });
        return;
      case 'showTranslation':
        setUi({ translationShown: true });
        return;
      case 'showOriginal':
        setUi({ translationShown: false });
        return;
      case 'edit':
      case 'quote':
      case 'reference':
        navigate('/publish', { state: { compose: { type: command, statusId } } });
        return;
      case 'mention':
      case 'direct':
        navigate('/publish', { state: { compose: { type: command, acct: author.acct } } });
        return;
      case 'unmuteAccount':
        void runAccountAction(services, { kind: 'unmute', accountId: author.id });
        return;
      case 'unblockAccount':
        void runAccountAction(services, { kind: 'unblock', accountId: author.id });
        return;
      case 'revokeQuote':
        if (status.quote?.quotedStatusId)
          void statusActions.run({
            type: 'revokeQuote',
            statusId: status.quote.quotedStatusId,
            quotingStatusId: statusId,
          });
        return;
      default:
        return;
    }
  };

  return (
    <MenuPopover
      triggerRef={triggerRef}
      id={menuId}
      label={t('statusMenu.label')}
      onClose={() => menuClosed(onClose)}
      onAction={choose}
    >
      {commands.map((command) => {
        const danger = DANGER.has(command);
        const link =
          command === 'openOriginal' && url !== null ? { href: url, target: '_blank', rel: OUTSIDE_LINK_REL } : {};
        return (
          <MenuItem
            key={command}
            id={command}
            className={danger ? 'menu__item menu__item--danger' : 'menu__item'}
            shouldCloseOnSelect={DIALOGS.has(command) ? false : undefined}
            {...link}
          >
            {command === 'openOriginal'
              ? t('statusMenu.openOriginal')
              : t(`statusMenu.${command}`, { acct: author.acct })}
          </MenuItem>
        );
      })}
    </MenuPopover>
  );
}
