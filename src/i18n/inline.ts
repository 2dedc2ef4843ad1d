/**
 * Rule texts are translated whole, with the words the rule pages set in bold marked `**…**` (a
 * translation can move them), and turned here into the rules screens' runs of text.
 */
export type InlineRun = string | { strong: string };

export function inlineOf(text: string): InlineRun[] {
  return text.split(/\*\*(.+?)\*\*/s).flatMap((part, i): InlineRun[] => (part === '' ? [] : [i % 2 === 1 ? { strong: part } : part]));
}
