import { equal } from '../helpers.js';
import { downloadText, playersFileName } from '../../../src/components/shared/download.js';

const DAY = new Date(Date.UTC(2025, 10, 29));

describe('file names and downloads (src/components/shared/download.ts)', () => {
  it('keeps names in every script, drops Latin accents and anything unsafe in a file name', () => {
    equal(playersFileName('diamonds', ['Ann', 'Bö b'], DAY), 'diamonds-2025-11-29-Ann-Bob.json', 'Latin');
    equal(playersFileName('diams-backup', ['美咲', 'さくら', 'Ли'], DAY), 'diams-backup-2025-11-29-美咲-さくら-Ли.json', 'CJK and Cyrillic kept');
    equal(playersFileName('diamonds', ['がく'], DAY), 'diamonds-2025-11-29-がく.json', 'kana with a voicing mark stays whole');
    equal(playersFileName('diamonds', ['../../etc', 'a/b\\c:d*e?', '<x>'], DAY), 'diamonds-2025-11-29-etc-abcde-x.json', 'no path or reserved characters');
    equal(playersFileName('diamonds', ['  ', '***'], DAY), 'diamonds-2025-11-29.json', 'no name left: the date alone');
    equal(Array.from(playersFileName('d', ['美'.repeat(100)], DAY)).length, 'd-2025-11-29-'.length + 60 + '.json'.length, 'at most 60 characters of names');
  });

  it('hands the text to the browser as a file with that name', async () => {
    const host = document.createElement('div');
    document.body.append(host);
    let clicked: { name: string; text: string } | null = null;
    const original = HTMLAnchorElement.prototype.click;
    HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
      const a = this;
      clicked = { name: a.download, text: a.href };
    };
    try {
      equal(downloadText('{"a":1}', 'x.json', host), 'x.json', 'returns the name');
    } finally {
      HTMLAnchorElement.prototype.click = original;
    }
    const got = clicked as { name: string; text: string } | null;
    equal(got?.name, 'x.json', 'the link names the file');
    const body = await (await fetch(got?.text ?? '')).text();
    equal(body, '{"a":1}', 'the file holds the text');
    equal(host.querySelector('a'), null, 'the link is removed');
    host.remove();
  });
});
