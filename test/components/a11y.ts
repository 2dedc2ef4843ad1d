/**
 * Accessibility check for component tests: runs axe-core on an element (shadow roots included)
 * and throws one readable error listing every violation, so a failing test says what to fix.
 */
import type { AxeResults, RunOptions } from 'axe-core';

declare global {
  interface Window {
    axe?: typeof import('axe-core');
  }
}

/** axe-core ships as a UMD script, not an ES module: load it once as a classic script. */
let loading: Promise<typeof import('axe-core')> | undefined;
function loadAxe(): Promise<typeof import('axe-core')> {
  loading ??= new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = '/node_modules/axe-core/axe.min.js';
    script.onload = () => (window.axe ? resolve(window.axe) : reject(new Error('axe-core did not load')));
    script.onerror = () => reject(new Error('axe-core could not be fetched'));
    document.head.append(script);
  });
  return loading;
}

/**
 * Rules about a whole page (one main landmark, all content in landmarks, one h1): they only
 * make sense when the element under test is the whole page, i.e. for <app-shell>.
 */
const PAGE_RULES = ['region', 'landmark-one-main', 'page-has-heading-one', 'bypass'];

export async function expectAccessible(element: Element, { wholePage = false }: { wholePage?: boolean } = {}): Promise<void> {
  const axe = await loadAxe();
  const options: RunOptions = {
    resultTypes: ['violations'],
    rules: wholePage ? {} : Object.fromEntries(PAGE_RULES.map((id) => [id, { enabled: false }])),
  };
  const results: AxeResults = await axe.run(wholePage ? document : element, options);
  if (results.violations.length === 0) return;
  const lines = results.violations.flatMap((v) => [
    `${v.id} (${v.impact ?? 'n/a'}): ${v.help}`,
    ...v.nodes.map((n) => `    at ${JSON.stringify(n.target)}: ${n.failureSummary ?? ''}`.replace(/\n/g, ' ')),
  ]);
  throw new Error(`Accessibility violations:\n${lines.join('\n')}`);
}
