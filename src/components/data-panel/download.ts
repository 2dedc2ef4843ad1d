/** Hands a text to the browser as a file download, through a Blob link (no server involved). */
export function downloadText(text: string, name: string, host: ParentNode): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  host.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; keep it a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
