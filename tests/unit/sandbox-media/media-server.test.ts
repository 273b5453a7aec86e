import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { encodeToneWav } from '../../../sandbox/media-files';
import { startSandboxServer, type SandboxServer } from '../../../sandbox/server/start';

let server: SandboxServer;
const TOKEN = 'sandbox-media-test';

beforeAll(async () => {
  server = await startSandboxServer({ port: 0, options: { mediaProcessingMs: 0 } });
  const alice = server.sandbox.db.findAccountByAcct('alice')!;
  server.sandbox.db.tokens.set(TOKEN, {
    token: TOKEN,
    client_id: 't',
    account_id: alice.id,
    scopes: 'read write follow push',
    revoked: false,
  });
});

afterAll(async () => {
  await server?.close();
});

const absolute = (url: string) => (url.startsWith('http') ? url : `${server.url}${url}`);

describe('media files over the loopback server', () => {
  it('passes the Range header through: 200 whole, 206 part, 416 past the end', async () => {
    const video = [...server.sandbox.db.media.values()].find((m) => m.type === 'video')!;
    const whole = await fetch(absolute(video.url));
    expect(whole.status).toBe(200);
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    expect(whole.headers.get('content-type')).toBe('video/webm');
    const bytes = new Uint8Array(await whole.arrayBuffer());

    const part = await fetch(absolute(video.url), { headers: { Range: 'bytes=100-1123' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 100-1123/${bytes.length}`);
    expect(part.headers.get('content-length')).toBe('1024');
    expect(Buffer.from(await part.arrayBuffer()).equals(Buffer.from(bytes.subarray(100, 1124)))).toBe(true);

    const past = await fetch(absolute(video.url), { headers: { Range: `bytes=${bytes.length}-` } });
    expect(past.status).toBe(416);
    expect(past.headers.get('content-range')).toBe(`bytes */${bytes.length}`);
  });

  it('answers byte ranges of uploaded files too', async () => {
    const form = new FormData();
    const wav = encodeToneWav(440, 0.25);
    form.append('file', new File([wav as BlobPart], 'tone.wav', { type: 'audio/wav' }));
    const created = await fetch(`${server.url}/api/v2/media`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${TOKEN}` },
      body: form,
    });
    expect(created.status).toBe(200);
    const { url } = (await created.json()) as { url: string };
    const part = await fetch(absolute(url), { headers: { Range: 'bytes=0-3' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 0-3/${wav.length}`);
    expect(part.headers.get('content-type')).toBe('audio/wav');
    expect(new TextDecoder().decode(await part.arrayBuffer())).toBe('RIFF');
  });
});
