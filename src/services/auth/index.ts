/** Sign-in support: storage, callback URL, initial state, account profiles, constants. */
export * from './auth-config';
export * from './auth-storage';
export * from './auth-types';
export * from './account-profile';
export * from './callback-url';
export * from './initial-state';
export * from './memory-storage';
