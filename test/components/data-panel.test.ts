import { html } from 'lit';
import '../../src/components/data-panel/data-panel';
import type { DataPanel } from '../../src/components/data-panel/data-panel';
import { setLocale } from '../../src/i18n/localization';
import { backupAll, listSessions } from '../../src/store/index';
import { englishRun } from '../support/english-run';
import { expectAccessible } from './a11y';
import { expect } from './expect';
import { cleanup, fixture, found, textOf, until } from './helpers';
import { deleteDbs, freshDb, importExample } from './store-fixtures';

function choose(panel: DataPanel, inputId: string, text: BlobPart): void {
  const input = found(panel.shadowRoot?.querySelector<HTMLInputElement>(`#${inputId}`), `the ${inputId} input`);
  const files = new DataTransfer();
  files.items.add(new File([text], 'game.json', { type: 'application/json' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change'));
}

/** Chooses a file that cannot be read any more (moved, or its permission lost): reading it rejects. */
function chooseUnreadable(panel: DataPanel, inputId: string): void {
  const input = found(panel.shadowRoot?.querySelector<HTMLInputElement>(`#${inputId}`), `the ${inputId} input`);
  const file = new File(['{}'], 'game.json', { type: 'application/json' });
  // Every way of reading it fails, as it does for a file removed or locked after it was chosen.
  const unreadable = () => Promise.reject(new DOMException('The requested file could not be read.', 'NotReadableError'));
  file.text = unreadable;
  file.arrayBuffer = unreadable;
  Object.defineProperty(input, 'files', { configurable: true, value: [file] });
  input.dispatchEvent(new Event('change'));
}

/** The backup text of a device holding one game in progress. */
async function backupOfOneGame(): Promise<string> {
  const source = freshDb();
  await importExample(source, 'diamonds-5p-in-progress.json');
  return backupAll(source);
}

const status = (panel: DataPanel) => textOf(panel.shadowRoot?.querySelector('[role="status"]'));

describe('<data-panel>', () => {
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('imports a game record and links to it', async () => {
    const db = freshDb();
    const panel = await fixture<DataPanel>(html`<data-panel .db=${db}></data-panel>`);
    const text = await (await fetch('/examples/diamonds-4p-standard.json')).text();
    choose(panel, 'record', text);
    await until(() => status(panel).includes('imported'), 'the import');
    const [session] = await listSessions(db);
    expect(session?.status, 'the imported game').toBe('finished');
    expect(panel.shadowRoot?.querySelector(`a[href="#/session/${session?.id}"]`), 'a link to the game').toBeTruthy();
    await expectAccessible(panel);
  });

  it('imports a record saved as UTF-16 with a byte-order mark, as replay reads it', async () => {
    const db = freshDb();
    const panel = await fixture<DataPanel>(html`<data-panel .db=${db}></data-panel>`);
    const text = await (await fetch('/examples/diams-4p.json')).text();
    // UTF-16 BE: the mark FE FF, then each code unit high byte first.
    const bytes = new Uint8Array(2 + text.length * 2);
    bytes.set([0xfe, 0xff]);
    for (let i = 0; i < text.length; i++) bytes.set([text.charCodeAt(i) >> 8, text.charCodeAt(i) & 0xff], 2 + 2 * i);
    choose(panel, 'record', bytes);
    await until(() => status(panel).includes('imported'), 'the import');
    expect((await listSessions(db)).length, 'the imported game').toBe(1);
  });

  it('writes nothing for an illegal record and names the rule, round and play', async () => {
    const db = freshDb();
    const panel = await fixture<DataPanel>(html`<data-panel .db=${db}></data-panel>`);
    const record = JSON.parse(await (await fetch('/examples/diamonds-4p-standard.json')).text());
    record.rounds[0].plays[5] = record.rounds[0].plays[0].split('>')[0]; // a card played twice
    choose(panel, 'record', JSON.stringify(record));
    await until(() => status(panel).includes('Nothing was imported'), 'the refusal');
    expect(status(panel), status(panel)).toContain('D-DECK, round 1, play 6');
    expect((await listSessions(db)).length, 'games on the device').toBe(0);
  });

  it('restores a backup, and refuses a damaged one without writing', async () => {
    const text = await backupOfOneGame();
    const db = freshDb();
    const panel = await fixture<DataPanel>(html`<data-panel .db=${db}></data-panel>`);
    choose(panel, 'backup', text.slice(0, text.length / 2));
    await until(() => status(panel).includes('Nothing was restored'), 'the refusal');
    expect((await listSessions(db)).length, 'nothing restored').toBe(0);
    choose(panel, 'backup', text);
    await until(() => status(panel).includes('1 game restored'), 'the restore');
    expect((await listSessions(db)).length, 'the restored game').toBe(1);
  });

  it('says a refused backup or record in one sentence of the reader’s language, the store’s words included', async () => {
    const backup = JSON.parse(await backupOfOneGame());
    backup.sessions[0].events[3].event = backup.sessions[0].events[2].event; // a card played twice
    const record = JSON.parse(await (await fetch('/examples/diamonds-4p-standard.json')).text());
    record.rounds[0].plays[5] = record.rounds[0].plays[0].split('>')[0];
    const db = freshDb();
    await setLocale('ja');
    try {
      const panel = await fixture<DataPanel>(html`<data-panel .db=${db}></data-panel>`);
      choose(panel, 'backup', JSON.stringify(backup));
      await until(() => status(panel).includes('何も復元されませんでした'), 'the refusal of the backup');
      expect(status(panel), status(panel)).toContain('このバックアップの1番目のゲームが壊れています：4番目のイベントはルールに反しています（D-');
      expect(englishRun(status(panel), []), status(panel)).toBeFalsy();
      choose(panel, 'record', JSON.stringify(record));
      await until(() => status(panel).includes('何もインポートされませんでした'), 'the refusal of the record');
      expect(englishRun(status(panel), ['Ann', 'Gus', 'Kai', 'Eve']), status(panel)).toBeFalsy();
      choose(panel, 'backup', '{}');
      await until(() => status(panel).includes('Diamond Ledger のバックアップではありません'), 'a file that is no backup');
    } finally {
      await setLocale('en');
    }
    expect((await listSessions(db)).length, 'games on the device').toBe(0);
  });

  it('says so in plain words when the chosen file cannot be read, for an import and a restore', async () => {
    const db = freshDb();
    for (const input of ['record', 'backup']) {
      const panel = await fixture<DataPanel>(html`<data-panel .db=${db}></data-panel>`);
      chooseUnreadable(panel, input);
      await until(() => status(panel).includes('That file could not be read'), `the message for the ${input}`);
      expect(status(panel), status(panel)).not.toContain('NotReadableError');
      expect(panel.shadowRoot?.querySelector<HTMLInputElement>(`#${input}`)?.disabled, 'the panel is usable again').toBeFalsy();
    }
    expect((await listSessions(db)).length, 'nothing written').toBe(0);
  });

  it('says what to do, not the error name, when the device is full', async () => {
    const text = await backupOfOneGame();
    const db = freshDb();
    db.transaction = (() => Promise.reject(new DOMException('The quota has been exceeded.', 'QuotaExceededError'))) as unknown as typeof db.transaction;
    const panel = await fixture<DataPanel>(html`<data-panel .db=${db}></data-panel>`);
    choose(panel, 'backup', text);
    await until(() => status(panel).includes('storage of this device is full'), 'the message');
    expect(status(panel), status(panel)).toContain('export a backup');
    expect(status(panel), status(panel)).not.toContain('QuotaExceededError');
  });
});
