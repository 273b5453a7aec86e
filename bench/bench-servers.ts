/**
 * The servers a load benchmark measures against, in a child process of their own: the seeded sandbox and the
 * static server (the build in `root`, brotli-compressed). Kept apart from the process driving the browser, so the
 * work of reading its measurements (a trace streams many megabytes through it) never delays an answer, nor the
 * posts the sandbox paces for the soak (soak.ts).
 * Run as a script, it starts both and prints their addresses as one JSON line.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startSandboxServer } from '../sandbox/server/start';
import { startStaticServer } from '../scripts/static-server';

export interface BenchServers {
  clientUrl: string;
  /** the sandbox's own address (its /_sandbox/ admin endpoint, the API and the streaming socket) */
  sandboxUrl: string;
  close(): Promise<void>;
}

export function startBenchServers(root: string): Promise<BenchServers> {
  const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(import.meta.url), root], {
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const closed = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the bench servers stopped (exit ${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) => {
      const { client, sandbox } = JSON.parse(line) as { client: string; sandbox: string };
      resolve({
        clientUrl: client,
        sandboxUrl: sandbox,
        close: async () => {
          child.kill('SIGTERM');
          await closed;
        },
      });
    });
  });
}

async function serve(root: string): Promise<void> {
  const sandbox = await startSandboxServer({ port: 0, host: '127.0.0.1' });
  const client = await startStaticServer({
    root,
    port: 0,
    host: '127.0.0.1',
    defaultServer: sandbox.url,
    compress: 'br',
  });
  process.stdout.write(`${JSON.stringify({ client: client.url, sandbox: sandbox.url })}\n`);
  process.once('SIGTERM', () => {
    void Promise.all([client.close(), sandbox.close()]).finally(() => process.exit(0));
  });
}

if (process.argv[1] && import.meta.url === new URL(`file://${process.argv[1]}`).href) await serve(process.argv[2]!);
