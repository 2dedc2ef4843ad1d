/**
 * Downloads text as a file through a Blob link: works offline and needs no server. Names in file
 * names are untrusted, so only safe characters of them are kept.
 */
export function downloadText(root: Node & ParentNode, fileName: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  root.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; keep it a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "diams-2025-11-29-Ann-Bob.json" */
export function recordFileName(players: readonly string[], now = new Date()): string {
  const date = now.toISOString().slice(0, 10);
  const who = players
    .map((p) => p.normalize('NFKD').replace(/[^A-Za-z0-9_-]+/g, ''))
    .filter(Boolean)
    .join('-')
    .slice(0, 60);
  return `diams-${date}${who ? `-${who}` : ''}.json`;
}
