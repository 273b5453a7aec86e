import type { HttpHandler } from 'msw';
import type { SandboxContext } from '../kernel/context';

// Placeholder until this module's handlers are written.
export function bookmarkCategoryHandlers(_ctx: SandboxContext): HttpHandler[] {
  return [];
}
