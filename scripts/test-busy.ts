/**
 * `npm run test:busy [-- <vitest args>]`: the Vitest suite (`npm run test:vitest`) run while two other processes
 * keep the CPU busy, as on a shared two-core machine where other work runs beside the tests. A test that assumes
 * a state has arrived after a fixed number of turns or milliseconds, instead of waiting for it, fails here.
 * Exits with Vitest's exit code; the busy loops end with it (and end by themselves if this script is killed), and
 * Ctrl-C or a kill of this script stops Vitest too.
 */
import { spawn, type ChildProcess } from 'node:child_process';

const BUSY_LOOPS = 2;

/**
 * A loop that spins the CPU. Twice a second it looks whether the script that started it is still there (its
 * parent id changes when the parent dies) and stops when it is not, so a killed run leaves nothing spinning.
 */
const BUSY_LOOP = `
const parent = process.ppid;
let next = 0;
for (;;) {
  const now = Date.now();
  if (now >= next) {
    if (process.ppid !== parent) process.exit(0);
    next = now + 500;
  }
}`;

const say = (line: string) => process.stdout.write(`${line}\n`);

function startBusyLoops(): ChildProcess[] {
  return Array.from({ length: BUSY_LOOPS }, () => spawn(process.execPath, ['-e', BUSY_LOOP], { stdio: 'ignore' }));
}

function stopBusyLoops(loops: ChildProcess[]): void {
  for (const loop of loops) if (loop.exitCode === null && loop.signalCode === null) loop.kill('SIGKILL');
}

function runVitest(args: readonly string[]): Promise<number> {
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  // in a process group of its own, so that a stop reaches Vitest itself and not only npm above it
  const vitest = spawn(npm, ['run', 'test:vitest', ...(args.length ? ['--', ...args] : [])], {
    stdio: 'inherit',
    detached: true,
  });
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const)
    process.on(signal, () => {
      try {
        process.kill(-vitest.pid!, signal);
      } catch {
        // already gone
      }
    });
  return new Promise((resolve) => {
    vitest.on('error', (error) => {
      say(`test:busy: could not start Vitest: ${error.message}`);
      resolve(1);
    });
    vitest.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)));
  });
}

const started = Date.now();
const loops = startBusyLoops();
say(`test:busy: ${loops.length} busy loops (pids ${loops.map((l) => l.pid).join(', ')}) beside the Vitest suite`);
let code = 1;
try {
  code = await runVitest(process.argv.slice(2));
} finally {
  stopBusyLoops(loops);
}
say(`test:busy: Vitest exited ${code} after ${((Date.now() - started) / 1000).toFixed(0)} s with the CPU kept busy`);
process.exit(code);
