// @vitest-environment jsdom
import { act, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StreamingService } from '../../../src/services/streaming';
import { useStreamStatus } from '../../../src/services/streaming/use-stream-status';
import { FakeSocket, settle, streamingFixture } from './fake-socket';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let renders = 0;
function StatusLine({ streaming }: { streaming: StreamingService }): ReactNode {
  renders += 1;
  const status = useStreamStatus(streaming);
  return <p>{`${status.state} ${status.attempts} ${status.retryAt ?? '-'}`}</p>;
}

beforeEach(() => {
  FakeSocket.made = [];
  renders = 0;
  vi.useFakeTimers({ now: 1_000_000 });
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useStreamStatus', () => {
  it('renders the connection status and re-renders only when it changes', async () => {
    const { service } = streamingFixture();
    const container = document.createElement('div');
    const root = createRoot(container);
    await act(async () => root.render(<StatusLine streaming={service} />));
    expect(container.textContent).toBe('idle 0 -');

    service.subscribe({ stream: 'user' }, {});
    await act(settle);
    expect(container.textContent).toBe('connecting 0 -');
    await act(async () => FakeSocket.latest().open());
    expect(container.textContent).toBe('live 0 -');
    const before = renders;
    await act(async () =>
      FakeSocket.latest().receive({ stream: ['user'], event: 'notifications_merged', payload: '1' }),
    );
    expect(renders).toBe(before);

    await act(async () => FakeSocket.latest().drop());
    expect(container.textContent).toBe(`paused 1 ${1_000_000 + 1_000}`);
    await act(async () => service.resume());
    expect(container.textContent).toBe('connecting 0 -');
    act(() => root.unmount());
  });
});
