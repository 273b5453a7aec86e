/** Test helper: an msw server on one fake origin that records every request it sees. */
import { http, HttpResponse, type HttpHandler } from 'msw';
import { setupServer } from 'msw/node';

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

  /** Records every request to SERVER and answers it with `answer` (default `{}`). */
  function answerAll(
    answer: (request: Request) => Response | Promise<Response> = () => HttpResponse.json({}),
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
