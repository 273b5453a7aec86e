import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';

/**
 * Serves the built client (dist/) on loopback: files as they are, every other path the single-page
 * index.html (SPA fallback), whose `tsubame-default-server` meta tag carries `defaultServer`.
 * Used by `npm start` and by the browser-test runner.
 */
export interface StaticServerInput {
  /** folder holding index.html and assets/ */
  root: string;
  /** 0 picks a free port */
  port?: number;
  host?: string;
  /** written into <meta name="tsubame-default-server"> */
  defaultServer?: string;
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

const BASE_HEADERS = { 'X-Content-Type-Options': 'nosniff', 'Referrer-Policy': 'no-referrer' };

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** index.html with the default-server meta tag set to `server`. */
export function withDefaultServer(html: string, server: string): string {
  const tag = /<meta\s+name="tsubame-default-server"\s+content="[^"]*"\s*\/?>/;
  const replacement = `<meta name="tsubame-default-server" content="${escapeAttribute(server)}" />`;
  if (tag.test(html)) return html.replace(tag, replacement);
  return html.replace('</head>', `    ${replacement}\n  </head>`);
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

  const sendIndex = (res: ServerResponse, method: string) => {
    res.writeHead(200, { ...BASE_HEADERS, 'Content-Type': TYPES['.html']!, 'Cache-Control': 'no-cache' });
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
      sendIndex(res, method);
      return;
    }
    if (await isFile(file)) {
      const immutable = path.startsWith('/assets/');
      res.writeHead(200, {
        ...BASE_HEADERS,
        'Content-Type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream',
        'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
      });
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
    sendIndex(res, method);
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
