import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import type { DiamsConfig, Sheet } from '../../src/rules/diams';
import { appendEvent } from '../../src/store/events';
import { games } from '../../src/app/games';
import { createSession } from '../../src/store/create-session';
import { loadSession } from '../../src/store/sessions';
import { getSetting, setSetting } from '../../src/store/settings';
import { editHouseCard, fillGameCard, loadHouseCard } from '../../src/store/house-card';
import { config, simpleCard } from '../rules/diams/fixtures';
import { freshDb } from './helpers';

/** A card that lacks the values of 3 and 4 diamonds of quality 9 (M-CARD-VALUES). */
function holedCard() {
  const card = simpleCard();
  card.values['9'] = [null, null, 29];
  return card;
}

const sheets = (...safes: [number, number][][]): Sheet[] =>
  safes.map((safe) => ({ safe: safe.map(([quality, count]) => ({ quality, count, pure: 0 })), hand: [] }));

async function game() {
  const db = freshDb({ games });
  const id = await createSession(db, 'diams', config(['Ann', 'Bob'], {}, holedCard()));
  // Round 1 needs no quality 9; the table's card knows 4 × 9 already, and another 9 × 5.
  expect((await appendEvent(db, id, { type: 'round', sheets: sheets([[5, 3]], []) }, 0)).ok).toBe(true);
  const table = simpleCard();
  table.values['9'] = [null, 19, 99];
  await setSetting(db, 'diamsRulesCard', table.values);
  return { db, id };
}

describe('fillGameCard (M-CARD-VALUES)', () => {
  it('fills the holes of the game’s card and of the table’s card in one verb; known values stay', async () => {
    const { db, id } = await game();
    const typed = simpleCard().values;
    typed['9'] = [9, 90, 900];
    const result = await fillGameCard(db, id, typed, 1);
    expect(result).toMatchObject({ ok: true, revision: 2 });
    const card = ((await loadSession(db, id))?.session.config as DiamsConfig).card;
    expect(card.values['9']).toEqual([9, 90, 29]);
    expect((await loadHouseCard(db)).values['9']).toEqual([9, 19, 99]);
    // The game keeps its log and scores a round that needs the new value.
    expect((await appendEvent(db, id, { type: 'round', sheets: sheets([[9, 3]], []) }, 2)).ok).toBe(true);
  });

  it('changes neither card when one of them cannot be saved', async () => {
    const { db, id } = await game();
    const before = await loadSession(db, id);
    db.settings.hook('updating', () => {
      throw new Error('The device is full');
    });
    const typed = simpleCard().values;
    await expect(fillGameCard(db, id, typed, 1)).rejects.toThrow('The device is full');
    const after = await loadSession(db, id);
    expect(after?.session.config).toEqual(before?.session.config);
    expect(after?.revision).toBe(1);
  });

  it('writes nothing on a stale revision, or for a game that is not Diam’s', async () => {
    const { db, id } = await game();
    const typed = simpleCard().values;
    expect(await fillGameCard(db, id, typed, 0)).toEqual({ ok: false, conflict: true });
    expect(((await loadSession(db, id))?.session.config as DiamsConfig).card.values['9']).toEqual([null, null, 29]);
    expect((await getSetting(db, 'diamsRulesCard'))?.['9']).toEqual([null, 19, 99]);
    const other = await createSession(db, 'diamonds', { players: ['Ann', 'Bob'], variant: 'standard', thief: null });
    expect(await fillGameCard(db, other, typed, 0)).toEqual({ ok: false, missing: true });
  });
});

describe('editHouseCard', () => {
  it('changes the stored card in one step, from what is stored', async () => {
    const db = freshDb({ games });
    await editHouseCard(db, (card) => ({ values: { ...card.values, '3': [3, 13, 23] }, deck: card.deck }));
    await editHouseCard(db, (card) => ({ values: { ...card.values, '4': [4, 14, 24] }, deck: card.deck }));
    const card = await loadHouseCard(db);
    expect([card.values['3'], card.values['4']]).toEqual([
      [3, 13, 23],
      [4, 14, 24],
    ]);
  });
});
