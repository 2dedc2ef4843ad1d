/**
 * How long a relay process's event loop is held, for the stats its tests and benches ask for
 * (./relay-node.ts, bench/relay-process.ts): a timer that should fire every 5 ms, how late it
 * fires, counting only the time the process ran meanwhile (on a loaded machine it also waits for
 * a core, which is no stall of its own); and the highest memory (rss) seen on the way (read every 100 ms).
 */
export function watchStalls(): () => { stall: number; rss: number } {
  let stall = 0;
  let rss = 0;
  let tick = performance.now();
  let cpu = process.cpuUsage();
  let ticks = 0;
  setInterval(() => {
    const at = performance.now();
    const used = process.cpuUsage(cpu);
    cpu = process.cpuUsage();
    stall = Math.max(stall, Math.min(at - tick, (used.user + used.system) / 1000) - 5);
    // Every 20th tick (100 ms): each read of the rss is a system call and a parse of /proc, and
    // one every 5 ms took a tenth of a relay's time under the attack bench.
    if (++ticks % 20 === 0) rss = Math.max(rss, process.memoryUsage.rss());
    tick = at;
  }, 5).unref();
  /** The longest stall (ms) and highest rss (bytes) since the last call. */
  return () => {
    const seen = { stall: Math.round(stall), rss: Math.max(rss, process.memoryUsage.rss()) };
    stall = 0;
    rss = 0;
    return seen;
  };
}
