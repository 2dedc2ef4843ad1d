/**
 * Long work on the page's thread (checking a 5,000-game backup takes seconds) done in slices, so
 * that between them the page paints its progress bar and hears a tap on Cancel.
 */
const SLICE_MS = 25;

interface Yielding {
  scheduler?: { yield?: () => Promise<void> };
}

export class Pace {
  private start = performance.now();

  /** Whether this slice is used up: the caller then awaits `breathe()`. */
  get due(): boolean {
    return performance.now() - this.start >= SLICE_MS;
  }

  /** Gives the page its turn (scheduler.yield where there is one: it resumes before other tasks). */
  async breathe(): Promise<void> {
    const { scheduler } = globalThis as Yielding;
    if (typeof scheduler?.yield === 'function') await scheduler.yield();
    else await new Promise((resolve) => setTimeout(resolve, 0));
    this.start = performance.now();
  }
}
