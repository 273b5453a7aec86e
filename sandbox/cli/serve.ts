/**
 * `PORT=N npm run sandbox`: the simulated kmyblue server on 127.0.0.1:N (default 4000).
 * Reads the SANDBOX_* switches (sandbox/kernel/options.ts), prints exactly one line once listening, and logs each
 * request only when SANDBOX_LOG=1. Stops cleanly on SIGINT and SIGTERM.
 */
import { optionsFromEnv } from '../kernel/options';
import { startSandboxServer } from '../server/start';

const DEFAULT_PORT = 4000;

async function main(): Promise<void> {
  const rawPort = process.env.PORT;
  const port = rawPort === undefined || rawPort === '' ? DEFAULT_PORT : Number(rawPort);
  if (!Number.isInteger(port) || port < 0 || port > 65535) {
    process.stderr.write(`Invalid PORT: ${rawPort}\n`);
    process.exit(2);
  }
  const seed = process.env.SANDBOX_SEED ? Number(process.env.SANDBOX_SEED) : undefined;
  const server = await startSandboxServer({
    port,
    host: '127.0.0.1',
    options: optionsFromEnv(process.env),
    seed: seed !== undefined && Number.isFinite(seed) ? seed : undefined,
    log: process.env.SANDBOX_LOG === '1',
  });
  process.stdout.write(`Sandbox ready at ${server.url}\n`);

  let stopping = false;
  const stop = () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  process.stderr.write(`Sandbox failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
