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

/**
 * Whether focus is on nothing a person chose: the page itself, the app's <main> (where a navigation
 * leaves it) or an element that has just left the page (the button of a form that went with it).
 */
export function focusIsFree(): boolean {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return !active || active === document.body || active.localName === 'main' || !active.isConnected;
}
