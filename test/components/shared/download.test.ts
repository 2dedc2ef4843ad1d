import { expect } from '../expect';
import { downloadText, playersFileName } from '../../../src/components/shared/download';

const DAY = new Date(Date.UTC(2025, 10, 29));

describe('file names and downloads (src/components/shared/download.ts)', () => {
  it('keeps names in every script, drops Latin accents and anything unsafe in a file name', () => {
    expect(playersFileName('diamonds', ['Ann', 'Bö b'], DAY), 'Latin').toBe('diamonds-2025-11-29-Ann-Bob.json');
    expect(playersFileName('diams-backup', ['美咲', 'さくら', 'Ли'], DAY), 'CJK and Cyrillic kept').toBe('diams-backup-2025-11-29-美咲-さくら-Ли.json');
    expect(playersFileName('diamonds', ['がく'], DAY), 'kana with a voicing mark stays whole').toBe('diamonds-2025-11-29-がく.json');
    expect(playersFileName('diamonds', ['../../etc', 'a/b\\c:d*e?', '<x>'], DAY), 'no path or reserved characters').toBe(
      'diamonds-2025-11-29-etc-abcde-x.json',
    );
    expect(playersFileName('diamonds', ['  ', '***'], DAY), 'no name left: the date alone').toBe('diamonds-2025-11-29.json');
    expect(Array.from(playersFileName('d', ['美'.repeat(100)], DAY)).length, 'at most 60 characters of names').toBe(
      'd-2025-11-29-'.length + 60 + '.json'.length,
    );
  });

  it('hands the text to the browser as a file with that name', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    let clicked: { name: string; text: string } | null = null;
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      clicked = { name: this.download, text: this.href };
    };
    try {
      expect(downloadText('{"a":1}', 'x.json', host), 'returns the name').toBe('x.json');
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
    const got = clicked as { name: string; text: string } | null;
    expect(got?.name, 'the link names the file').toBe('x.json');
    const body = await (await fetch(got?.text ?? '')).text();
    expect(body, 'the file holds the text').toBe('{"a":1}');
    expect(host.querySelector('a'), 'the link is removed').toBe(null);
    host.remove();
  });
});
