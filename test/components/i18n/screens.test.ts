/// <reference types="mocha" />
/**
 * The main screens in every language: each is rendered in English, then in 繁體中文 and 日本語,
 * and no text the English screen shows may be left on the translated one (player names, numbers,
 * rule ids and the app's name excepted). Screens already on the page follow a language change.
 */
import { html, type TemplateResult } from 'lit';
import '../../../src/components/app-shell/app-shell';
import '../../../src/components/home-screen/home-screen';
import '../../../src/components/settings-screen/settings-screen';
import '../../../src/components/about-screen/about-screen';
import '../../../src/pwa/pwa-toast';
import '../../../src/components/new-game/new-game-screen';
import '../../../src/components/diamonds/new-game/new-game';
import '../../../src/components/diamonds/session-screen/session-screen';
import '../../../src/components/rules-screen/rules-screen';
import '../../../src/components/history/history-screen';
import '../../../src/components/history/history-session';
import '../../../src/components/stats/stats-screen';
import '../../../src/components/players/players-screen';
import { MARKET, turnsGame } from '../diams/turns/turns-helpers';
import '../../../src/components/diams/new-game/new-game';
import '../../../src/components/diams/session-screen/session-screen';
import { publicRulesCard, type CardValues, QUALITY_KEYS } from '../../../src/rules/diams/index';
import type { PwaToast } from '../../../src/pwa/pwa-toast';
import { getLocale, setLocale, type Locale } from '../../../src/i18n/localization';
import { appendEvent, createSession, type DeviceDb, type StorageLike } from '../../../src/store/index';
import { expect } from '../expect';
import { cleanup, fixture, textOf, until } from '../helpers';
import { deleteDbs, freshDb, importExample, startGame } from '../store-fixtures';

const storage: StorageLike = {
  persisted: async () => false,
  persist: async () => false,
  estimate: async () => ({ usage: 2_000_000, quota: 1_000_000_000 }),
};

const PLAYERS = ['Ann', 'Bob', 'Gus', 'Kai', 'Eve', 'Cy', 'Dee'];

/** The games the screens show: one in progress (a Clubs choice open) and one finished. */
interface Games {
  turns: string;
  turnsOver: string;
  checked: string;
  playing: string;
  finished: string;
  diamsPlaying: string;
  diamsFinished: string;
}

interface Screen {
  name: string;
  render: (db: DeviceDb, session: string, games: Games) => TemplateResult;
  /** Resolves once the screen shows its content (not a loading state). */
  ready: (el: Element) => Promise<unknown>;
}

const shadowText = (el: Element) => textOf(el.shadowRoot ?? el);
/** Rendered, and past its loading lines ("Loading your games…", "Checking storage…"). */
const loaded = (el: Element) =>
  until(() => {
    const root = el.shadowRoot ?? el;
    const loading = [...root.querySelectorAll('[role=status], p.muted, p')].some((p) => /…$/.test(p.textContent?.trim() ?? ''));
    return shadowText(el).length > 0 && !loading;
  }, 'the screen');

/** The turn-by-turn panel inside its screen, at the step `awaiting`, its history (the screen's, in the panel's slot) open. */
async function marketReady(screen: Element, awaiting: string): Promise<void> {
  const el = await until(() => screen.shadowRoot?.querySelector('diams-turns-panel'), 'the panel');
  await until(() => el.getAttribute('data-awaiting') === awaiting, 'the step');
  screen.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-controls="history"]')?.click();
  await until(() => screen.shadowRoot?.querySelector('diams-turns-history')?.shadowRoot?.querySelector('li'), 'the history');
  for (const d of el.shadowRoot?.querySelector('diams-market-table')?.shadowRoot?.querySelectorAll('details') ?? []) d.setAttribute('open', '');
}

const SCREENS: Screen[] = [
  { name: 'home-screen', render: (db) => html`<home-screen .db=${db}></home-screen>`, ready: loaded },
  { name: 'settings-screen', render: (db) => html`<settings-screen .db=${db} .storage=${storage}></settings-screen>`, ready: loaded },
  { name: 'about-screen', render: () => html`<about-screen></about-screen>`, ready: loaded },
  { name: 'new-game-screen', render: (db) => html`<new-game-screen .db=${db}></new-game-screen>`, ready: loaded },
  {
    name: 'diamonds-session-screen (playing)',
    render: (db, _, games) => html`<diamonds-session-screen .db=${db} session-id=${games.playing}></diamonds-session-screen>`,
    ready: async (el) => {
      await until(() => el.getAttribute('data-phase') === 'steal', 'the Clubs choice');
      el.shadowRoot?.querySelector<HTMLButtonElement>('.toolbar button[aria-controls="history"]')?.click();
      await until(() => el.shadowRoot?.querySelector('diamonds-history-panel'), 'the history');
    },
  },
  { name: 'rules-screen', render: () => html`<rules-screen></rules-screen>`, ready: loaded },
  { name: 'diamonds-new-game', render: (db) => html`<diamonds-new-game .db=${db}></diamonds-new-game>`, ready: loaded },
  { name: 'diams-new-game', render: (db) => html`<diams-new-game .db=${db}></diams-new-game>`, ready: loaded },
  {
    name: 'diams-session-screen (a round to enter, a value missing)',
    render: (db, _, games) => html`<diams-session-screen .db=${db} session-id=${games.diamsPlaying}></diams-session-screen>`,
    ready: async (el) => {
      const editor = await until(() => el.shadowRoot?.querySelector('diams-sheet-editor'), 'the sheets');
      const nine = () => editor.shadowRoot?.querySelector<HTMLButtonElement>('button[data-safe="9"]');
      // Ann secures three 9s, whose value the card lacks: the screen asks for it (M-CARD-VALUES).
      nine()?.click();
      await until(() => nine()?.disabled, 'the 9s in the safe');
      el.shadowRoot?.querySelector<HTMLButtonElement>('button.score')?.click();
      await until(() => el.shadowRoot?.querySelector('diams-card-fix'), 'the card fix');
    },
  },
  {
    name: 'diams-session-screen (finished)',
    render: (db, _, games) => html`<diams-session-screen .db=${db} session-id=${games.diamsFinished}></diams-session-screen>`,
    ready: (el) => until(() => el.shadowRoot?.querySelector('diams-game-result')?.shadowRoot?.querySelector('h2'), 'the result'),
  },
  {
    name: 'diamonds-check-panel (in its screen)',
    render: (db, _, games) => html`<diamonds-session-screen .db=${db} session-id=${games.checked}></diamonds-session-screen>`,
    ready: async (el) => {
      const panel = await until(() => el.shadowRoot?.querySelector('diamonds-check-panel'), 'the check panel');
      await until(() => panel.shadowRoot?.querySelector('diamonds-end-list')?.shadowRoot?.querySelector('li'), 'the end of round 1');
      panel.shadowRoot?.querySelector('details')?.setAttribute('open', '');
      el.shadowRoot?.querySelector<HTMLButtonElement>('button[aria-controls="history"]')?.click();
      await until(() => el.shadowRoot?.querySelector('diamonds-history-panel'), 'the history');
    },
  },
  {
    name: 'diams-turns-panel (a turn to record)',
    render: (db, _, games) => html`<diams-session-screen .db=${db} session-id=${games.turns}></diams-session-screen>`,
    ready: (el) => marketReady(el, 'draw'),
  },
  {
    name: 'diams-turns-panel (the round over)',
    render: (db, _, games) => html`<diams-session-screen .db=${db} session-id=${games.turnsOver}></diams-session-screen>`,
    ready: (el) => marketReady(el, 'over'),
  },
  {
    name: 'history-screen',
    render: (db) => html`<history-screen .db=${db}></history-screen>`,
    ready: (el) => until(() => el.shadowRoot?.querySelector('a.session'), 'the list'),
  },
  {
    name: 'history-session (Diamonds)',
    render: (db, _, games) => html`<history-session .db=${db} session-id=${games.finished}></history-session>`,
    ready: async (el) => {
      await until(() => el.shadowRoot?.querySelector('details.round'), 'the rounds');
      el.shadowRoot?.querySelector<HTMLButtonElement>('button.expand')?.click();
    },
  },
  {
    name: "history-session (Diam's)",
    render: (db, _, games) => html`<history-session .db=${db} session-id=${games.diamsFinished}></history-session>`,
    ready: (el) => until(() => el.shadowRoot?.querySelector('details.round'), 'the rounds'),
  },
  {
    name: 'stats-screen',
    render: (db) => html`<stats-screen .db=${db}></stats-screen>`,
    ready: (el) => until(() => el.shadowRoot?.querySelector('#rounds score-chart'), 'the statistics'),
  },
  {
    name: 'players-screen',
    render: (db) => html`<players-screen .db=${db}></players-screen>`,
    ready: async (el) => {
      await until(() => el.shadowRoot?.querySelector('button.edit'), 'the players');
      el.shadowRoot?.querySelector<HTMLButtonElement>('button.edit')?.click();
      await until(() => el.shadowRoot?.querySelector('.editor'), 'the editor');
    },
  },
  {
    name: 'diamonds-session-screen (finished)',
    render: (db, _, games) => html`<diamonds-session-screen .db=${db} session-id=${games.finished}></diamonds-session-screen>`,
    ready: (el) => until(() => el.getAttribute('data-phase') === 'over', 'the final standings'),
  },
];

/** Every piece of text a reader meets: text nodes, and labels given as attributes. */
function texts(root: Node): string[] {
  const out: string[] = [];
  const walk = (n: Node): void => {
    if (n.nodeType === Node.TEXT_NODE) {
      const t = (n.textContent ?? '').replace(/\s+/g, ' ').trim();
      if (t) out.push(t);
      return;
    }
    if (n instanceof Element) {
      if (n.localName === 'style') return;
      for (const attr of ['aria-label', 'title', 'placeholder', 'alt']) {
        const v = n.getAttribute(attr);
        if (v) out.push(v.trim());
      }
      if (n.shadowRoot) walk(n.shadowRoot);
    }
    n.childNodes.forEach(walk);
  };
  walk(root);
  return out;
}

/** Text that reads the same in every language: names, numbers, rule ids, the app's name. */
function universal(text: string): boolean {
  if (!/[A-Za-z]{3}/.test(text)) return true; // numbers, symbols, dates in digits
  if (PLAYERS.some((p) => text.split(/[\s,·&]+/).every((w) => w === p || PLAYERS.includes(w) || /^\d+$/.test(w) || w === ''))) return true;
  if (/^(M|D|DX|DT|D2|DP)-[A-Z-]+$/.test(text)) return true;
  return ['Diamond Ledger', 'English', "Diam's", 'Mike Fitzgerald, Stronghold Games 2014 · 2 to 6 players'].includes(text);
}

let games: Games;

/** Four English words in a row (names and quoted sources aside): text left in English. */
function englishRun(text: string): boolean {
  const names = new RegExp(`\\b(${PLAYERS.join('|')})\\b`, 'g');
  const cleaned = text.replace(/“tie or no tie”|「tie or no tie」|Board Game Arena|Diamond Ledger/g, '').replace(names, '·');
  return /(?:\b[A-Za-z]{2,}\b[ ,'’]+){3}\b[A-Za-z]{2,}\b/.test(cleaned);
}

async function render(screen: Screen, db: DeviceDb, session: string): Promise<Element> {
  const el = await fixture<Element>(screen.render(db, session, games));
  await screen.ready(el);
  return el;
}

describe('the main screens in every language', function () {
  this.timeout(30000);
  let db: DeviceDb;
  let session: string;

  before(async () => {
    db = freshDb();
    const finished = await importExample(db, 'diamonds-4p-standard.json');
    session = await startGame(db, ['Cy', 'Dee']);
    // Ann deals; Gus, Kai, Eve and Ann play Hearts; Eve leads a Spade, Ann throws a club: whom to rob?
    const playing = await startGame(db, ['Ann', 'Gus', 'Kai', 'Eve']);
    const log = [{ type: 'deal', dealer: 0, pass: 2 }, ...['H4', 'H13', 'H15', 'H7', 'S7', 'C7'].map((card) => ({ type: 'play', card }))];
    for (const [i, event] of log.entries()) expect((await appendEvent(db, playing, event, i)).ok, `event ${i}`).toBeTruthy();
    // Diam's: a game with the public card (most values missing), and a finished quick game.
    const players = ['Ann', 'Gus', 'Kai'];
    const diamsPlaying = await createSession(db, 'diams', {
      players,
      options: { rounds: 3, handTie: 'none', winBy: 'chips' },
      card: publicRulesCard(),
    });
    const values = {} as CardValues;
    for (const key of QUALITY_KEYS) values[key] = [Number(key), Number(key) + 10, Number(key) + 20];
    const diamsFinished = await createSession(db, 'diams', {
      players,
      options: { rounds: 1, handTie: 'all', winBy: 'chips' },
      card: { values },
    });
    const sheets = [
      { safe: [{ quality: 7, count: 4, pure: 1 }], hand: [3, 5] },
      { safe: [{ quality: 2, count: 3, pure: 1 }], hand: [8] },
      { safe: [{ quality: 5, count: 2, pure: 0 }], hand: [] },
    ];
    expect((await appendEvent(db, diamsFinished, { type: 'round', sheets }, 0)).ok, 'the Diam’s round').toBeTruthy();
    // A round settled from its end (D-MAJORITY for ♦ and ♥, ties in ♠ and ♣), then round 2 to check.
    const checked = await startGame(db, ['Ann', 'Gus', 'Kai', 'Eve']);
    const won = [
      [6, 2, 0, 0],
      [2, 6, 4, 0],
      [2, 2, 4, 4],
      [0, 0, 4, 4],
    ];
    const check = { type: 'check', dealer: 0, pass: 2, won, tricks: [true, true, true, true], zones: [3, 3, 3, 3].map((n) => ({ showroom: n, vault: 1 })) };
    expect((await appendEvent(db, checked, check, 0)).ok, 'the check').toBeTruthy();
    const turns = await turnsGame(db, 12);
    const turnsOver = await turnsGame(db, MARKET.length);
    games = { turns, turnsOver, checked, playing, finished, diamsPlaying, diamsFinished };
  });

  afterEach(async () => {
    cleanup();
    await setLocale('en');
  });

  after(deleteDbs);

  for (const locale of ['zh-Hant', 'ja'] as Locale[]) {
    for (const screen of SCREENS) {
      it(`${screen.name} in ${locale} leaves no English text`, async () => {
        await setLocale('en');
        const english = new Set(texts(await render(screen, db, session)).filter((t) => !universal(t)));
        cleanup();
        await setLocale(locale);
        expect(getLocale(), `${locale} is current`).toBe(locale);
        const shown = texts(await render(screen, db, session));
        const left = shown.filter((t) => english.has(t));
        expect(left.length, `English left in ${screen.name} (${locale}): ${JSON.stringify(left)}`).toBe(0);
        // An English message inside a translated sentence (a fallback) shows as a run of English words.
        const runs = shown.filter((t) => englishRun(t));
        expect(runs.length, `English words in ${screen.name} (${locale}): ${JSON.stringify(runs)}`).toBe(0);
        expect(shown.length, 'something is shown').toBeGreaterThan(0);
      });
    }
  }

  it('renders a screen already on the page again when the language changes', async () => {
    await setLocale('en');
    const el = await render(SCREENS[1] as Screen, db, session);
    expect(shadowText(el), 'English first').toContain('Storage on this device');
    await setLocale('ja');
    await until(() => shadowText(el).includes('この端末のストレージ'), 'Japanese after the change');
    await setLocale('zh-Hant');
    await until(() => shadowText(el).includes('這台裝置上的儲存空間'), 'Chinese after the change');
  });

  it('keeps a toast in the language of the moment', async () => {
    await setLocale('en');
    const toast = await fixture<PwaToast>(html`<pwa-toast></pwa-toast>`);
    const { msg } = await import('@lit/localize');
    toast.show(() => msg('A new version is ready', { id: 'toast.update' }), { label: () => msg('Reload', { id: 'toast.reload' }), run: () => {} });
    await toast.updateComplete;
    expect(shadowText(toast), 'English').toContain('Reload');
    await setLocale('zh-Hant');
    await until(() => shadowText(toast).includes('重新載入') && shadowText(toast).includes('有新版本可用'), 'Chinese');
  });

  it('the shell: navigation, title and skip link in each language', async () => {
    history.replaceState(null, '', '#/');
    await setLocale('ja');
    const shell = await fixture<HTMLElement & { settled: Promise<void> }>(html`<app-shell></app-shell>`);
    await shell.settled;
    const nav = textOf(shell.querySelector('nav'));
    for (const label of ['ゲーム', '履歴', '統計', 'プレイヤー', 'ルール', '設定']) expect(nav, `${label} in ${nav}`).toContain(label);
    expect(shell.querySelector('nav')?.getAttribute('aria-label'), 'nav label').toBe('メインメニュー');
    await setLocale('zh-Hant');
    await until(() => textOf(shell.querySelector('nav')).includes('歷史紀錄'), 'Chinese navigation');
    location.hash = '#/settings';
    await until(() => document.title.startsWith('設定'), `title (${document.title})`);
    history.replaceState(null, '', location.pathname + location.search);
  });
});
