/**
 * Speed bounds in the Vitest suite are on CPU time, never on the wall clock: on a shared machine the wall clock
 * also counts the turns of every other process (other test runs, test:busy's busy loops), so a bound on it fails
 * there however fast the code is. CPU time counts the work done.
 */

/**
 * The CPU time (user and system, in ms) this process spent while `work` ran. It counts every thread of the
 * process, the test runner's other threads too: an overestimate of the work's own time, never an underestimate.
 */
export function cpuMsOf(work: () => void): number {
  const before = process.cpuUsage();
  work();
  const used = process.cpuUsage(before);
  return (used.user + used.system) / 1000;
}
