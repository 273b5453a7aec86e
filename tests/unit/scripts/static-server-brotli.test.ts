import { mkdtempSync, mkdirSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptsBrotli, startStaticServer, type StaticServer } from '../../../scripts/static-server';

function get(url: string, acceptEncoding: string): Promise<{ headers: Record<string, unknown>; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { headers: { 'Accept-Encoding': acceptEncoding } }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the static server, brotli for the load benchmark', () => {
  it('admits brotli only when the request names br without q=0', () => {
    expect(acceptsBrotli('gzip, deflate, br')).toBe(true);
    expect(acceptsBrotli('br;q=0.5')).toBe(true);
    expect(acceptsBrotli('gzip, br;q=0')).toBe(false);
    expect(acceptsBrotli('gzip')).toBe(false);
    expect(acceptsBrotli(undefined)).toBe(false);
  });

  const root = mkdtempSync(join(tmpdir(), 'tsubame-static-'));
  const script = 'console.log("hello");'.repeat(50);
  let plain: StaticServer;
  let compressing: StaticServer;
  beforeAll(async () => {
    writeFileSync(join(root, 'index.html'), '<html><head></head><body></body></html>');
    mkdirSync(join(root, 'assets'));
    writeFileSync(join(root, 'assets', 'a.js'), script);
    plain = await startStaticServer({ root, port: 0 });
    compressing = await startStaticServer({ root, port: 0, compress: 'br' });
  });
  afterAll(async () => {
    await plain.close();
    await compressing.close();
  });

  it('sends files as they are by default, whatever the browser accepts', async () => {
    const answer = await get(`${plain.url}/assets/a.js`, 'br');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(answer.body.toString()).toBe(script);
  });

  it('with compress br, sends brotli to a browser that accepts it and plain bytes otherwise', async () => {
    const br = await get(`${compressing.url}/assets/a.js`, 'gzip, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toBe('Accept-Encoding');
    expect(brotliDecompressSync(br.body).toString()).toBe(script);
    const refused = await get(`${compressing.url}/assets/a.js`, 'br;q=0');
    expect(refused.headers['content-encoding']).toBeUndefined();
    expect(refused.body.toString()).toBe(script);
  });
});
