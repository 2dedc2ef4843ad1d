/**
 * A tiny fixture helper and lookups for the component tests (mocha runs them in Chromium; they
 * assert with vitest's `expect`, from ./expect.ts, as every other suite does).
 */
import { render, type LitElement, type TemplateResult } from 'lit';

const fixtures = new Set<HTMLElement>();

/** The page styles main.ts imports (theme and shell), so contrast checks see the real page. */
const PAGE_CSS = ['/src/components/shared/theme.css', '/src/components/app-shell/app-shell.css'];
let themed: Promise<unknown> | undefined;
export function loadTheme(): Promise<unknown> {
  themed ??= Promise.all(
    PAGE_CSS.map(
      (href) =>
        new Promise<void>((resolve, reject) => {
          const link = document.createElement('link');
          link.rel = 'stylesheet';
          link.href = href;
          link.onload = () => resolve();
          link.onerror = () => reject(new Error(`${href} could not be loaded`));
          document.head.append(link);
        }),
    ),
  );
  return themed;
}

/** Renders a template into the page and resolves with its first element, once it has rendered. */
export async function fixture<T extends Element>(template: TemplateResult): Promise<T> {
  await loadTheme();
  const container = document.createElement('div');
  document.body.append(container);
  fixtures.add(container);
  render(template, container);
  const element = container.firstElementChild as T | null;
  if (!element) throw new Error('fixture: the template rendered no element');
  if ('updateComplete' in element) await (element as unknown as LitElement).updateComplete;
  return element;
}

/** Removes every fixture (call in afterEach). */
export function cleanup(): void {
  for (const container of fixtures) container.remove();
  fixtures.clear();
}

/** The element or record a lookup found, for a test that goes on to use it: throws when there is none. */
export function found<T>(value: T | null | undefined, what: string): T {
  if (value === null || value === undefined) throw new Error(`${what}: not found`);
  return value;
}

export { until } from '../support/until';

/** The text nodes under a node, shadow roots included, in order; `hidden` passes over the elements it says. */
function textParts(node: Element | ShadowRoot | null | undefined, hidden: (el: Element) => boolean = () => false): string[] {
  const parts: string[] = [];
  const walk = (n: Node): void => {
    if (n.nodeType === Node.TEXT_NODE) parts.push(n.textContent ?? '');
    const el = n as Element;
    if (el.classList && hidden(el)) return;
    if (el.shadowRoot) walk(el.shadowRoot);
    n.childNodes.forEach(walk);
  };
  if (node) walk(node);
  return parts;
}

/** The text of a node with white space collapsed, shadow roots included. */
export function textOf(node: Element | ShadowRoot | null | undefined): string {
  return textParts(node).join(' ').replace(/\s+/g, ' ').trim();
}

/** The element that has focus, looking through shadow roots. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/**
 * The text as it is read out and copied: the text nodes as they are, shadow roots included, white
 * space collapsed. A rule tag reads "(D-PASS)" here: its brackets are visually hidden, not gone.
 */
export function spokenText(node: Element | ShadowRoot | null | undefined): string {
  return textParts(node).join('').replace(/\s+/g, ' ').trim();
}

/** The text a sighted reader sees: as `textOf`, without what is only there for screen readers (.visually-hidden). */
export function visibleText(node: Element | ShadowRoot | null | undefined): string {
  return textParts(node, (el) => el.classList.contains('visually-hidden'))
    .join(' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/** A rule id in brackets, as the messages write it: "(D-PASS)", "（M-CARD-VALUES）", "(D-DEALER, D-PASS)". */
export const BRACKETED_RULE = /[(（]\s*(?:D|D2|DT|DX|M)-[A-Z0-9]/;

/** The links of the rule tags under a node (shadow roots included), e.g. "#/rules/D-PASS". */
export function ruleTagLinks(node: Element | ShadowRoot | null | undefined): string[] {
  if (!node) return [];
  const links: string[] = [];
  const walk = (n: Element | ShadowRoot): void => {
    for (const a of n.querySelectorAll('a.rule-tag')) links.push(a.getAttribute('href') ?? '');
    for (const el of n.querySelectorAll('*')) if (el.shadowRoot) walk(el.shadowRoot);
  };
  walk(node);
  return links;
}
