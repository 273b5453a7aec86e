/**
 * Reads copies of msw's requests and answers into the plain samples the contract validator checks.
 * Callers pass clones: the originals belong to the handler and the client.
 */
import type { RequestSample } from '../contract/validator';

export async function readRequestSample(request: Request): Promise<RequestSample> {
  const type = request.headers.get('content-type') ?? '';
  let body: unknown;
  if (type.includes('multipart/form-data')) {
    body = await request.formData();
  } else {
    const text = await request.text();
    body = text === '' ? undefined : text;
  }
  return { method: request.method, url: request.url, headers: request.headers, body };
}

/** The answer's text, or undefined when it has none (the validator parses JSON itself). */
export async function readResponseBody(response: Response): Promise<string | undefined> {
  const text = await response.text();
  return text === '' ? undefined : text;
}
