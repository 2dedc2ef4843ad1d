import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { replaceConfig } from '../../src/store/config';
import { appendEvent, redo, undo } from '../../src/store/events';
import { createSession } from '../../src/store/create-session';
import { loadSession } from '../../src/store/sessions';
import { freshDb, snapshot } from './helpers';
import { config, score } from './toy-game';

describe('replaceConfig', () => {
  it('changes the config when the whole log still replays, keeping the id, log and redo stack', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 30));
    await appendEvent(db, id, score(0, 9), 0);
    await appendEvent(db, id, score(1, 3), 1);
    await undo(db, id, 2);
    expect(await replaceConfig(db, id, config(['Ann', 'Bob'], 9), 2)).toEqual({ ok: false, conflict: true });
    const result = await replaceConfig(db, id, config(['Ann', 'Bob'], 9), 3);
    // With a target of 9, Ann's 9 points now end the game: the derived fields follow the new config.
    expect(result).toMatchObject({ ok: true, revision: 4, session: { id, status: 'finished', winners: ['Ann'], length: 1 } });
    const loaded = await loadSession(db, id);
    expect(loaded?.session.config).toEqual(config(['Ann', 'Bob'], 9));
    expect(loaded?.session.redo).toEqual([score(1, 3)]);
  });

  it('refuses a config under which the log is no longer legal, and writes nothing', async () => {
    const db = freshDb();
    const id = await createSession(db, 'diamonds', config(['Ann', 'Bob'], 30));
    await appendEvent(db, id, score(0, 9), 0);
    await appendEvent(db, id, score(1, 3), 1);
    const before = await snapshot(db);
    // A target of 5 ends the game after Ann's 9: Bob's later turn breaks T-OVER.
    expect(await replaceConfig(db, id, config(['Ann', 'Bob'], 5), 2)).toMatchObject({ ok: false, rejection: { rule: 'T-OVER' } });
    expect(await replaceConfig(db, id, config(['Ann', 'Cy'], 30), 2)).toMatchObject({ ok: false, rejection: { rule: 'format' } });
    expect(await replaceConfig(db, id, config(['Ann', 'Bob'], 30), 1)).toEqual({ ok: false, conflict: true });
    expect(await replaceConfig(db, id, config(['Ann', 'Bob'], 30), 3)).toEqual({ ok: false, conflict: true });
    expect(await replaceConfig(db, 'nope', config(['Ann', 'Bob'], 30), 0)).toEqual({ ok: false, missing: true });
    expect(await snapshot(db)).toEqual(before);
    expect((await redo(db, id)).ok).toBe(false);
  });
});
