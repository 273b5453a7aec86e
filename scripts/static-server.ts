import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { brotliCompressSync } from 'node:zlib';

/**
 * Serves the built client (dist/) on loopback: files as they are, every other path the single-page
 * index.html (SPA fallback), whose `tsubame-default-server` meta tag carries `defaultServer`.
 * Used by `npm start` and by the browser-test runner. With `compress: 'br'` (the load benchmark) every answer is
 * sent brotli-compressed to a browser that accepts br, as a production host would; by default bytes go as they are.
 */
export interface StaticServerInput {
  /** folder holding index.html and assets/ */
  root: string;
  /** 0 picks a free port */
  port?: number;
  host?: string;
  /** written into <meta name="tsubame-default-server"> */
  defaultServer?: string;
  /** opt-in: brotli-compress answers for requests that accept br (compressed once per file, then cached) */
  compress?: 'br';
}

export interface StaticServer {
  /** e.g. http://127.0.0.1:5173 (no trailing slash) */
  url: string;
  close(): Promise<void>;
}

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};

/** What every answer carries: the headers README asks a host of the built client to add (its page policy is a <meta>). */
const BASE_HEADERS = {
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Content-Security-Policy': "frame-ancestors 'none'",
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the default-server meta tag set to `server`. */
export function withDefaultServer(html: string, server: string): string {
  const tag = /<meta\s+name="tsubame-default-server"\s+content="[^"]*"\s*\/?>/;
  const replacement = `<meta name="tsubame-default-server" content="${escapeAttribute(server)}" />`;
  if (tag.test(html)) return html.replace(tag, replacement);
  return html.replace('</head>', `    ${replacement}\n  </head>`);
}

/** Whether an Accept-Encoding header admits brotli (named, and not with q=0). */
export function acceptsBrotli(acceptEncoding: string | undefined): boolean {
  return (acceptEncoding ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';').map((piece) => piece.trim().toLowerCase());
    return name === 'br' && !params.some((param) => /^q=0(\.0*)?$/.test(param));
  });
}

/** The file under `root` a URL path names, or null when it escapes `root`. */
function fileFor(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath.split('?')[0] ?? '/');
  } catch {
    return null;
  }
  if (decoded.includes('\0')) return null;
  const file = resolve(join(root, decoded));
  return file === root || file.startsWith(root + sep) ? file : null;
}

async function isFile(path: string): Promise<boolean> {
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

export async function startStaticServer(input: StaticServerInput): Promise<StaticServer> {
  const root = resolve(input.root);
  const host = input.host ?? '127.0.0.1';
  const indexHtml = withDefaultServer(await readFile(join(root, 'index.html'), 'utf8'), input.defaultServer ?? '');

  const brotli = new Map<string, Buffer>();
  const compressed = async (key: string, bytes: () => Promise<Buffer | string>): Promise<Buffer> => {
    let body = brotli.get(key);
    if (body === undefined) brotli.set(key, (body = brotliCompressSync(await bytes())));
    return body;
  };
  const wantsBrotli = (req: IncomingMessage) =>
    input.compress === 'br' && acceptsBrotli(req.headers['accept-encoding']);
  const BROTLI_HEADERS = { 'Content-Encoding': 'br', Vary: 'Accept-Encoding' };

  const sendIndex = async (req: IncomingMessage, res: ServerResponse, method: string) => {
    const headers = { ...BASE_HEADERS, 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' };
    if (wantsBrotli(req)) {
      const body = await compressed('\0index.html', async () => indexHtml);
      res.writeHead(200, { ...headers, ...BROTLI_HEADERS, 'Content-Length': body.length });
      res.end(method === 'HEAD' ? undefined : body);
      return;
    }
    res.writeHead(200, input.compress === 'br' ? { ...headers, Vary: 'Accept-Encoding' } : headers);
    res.end(method === 'HEAD' ? undefined : indexHtml);
  };

  const handle = async (req: IncomingMessage, res: ServerResponse) => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      res.writeHead(405, { ...BASE_HEADERS, Allow: 'GET, HEAD' }).end();
      return;
    }
    const path = (req.url ?? '/').split('?')[0] ?? '/';
    const file = fileFor(root, path);
    if (file === null) {
      res.writeHead(400, BASE_HEADERS).end();
      return;
    }
    if (path === '/' || path.endsWith('/index.html')) {
      await sendIndex(req, res, method);
      return;
    }
    if (await isFile(file)) {
      const immutable = path.startsWith('/assets/');
      const headers = {
        ...BASE_HEADERS,
        'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      };
      if (wantsBrotli(req)) {
        const body = await compressed(file, () => readFile(file));
        res.writeHead(200, { ...headers, ...BROTLI_HEADERS, 'Content-Length': body.length });
        res.end(method === 'HEAD' ? undefined : body);
        return;
      }
      res.writeHead(200, input.compress === 'br' ? { ...headers, Vary: 'Accept-Encoding' } : headers);
      if (method === 'HEAD') res.end();
      else createReadStream(file).pipe(res);
      return;
    }
    // a missing asset is a 404; any other path is a client route, also with a dot in it (a remote account's
    // profile, /@name@example.social) when a browser navigates to it (it asks for HTML)
    const navigation = (req.headers.accept ?? '').includes('text/html');
    if (path.startsWith('/assets/') || (extname(path) !== '' && !navigation)) {
      res.writeHead(404, { ...BASE_HEADERS, 'Content-Type': TYPES['.txt']! }).end('Not found');
      return;
    }
    await sendIndex(req, res, method);
  };

  const server = createServer((req, res) => {
    handle(req, res).catch(() => {
      if (!res.headersSent) res.writeHead(500, BASE_HEADERS);
      res.end();
    });
  });
  const address = await new Promise<AddressInfo>((resolveListen, reject) => {
    server.once('error', reject);
    server.listen(input.port ?? 0, host, () => {
      server.off('error', reject);
      resolveListen(server.address() as AddressInfo);
    });
  });
  const shownHost = host.includes(':') ? `[${host}]` : host;
  let closing: Promise<void> | null = null;
  return {
    url: `http://${shownHost}:${address.port}`,
    close() {
      closing ??= new Promise<void>((done) => {
        server.close(() => done());
        server.closeAllConnections();
      });
      return closing;
    },
  };
}
