/**
 * The store's own messages said from the catalog (src/i18n/store-messages.ts): the store gives
 * keys and values as the rules do, never English. Every key of the store's catalog file is met by
 * driving the real store (a damaged backup of every kind, refused records, renames, merges,
 * setups, a followed log that is not a game, a link that is not one game) and is said in English,
 * 繁體中文 and 日本語 with nothing missing: no raw key, no "undefined", the numbers of its values
 * in the text, and no English left in the other languages but what a file or a parser said.
 */
import 'fake-indexeddb/auto';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { games } from '../../src/app/games';
import { messageText } from '../../src/i18n/rule-messages';
import { setLocale } from '../../src/i18n/localization';
import { STORE_MESSAGES } from '../../src/i18n/store-messages';
import type { MessageText } from '../../src/rules/game';
import { previewShared } from '../../src/share-link/shared-game';
import { MAX_BACKUP_BYTES, parseBackup } from '../../src/store/backup-format';
import { backupAll, restoreBackup } from '../../src/store/backup';
import { replaceConfig } from '../../src/store/config';
import { createSession } from '../../src/store/create-session';
import type { GameRegistry, SessionRow } from '../../src/store/index';
import { checkLiveLog, setLiveLink } from '../../src/store/live';
import { undo } from '../../src/store/events';
import { importRecord, checkRecord, MAX_RECORD_BYTES } from '../../src/store/records';
import { listPlayers, mergePlayers, renamePlayer, setPlayerColour, withNames } from '../../src/store/players';
import { StoreFailure } from '../../src/store/results';
import { revisionOf } from '../../src/store/revision';
import { distinct, keysOf, saidProblem } from '../support/said-messages';
import { freshDb } from '../store/helpers';
import { toyRegistry } from '../store/toy-game';

const NOW = Date.UTC(2026, 5, 1, 12);
const NAMES = ['Ann', 'Gus', 'Kai', 'Eve', 'Bob'];
const RECORD = readFileSync('examples/diamonds-4p-standard.json', 'utf8');

/** The real games, with one way of failing that no real module has (a parser or a rule that throws). */
function failing(how: 'parseRecord' | 'apply'): GameRegistry {
  const boom = () => {
    throw new RangeError('Maximum call stack size exceeded');
  };
  return { ...games, diamonds: { ...games.diamonds, [how]: boom } };
}

/** What the store said, whatever shape its answer has. */
function textOf(answer: unknown): MessageText {
  const a = answer as { text?: MessageText; error?: { text?: MessageText }; invalid?: MessageText };
  const text = a.text ?? a.error?.text ?? a.invalid;
  if (!text) throw new Error(`no message in ${JSON.stringify(answer)}`);
  return text;
}

/** Why a writing verb's rules refused. */
function rejectionOf(result: { ok: boolean }): MessageText {
  const rejection = (result as { rejection?: { text: MessageText } }).rejection;
  if (!rejection) throw new Error(`no rejection in ${JSON.stringify(result)}`);
  return rejection.text;
}

/** The answer of a store verb that throws a StoreFailure. */
async function thrown(doing: Promise<unknown>): Promise<MessageText> {
  const error = await doing.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof StoreFailure)) throw new Error(`no StoreFailure: ${String(error)}`);
  return error.text;
}

async function storeMessages(): Promise<MessageText[]> {
  const out: MessageText[] = [];
  const db = freshDb({ games, now: () => NOW });
  const imported = await importRecord(db, RECORD);
  const again = await importRecord(db, RECORD);
  if (!imported.ok || !again.ok) throw new Error('the example did not import');
  const good = JSON.parse(await backupAll(db));
  const backup = (change: (b: any) => unknown): string => {
    const b = structuredClone(good);
    return JSON.stringify(change(b) ?? b);
  };
  const game = (change: (entry: any) => void) => backup((b) => void change(b.sessions[0]));
  const player = (change: (p: any) => void) => backup((b) => void change(b.players[0]));
  const backups = [
    '{"format":',
    '{}',
    backup((b) => void (b.version = 2)),
    backup((b) => void (b.version = [1])),
    backup((b) => void (b.settings = [[[[[[[[[[[[0]]]]]]]]]]]])),
    backup((b) => void delete b.exportedAt),
    backup((b) => void (b.sessions = {})),
    backup((b) => void (b.settings = 'none')),
    backup((b) => void (b.players = {})),
    backup((b) => void (b.sessions = [1])),
    game((e) => void (e.session.id = '')),
    game((e) => void (e.session.game = 'chess')),
    game((e) => void (e.session.createdAt = 0)),
    game((e) => void delete e.session.redo),
    game((e) => void delete e.session.config),
    game((e) => void (e.session.config.players = ['Ann'])),
    game((e) => void (e.events[0] = 1)),
    game((e) => void (e.events[0].at = 0)),
    game((e) => void (e.events[0].event = { type: 'nonsense' })),
    game((e) => void (e.session.redo = [{ type: 'nonsense' }])),
    game((e) => void (e.events[3].event = e.events[2].event)),
    backup((b) => void (b.sessions[1].session.id = b.sessions[0].session.id)),
    player((p) => void (p.id = 7)),
    player((p) => void (p.name = '')),
    player((p) => void (p.colour = 'red')),
    player((p) => void (p.createdAt = 0)),
  ];
  for (const text of backups) out.push(textOf(parseBackup(text, games, NOW)));
  out.push(textOf(parseBackup(JSON.stringify(good), failing('apply'), NOW)));
  out.push(textOf(await restoreBackup(freshDb({ games }), 'x'.repeat(MAX_BACKUP_BYTES + 1))));
  out.push(textOf(previewShared(games, 'backup', JSON.stringify(good), NOW)));

  // Records, and a setup or names that only the store's own checks refuse (the toy rules take any name).
  for (const text of ['x'.repeat(MAX_RECORD_BYTES + 1), 'nope', '{"game":"chess"}']) out.push(textOf(checkRecord(games, text, NOW)));
  out.push(textOf(checkRecord(failing('parseRecord'), RECORD, NOW)));
  out.push(textOf(checkRecord(failing('apply'), RECORD, NOW)));
  out.push(textOf(checkRecord(toyRegistry(), JSON.stringify({ game: 'diamonds', players: ['Ann', 'Bob\u200b'], target: 10, turns: [] }), NOW)));
  out.push(await thrown(createSession(db, 'chess' as never, {})));
  out.push(await thrown(createSession(freshDb(), 'diamonds', { players: ['Ann'], target: 10 })));

  // A change of a game's setup (src/store/config.ts).
  const stored = (await db.sessions.get(imported.id)) as SessionRow;
  out.push(rejectionOf(await replaceConfig(db, imported.id, { ...(stored.config as object), players: ['Ann', 'Bob'] }, revisionOf(stored))));
  const broken = freshDb({ games: failing('apply'), now: () => NOW });
  const toyLike = await importRecord(broken, JSON.stringify({ ...JSON.parse(RECORD), rounds: [] }));
  if (!toyLike.ok) throw new Error('no game to change');
  const row = (await broken.sessions.get(toyLike.id)) as SessionRow;
  await broken.events.add({ sessionId: row.id, seq: 0, event: { type: 'deal', dealer: 0, pass: 1 }, at: NOW });
  await broken.sessions.update(row.id, { length: 1 });
  out.push(rejectionOf(await replaceConfig(broken, row.id, row.config, revisionOf({ ...row, length: 1 }))));

  // An undo by a phone that took over the live table, of a card from before its epoch (src/store/live.ts).
  const link = { room: 'r', relay: 'ws://127.0.0.1/sync', role: 'host', epoch: 1, phone: 'taker', hostKey: 'sharer', seat: 0, began: stored.length } as const;
  await setLiveLink(db, imported.id, link);
  const shared = (await db.sessions.get(imported.id)) as SessionRow;
  out.push(rejectionOf(await undo(db, imported.id, revisionOf(shared))));
  await setLiveLink(db, imported.id, undefined);

  // Players: renames, merges, colours.
  const players = await listPlayers(db);
  const [ann, bob] = ['Ann', 'Gus'].map((name) => players.find((p) => p.name === name));
  if (!ann || !bob) throw new Error('no Ann and Gus');
  for (const name of ['   ', 'x'.repeat(31), 'Gus\u200b', 'Gus']) out.push(textOf(await renamePlayer(db, ann.id, name)));
  out.push(textOf(await renamePlayer(db, 'gone', 'Zed')));
  out.push(textOf(await mergePlayers(db, ann.id, ann.id)));
  out.push(textOf(await mergePlayers(db, ann.id, bob.id)));
  out.push(textOf(await setPlayerColour(db, ann.id, 'red')));
  out.push(
    textOf(
      withNames(
        stored,
        stored.players.map(() => 'Ann'),
      ),
    ),
  );

  // A followed log that is not a game (src/store/live.ts).
  const log = { session: stored.id, game: 'diamonds', config: stored.config, events: [], revision: 0 };
  for (const bad of [{ session: '?' }, { events: {} }, { revision: -1 }]) out.push(textOf(checkLiveLog(games, { ...log, ...bad } as never)));
  return out;
}

describe("the store's messages said from the catalog (src/i18n/store-messages.ts)", () => {
  let texts: MessageText[] = [];
  const english = new Map<MessageText, string>();

  beforeAll(async () => {
    // lit-localize announces a new language on `window`; in Node an EventTarget stands in for it.
    (globalThis as { window?: EventTarget }).window ??= new EventTarget();
    texts = distinct(await storeMessages());
  });
  afterAll(async () => {
    await setLocale('en');
  });

  it('meets every key of the store’s catalog file, each one the catalog says', () => {
    const met = new Set(texts.flatMap(keysOf));
    expect(Object.keys(STORE_MESSAGES).filter((key) => !met.has(key) && !key.endsWith('.one'))).toEqual([]);
    expect(texts.filter((t) => messageText(t) === null).map((t) => t.key)).toEqual([]);
  });

  it('says a damaged backup in one sentence of the reader’s language', async () => {
    const damaged = texts.find((t) => t.key === 'store.backup.game' && JSON.stringify(t).includes('store.game.illegal'));
    if (!damaged) throw new Error('no illegal event met');
    expect(messageText(damaged)).toMatch(/^Game 1 of this backup is damaged: event 4 is not legal \(D-DECK: .+\)$/);
    await setLocale('ja');
    expect(messageText(damaged)).toMatch(/^このバックアップの1番目のゲームが壊れています：4番目のイベントはルールに反しています（D-DECK：[^A-Za-z]+）$/);
    await setLocale('en');
  });

  for (const locale of ['en', 'zh-Hant', 'ja'] as const) {
    it(`says every message in ${locale}`, async () => {
      await setLocale(locale);
      const problems: string[] = [];
      for (const t of texts) {
        const said = messageText(t) ?? '';
        if (locale === 'en') english.set(t, said);
        // Sizes are said as sizes ("65 MB"), not as their number of bytes.
        const wrong = saidProblem(t, said, locale, english.get(t) ?? '', {
          names: NAMES,
          choosers: { 'store.backup.size': ['size', 'most'], 'store.record.size': ['size', 'most'] },
        });
        if (wrong) problems.push(wrong);
      }
      expect(problems.slice(0, 10)).toEqual([]);
    });
  }
});
