import type { Api } from '../api';
import type { EntityStore } from '../store';
import type { StatusActions } from '../status-actions/status-actions-types';
import type { StreamingService } from '../streaming/streaming-types';
import type { TimelineRegistry } from '../timelines/timeline-registry';
import type { SignInPrompt } from '../../machines/sign-in-prompt.machine';
import type { StoredAccount } from '../../domain/auth/auth-types';

/** The live parts of one account's services (made by the session layer, closed when the account is forgotten). */
export interface LiveServices {
  streaming: StreamingService;
  timelines: TimelineRegistry;
  statusActions: StatusActions;
}

/** What the session layer hands to the rest of the app once someone is signed in or reading signed out. */
export interface ActiveSession extends LiveServices {
  server: string;
  api: Api;
  store: EntityStore;
  /** signed-in account id, or null when reading signed out */
  me: string | null;
  /** every signed-in account, for the switcher */
  accounts: StoredAccount[];
  /** the current one, null when signed out */
  current: StoredAccount | null;
  /** switches without a reload */
  switchAccount(key: string): void;
  /** starts signing in another account (goes to the sign-in screen) */
  addAccount(): void;
  /** revokes the current token and forgets the account */
  signOut(): void;
  /**
   * The signed-in account's own profile changed on the server (its raw account, e.g. update_credentials' answer):
   * the switcher and the stored sign-in take its name, avatar and emoji (settled once the session has them). Absent
   * where no session keeps profiles.
   */
  profileChanged?(raw: unknown): Promise<void>;
  promptSignIn(prompt: SignInPrompt): void;
  /**
   * The services of any signed-in account by its key (its API, entity store and live parts), for a deck column of
   * an account other than the current one; null when no such account is signed in. Absent where no session keeps
   * several accounts.
   */
  servicesOf?(key: string): AccountOwnServices | null;
}

/** One account's own services: its API bound to its server and token, its store and its live parts. */
export interface AccountOwnServices extends LiveServices {
  api: Api;
  store: EntityStore;
}
