// @vitest-environment jsdom
/** The route table sends /@acct/tagged/{tag} to the profile page, at / and under /deck. */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderRoutes, type Rendered } from '../routes/render-routes';

vi.mock('../../../src/views/profile/ProfilePage', async () => {
  const { useParams } = await import('react-router');
  return {
    default: function ProfileProbe() {
      const { acct, tag } = useParams();
      return <section data-screen="profile" data-acct={acct} data-tag={tag} />;
    },
  };
});
vi.mock('../../../src/views/timelines/TimelineScreen', async () => ({
  default: (await import('../routes/probe-screens')).TimelineProbe,
}));
vi.mock('../../../src/views/compose/ComposeColumn', async () => ({
  default: (await import('../routes/probe-screens')).ComposeColumnProbe,
}));
vi.mock('../../../src/views/notifications/NotificationsScreen', async () => ({
  default: (await import('../routes/probe-screens')).NotificationsProbe,
}));

let rendered: Rendered | null = null;
afterEach(() => {
  rendered?.unmount();
  rendered = null;
});

describe('route table: the tagged view', () => {
  it.each([
    ['/@alice/tagged/birds', 'single-column'],
    ['/deck/@alice/tagged/birds', 'multi-column'],
  ] as const)('%s shows the profile page with its tag', async (path, mode) => {
    rendered = await renderRoutes(path, { mode });
    const screen = await rendered.waitFor(
      () => rendered!.container.querySelector<HTMLElement>('main [data-screen="profile"]'),
      'the profile page',
    );
    expect(screen.dataset).toMatchObject({ acct: '@alice', tag: 'birds' });
  });
});
