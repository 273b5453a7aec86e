/**
 * recordMswTraffic(): feeds every exchange an msw server answers to a contract recorder, through msw's life-cycle
 * events. The request is cloned when it starts (before a handler reads its body) and checked with a clone of the
 * answer when the answer is delivered; msw emits that event before the caller's fetch resolves, so a caller that
 * awaits recorder.settle() after its fetch sees the verdict.
 */
import type { SetupServer } from 'msw/node';
import type { ContractRecorder } from './contract-recorder';

export interface RecordMswOptions {
  /** which requests belong to the sandbox (default: every request the server answers) */
  accept?: (url: URL) => boolean;
}

/** Starts recording; returns a function that stops it. */
export function recordMswTraffic(
  server: SetupServer,
  recorder: ContractRecorder,
  options: RecordMswOptions = {},
): () => void {
  const started = new Map<string, Request>();

  const onStart = ({ request, requestId }: { request: Request; requestId: string }) => {
    if (options.accept && !options.accept(new URL(request.url))) return;
    started.set(requestId, request.clone());
  };
  const onMocked = ({ response, requestId }: { response: Response; requestId: string }) => {
    const request = started.get(requestId);
    if (!request) return;
    started.delete(requestId);
    void recorder.check(request, response.clone());
  };
  const onUnanswered = ({ requestId }: { requestId: string }) => {
    started.delete(requestId);
  };

  server.events.on('request:start', onStart);
  server.events.on('response:mocked', onMocked);
  server.events.on('response:bypass', onUnanswered);
  server.events.on('request:unhandled', onUnanswered);
  return () => {
    server.events.removeListener('request:start', onStart);
    server.events.removeListener('response:mocked', onMocked);
    server.events.removeListener('response:bypass', onUnanswered);
    server.events.removeListener('request:unhandled', onUnanswered);
    started.clear();
  };
}
