/**
 * Raw JSON shapes servers send (Mastodon 4.4+ plus the kmyblue extensions), named Api*.
 * Types only: the normalisers in this folder turn them into store records and never trust them blindly
 * (servers may send null, omit fields, or send the wrong type). `?` marks a field a server may omit;
 * `| null` marks a field a server may send as null.
 */
export type * from './api-enums';
export type * from './api-account-types';
export type * from './api-status-types';
export type * from './api-collection-types';
export type * from './api-notification-types';
export type * from './api-instance-types';
