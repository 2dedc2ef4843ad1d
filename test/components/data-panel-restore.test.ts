import { html } from 'lit';
import '../../src/components/data-panel/data-panel';
import type { DataPanel } from '../../src/components/data-panel/data-panel';
import { backupAll, importRecord, listSessions, type DeviceDb } from '../../src/store/index';
import { expectAccessible } from './a11y';
import { expect } from './expect';
import { cleanup, fixture, found, textOf, until } from './helpers';
import { deleteDbs, freshDb } from './store-fixtures';

async function importFile(db: DeviceDb, name: string): Promise<void> {
  const result = await importRecord(db, await (await fetch(`/examples/${name}`)).text());
  expect(result.ok, `${name} imports`).toBeTruthy();
}

/** A backup of `copies` copies of a six-player game (about 370 events each): a restore of seconds. */
async function bigBackup(copies: number): Promise<string> {
  const source = freshDb();
  await importFile(source, 'diamonds-6p-teams-thief.json');
  const file = JSON.parse(await backupAll(source));
  const [game] = file.sessions;
  file.sessions = Array.from({ length: copies }, (_, i) => ({ ...game, session: { ...game.session, id: `copy-${i}` } }));
  return JSON.stringify(file);
}

/** Every table of the database, as JSON text, to compare a device before and after. */
async function dump(db: DeviceDb): Promise<string> {
  return JSON.stringify(await Promise.all(db.tables.map(async (t) => [t.name, await t.toArray()])));
}

function choose(panel: DataPanel, text: string): void {
  const input = found(panel.shadowRoot?.querySelector<HTMLInputElement>('#backup'), 'the restore input');
  const files = new DataTransfer();
  files.items.add(new File([text], 'backup.json', { type: 'application/json' }));
  input.files = files.files;
  input.dispatchEvent(new Event('change'));
}

const status = (panel: DataPanel) => textOf(panel.shadowRoot?.querySelector('[role="status"]'));

describe('<data-panel> restoring a large backup', function () {
  // Reading, checking and writing hundreds of games: more than mocha's 10 s on a busy machine.
  this.timeout(120_000);
  afterEach(async () => {
    cleanup();
    await deleteDbs();
  });

  it('shows a labelled progress bar, and Cancel leaves the device exactly as it was', async () => {
    // The restore is held once every game is checked, where it reads which games the device has
    // (outside any transaction, so holding it aborts nothing), so the progress bar and its Cancel
    // are there for as long as the test needs, however busy the machine; Cancel then lands
    // mid-restore, not after it.
    let held = false;
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    const db = freshDb();
    const long = await bigBackup(600);
    const text = await bigBackup(400);
    await importFile(db, 'diamonds-2p.json');
    const before = await dump(db);
    const panel = await fixture<DataPanel>(html`<data-panel .db=${db}></data-panel>`);
    const sessions = db.sessions;
    const { toCollection } = sessions;
    sessions.toCollection = function (this: typeof sessions) {
      sessions.toCollection = toCollection; // held once
      const all = toCollection.call(this);
      const keys = all.primaryKeys.bind(all);
      all.primaryKeys = (async () => {
        held = true;
        await released;
        return keys();
      }) as typeof all.primaryKeys;
      return all;
    };
    choose(panel, long);

    const bar = await until(() => panel.shadowRoot?.querySelector('progress'), 'the progress bar');
    expect(bar.labels?.length, 'labels of the progress bar').toBe(1);
    await until(() => /checking game [\d,]+ of 600/.test(textOf(bar.labels?.[0])), 'the count of games checked', 60_000);
    await until(() => held, 'the restore held after its check', 60_000);
    await expectAccessible(panel);
    const cancel = found(
      [...(panel.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => textOf(b) === 'Cancel the restore'),
      'the Cancel button',
    );
    cancel.click();
    await until(() => textOf(bar.labels?.[0]) === 'Cancelling the restore…', 'the label once Cancel is pressed');
    release();

    await until(() => status(panel).includes('The restore was cancelled: nothing was restored.'), 'the cancel said', 30_000);
    expect(panel.shadowRoot?.querySelector('progress'), 'the progress bar once cancelled').toBe(null);
    expect(await dump(db), 'the device after the cancel').toBe(before);

    // The same file restores in full when not cancelled.
    choose(panel, text);
    await until(() => status(panel).includes('400 games restored.'), 'the restore', 60_000);
    expect((await listSessions(db, { limit: 500 })).length, 'games on the device').toBe(401);
  });
});
