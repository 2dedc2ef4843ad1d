/** Small helpers shared by the Diam's component tests. */
import { QUALITY_KEYS, type CardValues, type DiamsConfig, type DiamsOptions, type RulesCard } from '../../../src/rules/diams/index';

/** Finds an element in `root` or in the shadow roots of its parts (breadth first). */
export function deep<T extends Element>(root: Element | ShadowRoot, selector: string): T | null {
  return deepAll<T>(root, selector)[0] ?? null;
}

export function deepAll<T extends Element>(root: Element | ShadowRoot, selector: string): T[] {
  const found: T[] = [];
  const queue: (Element | ShadowRoot)[] = [root instanceof Element && root.shadowRoot ? root.shadowRoot : root];
  while (queue.length) {
    const node = queue.shift() as Element | ShadowRoot;
    found.push(...node.querySelectorAll<T>(selector));
    node.querySelectorAll('*').forEach((child) => child.shadowRoot && queue.push(child.shadowRoot));
  }
  return found;
}

/**
 * A complete made-up card, easy to add up by hand: quality q is worth [q, q + 10, q + 20] for 3, 4
 * and 5 diamonds (not the real card, which is printed on the physical cards).
 */
export function simpleValues(): CardValues {
  const values = {} as CardValues;
  for (const key of QUALITY_KEYS) {
    const q = Number(key);
    values[key] = [q, q + 10, q + 20];
  }
  return values;
}

export function config(players: string[], options: Partial<DiamsOptions> = {}, card: RulesCard = { values: simpleValues() }): DiamsConfig {
  return { players, options: { rounds: 3, handTie: 'none', winBy: 'chips', ...options }, card };
}

/** Types into an input as a user would and commits it (change fires on blur or Enter). */
export function typeInto(input: HTMLInputElement, text: string): void {
  input.value = text;
  input.dispatchEvent(new InputEvent('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Gives a file input a file, as choosing one in the picker does. */
export function chooseFile(input: HTMLInputElement, text: string, name = 'card.json'): void {
  const transfer = new DataTransfer();
  transfer.items.add(new File([text], name, { type: 'application/json' }));
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Captures the next downloads made through a Blob link: their file names and texts. */
export function captureDownloads(): { files: { name: string; text: Promise<string> }[]; restore: () => void } {
  const files: { name: string; text: Promise<string> }[] = [];
  const create = URL.createObjectURL;
  const click = HTMLAnchorElement.prototype.click;
  let last: Blob | null = null;
  URL.createObjectURL = (blob: Blob | MediaSource) => {
    last = blob as Blob;
    return create.call(URL, blob);
  };
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    if (this.download && last) files.push({ name: this.download, text: last.text() });
    // No real download in a test browser.
  };
  return {
    files,
    restore: () => {
      URL.createObjectURL = create;
      HTMLAnchorElement.prototype.click = click;
    },
  };
}

/** The button whose visible text (or accessible label) starts with `name`, in any shadow root. */
export function buttonNamed(root: Element, name: string): HTMLButtonElement | null {
  return (
    deepAll<HTMLButtonElement>(root, 'button').find((b) =>
      (b.getAttribute('aria-label') ?? b.textContent ?? '').replace(/\s+/g, ' ').trim().startsWith(name),
    ) ?? null
  );
}
