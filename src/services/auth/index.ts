/** Sign-in support: storage, callback URL, initial state, account profiles (its types and constants: src/domain/auth). */
export * from './auth-storage';
export * from './account-profile';
export * from './callback-url';
export * from './initial-state';
export * from './memory-storage';
