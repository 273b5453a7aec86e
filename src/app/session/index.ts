/** The session layer: SessionGate (sign-in, account switching, signed-out reading) and its parts. */
export { SessionGate, type SessionGateProps } from './SessionGate';
export { browserEnvironment, type SessionEnvironment } from './session-environment';
export { liveSessionMachine, type LiveSessionHooks } from './live-session';
export { createAccountServicesCache, type AccountServices, type AccountServicesCache } from './account-services';
