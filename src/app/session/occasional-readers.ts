/**
 * What the session reads from the server's raw data only now and then, downloaded when it comes instead of with
 * the page: the initial state a page served by a Mastodon server embeds (restore-session.ts), and an account's
 * profile after its reader changed it (SessionGate's profileChanged).
 */
export { seedFromInitialState } from '../../services/auth/initial-state';
export { accountProfile } from '../../services/auth/account-profile';
