/**
 * The ways the app hands a file to the player: the phone's share sheet where it takes the file
 * (`shareOrDownload`), else a Blob link, clicked (works offline, needs no server); and the one
 * way a file is named after the players at the table.
 */

/** Starts the download of `text` as `name` and resolves with that name. */
export function downloadText(text: string, name: string, host: ParentNode = document.body, type = 'application/json'): string {
  // A byte order mark first, so that spreadsheets open accented names in a CSV as UTF-8.
  const parts = type.startsWith('text/csv') ? ['\uFEFF', text] : [text];
  const url = URL.createObjectURL(new Blob(parts, { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.hidden = true;
  host.append(link);
  link.click();
  link.remove();
  // The download has started from the URL; keep it a moment for browsers that read it late.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return name;
}

/** The part of `navigator` that shares, as a test may stand it in. */
export interface Sharer {
  share?: (data: ShareData) => Promise<void>;
  canShare?: (data: ShareData) => boolean;
}

/** How a file went: through the share sheet, or downloaded. */
export type Handed = 'shared' | 'downloaded';

/**
 * Offers the file to the phone's share sheet (Web Share with files: iOS, Android, ChromeOS,
 * Windows) where the browser says it takes it, and downloads it as `downloadText` does where
 * there is no share sheet, where the browser will not share that kind of file (Chrome shares no
 * .json), or when the sheet fails or the player closes it (an AbortError, which is no error to
 * report): the file is theirs either way. Call it from the tap, with little waiting before it:
 * a share sheet opens only so soon after a tap.
 */
export async function shareOrDownload(
  text: string,
  name: string,
  host: ParentNode = document.body,
  type = 'application/json',
  sharer: Sharer = navigator,
): Promise<Handed> {
  if (typeof sharer.share === 'function' && typeof sharer.canShare === 'function') {
    const file = new File([text], name, { type });
    let takes: boolean;
    try {
      takes = sharer.canShare({ files: [file] });
    } catch {
      // a browser that cannot say does not share files: the download is used
      takes = false;
    }
    if (takes) {
      try {
        await sharer.share({ files: [file], title: name });
        return 'shared';
      } catch {
        // Closed by the player (AbortError), or refused (NotAllowedError: too long after the tap):
        // the download below is what happened before there was a share sheet.
      }
    }
  }
  downloadText(text, name, host, type);
  return 'downloaded';
}

/**
 * "diamonds-2025-11-29-Ann-Bob.json", "diams-backup-2025-11-29-美咲-Kai.json". Names are untrusted:
 * only letters, digits, "_" and "-" of them are kept, in any script, so 美咲 stays 美咲; accents on
 * Latin letters are dropped ("Bö" → "Bo") for file systems that mangle them.
 */
export function playersFileName(prefix: string, players: readonly string[], now = new Date(), extension = 'json'): string {
  const who = players
    .map((p) =>
      p
        .normalize('NFKD')
        .replace(/([A-Za-z])\p{M}+/gu, '$1')
        .normalize('NFC')
        .replace(/[^\p{L}\p{M}\p{N}_-]+/gu, ''),
    )
    .filter(Boolean)
    .join('-');
  const short = Array.from(who).slice(0, 60).join('');
  return `${prefix}-${now.toISOString().slice(0, 10)}${short ? `-${short}` : ''}.${extension}`;
}
