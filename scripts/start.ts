/**
 * `npm start`: builds the client, starts the seeded sandbox server, serves the client on loopback with
 * the sandbox as its default server, and prints one line with the client's URL.
 *   PORT          client port (default 5173)
 *   SANDBOX_PORT  sandbox port (default 4000)
 *   SANDBOX_*     fault switches, SANDBOX_SEED and SANDBOX_LOG, passed to the sandbox (see README)
 * Stops both servers on SIGINT / SIGTERM.
 */
import { optionsFromEnv } from '../sandbox/kernel/options';
import { startSandboxServer } from '../sandbox/server/start';
import { buildClient, DIST } from './build-client';
import { startStaticServer } from './static-server';

function portFrom(name: string, fallback: number): number {
  const raw = process.env[name];
  const port = raw === undefined || raw === '' ? fallback : Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`Invalid ${name}: ${raw}\n`);
    process.exit(2);
  }
  return port;
}

async function main(): Promise<void> {
  const clientPort = portFrom('PORT', 5173);
  const sandboxPort = portFrom('SANDBOX_PORT', 4000);
  await buildClient();
  const seed = process.env.SANDBOX_SEED ? Number(process.env.SANDBOX_SEED) : Number.NaN;
  const sandbox = await startSandboxServer({
    port: sandboxPort,
    host: '127.0.0.1',
    options: optionsFromEnv(process.env),
    seed: Number.isFinite(seed) ? seed : undefined,
    log: process.env.SANDBOX_LOG === '1',
  });
  const client = await startStaticServer({
    root: DIST,
    port: clientPort,
    host: '127.0.0.1',
    defaultServer: sandbox.url,
  }).catch(async (error: unknown) => {
    await sandbox.close();
    throw error;
  });
  process.stdout.write(`Tsubame: ${client.url}\n`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    Promise.all([client.close(), sandbox.close()]).then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`Tsubame failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
