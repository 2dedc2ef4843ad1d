/**
 * Focus moved by the app to a reading position (a screen's heading after a navigation, a round's
 * result once stored): focus goes there for screen readers and the keyboard, but its ring shows
 * only to someone using the keyboard. A tap, a click or a page opened by its address shows none.
 */

/** Whether the last input was a key rather than a pointer; false until a key is pressed. */
let byKeyboard = false;

if (typeof document !== 'undefined') {
  document.addEventListener(
    'keydown',
    (event) => {
      // A shortcut (Ctrl+R, ⌘L) is not moving through the page.
      if (!event.metaKey && !event.ctrlKey && !event.altKey) byKeyboard = true;
    },
    true,
  );
  document.addEventListener('pointerdown', () => (byKeyboard = false), true);
}

/** Focuses `element` with its ring shown only if the keyboard was used last. */
export function focusQuietly(element: HTMLElement, options: { preventScroll?: boolean } = {}): void {
  element.focus({ ...options, focusVisible: byKeyboard });
}
