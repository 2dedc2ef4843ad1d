/**
 * Runs `task` once the next frame has been painted: work that must not hold up what the screen
 * is about to show (moving focus forces a layout of a page still being updated; reading every
 * session takes a while). A hidden page paints no frame, hence the timer.
 */
export function afterPaint(task: () => void, fallbackMs = 200): void {
  let done = false;
  const run = () => {
    if (done) return;
    done = true;
    task();
  };
  requestAnimationFrame(() => setTimeout(run));
  setTimeout(run, fallbackMs);
}
