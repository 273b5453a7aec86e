/**
 * The "More" menu of a post (loaded on first use): a real menu (role menu / menuitem) with roving focus:
 * arrows move (wrapping), Home and End jump, Escape or Tab close it, a click outside closes it, and focus
 * returns to the "More" button. Entries come from menu-items.ts; a chosen entry runs its action, navigates,
 * or opens its dialog (delete confirmation, emoji picker, bookmark categories, filter this post).
 */
import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/react';
import { useAppServices } from '../../services/app-services/app-services';
import { OUTSIDE_LINK_REL, safeHttpUrl } from '../../services/sanitize';
import { statusPath } from '../../services/routing/paths';
import { NO_FEATURES, statusServerFeatures, type StatusServerFeatures } from '../../services/status-actions/server-features';
import { useStatusUi } from '../../services/status-ui/status-ui-store';
import { useAccount, useStatus } from '../../services/store';
import { ConfirmDeleteDialog } from './ConfirmDeleteDialog';
import { LIST_PATHS, menuCommands, type MenuCommand } from './menu-items';
import './status-menu.css';

// each dialog downloads its code and strings when first opened
import { LazyBookmarkCategoriesDialog as BookmarkCategoriesDialog } from '../bookmark-categories/lazy-bookmark-categories';
import { LazyEmojiPickerDialog as EmojiPickerDialog } from '../emoji-picker/lazy-emoji-picker';
import { LazyFilterPostDialog as FilterPostDialog } from '../filters/lazy-filters';

export interface StatusMenuProps {
  statusId: string;
  contextType: string;
  /** closes the menu (and any dialog it opened); focus goes back to the "More" button */
  onClose(): void;
}

type Dialog = 'delete' | 'redraft' | 'react' | 'bookmarkCategories' | 'filter';
const DIALOGS = new Set<MenuCommand>(['delete', 'redraft', 'react', 'bookmarkCategories', 'filter']);

function useServerFeatures(): StatusServerFeatures {
  const { api } = useAppServices();
  const [features, setFeatures] = useState<StatusServerFeatures>(NO_FEATURES);
  useEffect(() => {
    let live = true;
    void statusServerFeatures(api).then((found) => {
      if (live) setFeatures(found);
    });
    return () => {
      live = false;
    };
  }, [api]);
  return features;
}

export default function StatusMenu({ statusId, contextType, onClose }: StatusMenuProps) {
  const { t, i18n } = useTranslation();
  const { me, store, statusActions, navigate } = useAppServices();
  const status = useStatus(statusId);
  const author = useAccount(status?.accountId);
  const quoted = useStatus(status?.quote?.quotedStatusId ?? null);
  const quotedAuthor = useAccount(quoted?.accountId);
  const [ui, setUi] = useStatusUi(store, statusId);
  const features = useServerFeatures();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [active, setActive] = useState(0);
  const menuRef = useRef<HTMLUListElement>(null);

  const commands = status === undefined ? [] : menuCommands({
    status, me, quotedAuthor, features, readerLanguage: i18n.language, translationShown: ui.translationShown,
  });
  const count = commands.length;

  // focus follows the active entry while the menu is shown
  useEffect(() => {
    if (dialog !== null) return;
    menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]')[active]?.focus();
  }, [active, dialog, count]);

  // a press outside the menu closes it
  useEffect(() => {
    if (dialog !== null) return undefined;
    const onPointerDown = (event: PointerEvent) => {
      const menu = menuRef.current;
      const target = event.target as Node | null;
      if (menu && target && !menu.contains(target) && !menu.parentElement?.contains(target)) onClose();
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [dialog, onClose]);

  if (status === undefined || author === undefined) return null;
  const url = safeHttpUrl(status.url);

  if (dialog === 'delete' || dialog === 'redraft') {
    const redraft = dialog === 'redraft';
    return (
      <ConfirmDeleteDialog
        redraft={redraft}
        onCancel={onClose}
        onConfirm={() => {
          onClose();
          void statusActions.run({ type: 'delete', statusId, redraft }).then((outcome) => {
            if (outcome.ok && outcome.redraftSaved === true) navigate('/publish', { state: { compose: { type: 'redraft' } } });
          });
        }}
      />
    );
  }
  if (dialog !== null) {
    return (
      <Suspense fallback={null}>
        {dialog === 'react' && <EmojiPickerDialog statusId={statusId} onClose={onClose} />}
        {dialog === 'bookmarkCategories' && <BookmarkCategoriesDialog statusId={statusId} onClose={onClose} />}
        {dialog === 'filter' && <FilterPostDialog statusId={statusId} contextType={contextType} onClose={onClose} />}
      </Suspense>
    );
  }

  const choose = (command: MenuCommand) => {
    if (DIALOGS.has(command)) {
      setDialog(command as Dialog);
      return;
    }
    const list = LIST_PATHS[command];
    onClose();
    if (list !== undefined) {
      navigate(`${statusPath(author.acct, status.id)}/${list}`);
      return;
    }
    switch (command) {
      case 'copyLink':
        void navigator.clipboard?.writeText(url ?? status.uri).catch(() => {});
        return;
      case 'pin': case 'unpin': case 'mute': case 'unmute':
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
      case 'edit': case 'quote': case 'reference':
        navigate('/publish', { state: { compose: { type: command, statusId } } });
        return;
      case 'mention': case 'direct':
        navigate('/publish', { state: { compose: { type: command, acct: author.acct } } });
        return;
      case 'revokeQuote':
        if (status.quote?.quotedStatusId) void statusActions.run({ type: 'revokeQuote', statusId: status.quote.quotedStatusId, quotingStatusId: statusId });
        return;
      default:
        return;
    }
  };

  const onKeyDown = (event: KeyboardEvent<HTMLUListElement>) => {
    const moves: Record<string, () => number> = {
      ArrowDown: () => (active + 1) % count,
      ArrowUp: () => (active - 1 + count) % count,
      Home: () => 0,
      End: () => count - 1,
    };
    const move = moves[event.key];
    if (move !== undefined) {
      event.preventDefault();
      event.stopPropagation();
      setActive(move());
    } else if (event.key === 'Escape' || event.key === 'Tab') {
      event.preventDefault();
      event.stopPropagation();
      onClose();
    } else if (event.key.length === 1) {
      // keys of the post (f, b, r, x, j, k...) must not act while the menu has focus
      event.stopPropagation();
    }
  };

  return (
    <ul ref={menuRef} className="status-menu" role="menu" aria-label={t('statusMenu.label')} onKeyDown={onKeyDown}>
      {commands.map((command, index) => (
        <li key={command} role="none">
          {command === 'openOriginal' && url !== null ? (
            <a
              role="menuitem"
              className="status-menu__item"
              href={url}
              rel={OUTSIDE_LINK_REL}
              target="_blank"
              tabIndex={index === active ? 0 : -1}
              onClick={(event) => {
                event.stopPropagation();
                onClose();
              }}
            >
              {t('statusMenu.openOriginal')}
            </a>
          ) : (
            <button
              type="button"
              role="menuitem"
              className={command === 'delete' || command === 'redraft' ? 'status-menu__item status-menu__item--danger' : 'status-menu__item'}
              tabIndex={index === active ? 0 : -1}
              aria-haspopup={DIALOGS.has(command) ? 'dialog' : undefined}
              onClick={(event) => {
                event.stopPropagation();
                choose(command);
              }}
            >
              {t(`statusMenu.${command}`, { acct: author.acct })}
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}
