/** Test helper: an msw server on one fake origin that records every request it sees. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';
import { matchCall } from '../../../src/services/api/calls';

export const SERVER = 'https://social.example';

export interface Recorded {
  method: string;
  url: URL;
  headers: Headers;
  contentType: string;
  json: unknown;
  form: FormData | null;
  text: string;
}

export function createRecordingServer() {
  const recorded: Recorded[] = [];
  const server = setupServer();

  async function record(request: Request): Promise<Recorded> {
    const contentType = request.headers.get('content-type') ?? '';
    let json: unknown;
    let form: FormData | null = null;
    let text = '';
    if (contentType.includes('multipart/form-data')) form = await request.formData();
    else {
      text = await request.text();
      if (contentType.includes('application/json') && text) json = JSON.parse(text);
    }
    const entry = {
      method: request.method,
      url: new URL(request.url),
      headers: request.headers,
      contentType,
      json,
      form,
      text,
    };
    recorded.push(entry);
    return entry;
  }

  /** Records every request to SERVER and answers it with `answer` (default: a bare answer its call accepts). */
  function answerAll(
    answer: (request: Request) => Response | Promise<Response> = (request) => HttpResponse.json(bareAnswer(request)),
  ): HttpHandler {
    return http.all(`${SERVER}/*`, async ({ request }) => {
      await record(request.clone());
      return answer(request);
    });
  }

  return {
    server,
    recorded,
    record,
    answerAll,
    last(): Recorded {
      const entry = recorded[recorded.length - 1];
      if (!entry) throw new Error('no request recorded');
      return entry;
    },
    reset(): void {
      recorded.length = 0;
      server.resetHandlers();
    },
  };
}

const ACCOUNT = { id: '1', acct: 'someone', username: 'someone' };

/**
 * One object with every field an answer check relies on (an id, a post's time and author, a title, the lists of a
 * search or a thread...), so that it passes any check of one entity or one object of lists.
 */
const ANY_ENTITY = {
  ...ACCOUNT,
  created_at: '2024-01-01T00:00:00.000Z',
  account: ACCOUNT,
  title: 'title',
  name: 'name',
  type: 'follow',
  group_key: 'group',
  content: '',
  shortcode: 'blobcat',
  url: 'https://social.example/x',
  options: [],
  accounts: [],
  statuses: [],
  hashtags: [],
  notification_groups: [],
  ancestors: [],
  descendants: [],
  client_id: 'client',
  access_token: 'token',
};

/** An empty list when the call takes one, else ANY_ENTITY: for tests that look at what was sent. */
export function bareAnswer(request: Request): Record<string, unknown> | unknown[] {
  const call = matchCall(request.method, new URL(request.url).pathname);
  if (!call) return {};
  const fail = () => {
    throw new Error('refused');
  };
  try {
    call.answer([], { drop: () => undefined, fail });
    return [];
  } catch {
    return ANY_ENTITY;
  }
}
