/**
 * Four English words in a row, once player names, rule ids and quoted field names are set aside:
 * what a message left untranslated (a missing id falls back to its English) shows in another
 * language. Used by the message tests in Node and in Chromium.
 */
export function englishRun(text: string, names: readonly string[]): string | null {
  const cleaned = text
    .replace(new RegExp(`\\b(${names.join('|')})\\b`, 'g'), '·')
    .replace(/\b(M|D|DX)-[A-Z-]+\b/g, '·')
    .replace(/「[^」]*」|"[^"]*"/g, '·');
  return /(?:\b[A-Za-z]{2,}\b[ ,'’]+){3}\b[A-Za-z]{2,}\b/.exec(cleaned)?.[0] ?? null;
}
