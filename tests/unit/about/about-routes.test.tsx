// @vitest-environment jsdom
/**
 * /about and /accounts/:id are routes at the root and under /deck, open to signed-out readers (no sign-in
 * invitation in their place).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type Rendered } from '../routes/render-routes';

vi.mock('../../../src/views/about/AboutScreen', () => ({
  default: () => <section data-screen="about" />,
}));
vi.mock('../../../src/views/account-by-id/AccountByIdScreen', async () => {
  const { useParams } = await import('react-router');
  return {
    default: function AccountByIdProbe() {
      const { id } = useParams();
      return <section data-screen="account-by-id" data-id={id} />;
    },
  };
});

let rendered: Rendered | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

async function screenAt(path: string, signedIn: boolean) {
  rendered = await renderRoutes(path, { signedIn, mode: path.startsWith('/deck') ? 'multi-column' : 'single-column' });
  const { container } = rendered;
  return rendered.waitFor(() => container.querySelector<HTMLElement>('main [data-screen]'), `a screen at ${path}`);
}

describe('the about and account-by-id routes', () => {
  for (const signedIn of [false, true]) {
    for (const prefix of ['', '/deck']) {
      it(`${prefix}/about shows the about page ${signedIn ? 'signed in' : 'signed out'}`, async () => {
        expect((await screenAt(`${prefix}/about`, signedIn)).dataset.screen).toBe('about');
      });

      it(`${prefix}/accounts/:id hands the id to the account-by-id screen ${signedIn ? 'signed in' : 'signed out'}`, async () => {
        const screen = await screenAt(`${prefix}/accounts/109`, signedIn);
        expect(screen.dataset.screen).toBe('account-by-id');
        expect(screen.dataset.id).toBe('109');
      });
    }
  }
});
