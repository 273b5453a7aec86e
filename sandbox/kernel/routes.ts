/** Origin-agnostic msw path: `*` matches any origin, so handlers serve msw-in-Vitest and the loopback server alike. */
export const route = (path: string): string => `*${path}`;
