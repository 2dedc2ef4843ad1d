/// <reference types="mocha" />
/**
 * The main screens at phone width (360 px, 328 px inside the shell's margins) in 繁體中文, 日本語
 * and a pseudo-language of long, German-length words (every translation stretched to about two
 * and a half times the length of its Chinese): nothing may be wider than the screen. Tables that
 * scroll inside their own box (wide score tables) are allowed to; the page itself never is.
 */
import { html, type TemplateResult } from 'lit';
import type { TemplateMap } from '@lit/localize';
import '../../../src/components/app-shell/app-shell';
import '../../../src/components/home-screen/home-screen';
import '../../../src/components/settings-screen/settings-screen';
import '../../../src/components/about-screen/about-screen';
import '../../../src/components/rules-screen/rules-screen';
import '../../../src/components/new-game/new-game-screen';
import '../../../src/components/diamonds/new-game/new-game';
import '../../../src/components/diamonds/session-screen/session-screen';
import '../../../src/components/diams/session-screen/session-screen';
import '../../../src/components/diams/new-game/new-game';
import '../../../src/components/history/history-screen';
import '../../../src/components/history/history-session';
import '../../../src/components/stats/stats-screen';
import '../../../src/components/players/players-screen';
import { publicRulesCard, QUALITY_KEYS, type CardValues } from '../../../src/rules/diams/index';
import { setLocale, type Locale } from '../../../src/i18n/localization';
import * as zhHantParts from '../../../src/i18n/locales/zh-Hant';
import { appendEvent, createSession, type DeviceDb, type StorageLike } from '../../../src/store/index';
import { expect } from '../expect';
import { cleanup, fixture, textOf, until } from '../helpers';
import { deleteDbs, freshDb, importExample, startGame } from '../store-fixtures';

const storage: StorageLike = {
  persisted: async () => false,
  persist: async () => false,
  estimate: async () => ({ usage: 2_000_000, quota: 1_000_000_000 }),
};

const NAMES = ['Maximiliane-Theresa', 'Gus', '小林さくら', 'Evangelina Rosalind'];

/** Long words of the kind German text brings (no word over 20 letters, as in real text). */
const WORDS = ['Spielstandsübersicht', 'Schatzkammer', 'Ausstellungsraum', 'Edelsteinvorrat', 'Kartenverteilung', 'Zugrücknahme'];
function stretch(text: string): string {
  const target = Math.ceil(text.length * 2.5);
  let out = '';
  for (let i = 0; out.length < target; i++) out += (out ? ' ' : '') + (WORDS[i % WORDS.length] as string);
  return out;
}

/** Turns a part of the 繁體中文 module into the long pseudo-language (placeholders kept). */
function makeLong(map: TemplateMap): void {
  const t = map as Record<string, unknown>;
  for (const [id, value] of Object.entries(t)) {
    if (typeof value === 'string') t[id] = value.includes('**') ? `**${stretch(value)}**` : stretch(value);
    else if (value && typeof value === 'object' && 'strings' in value) {
      const v = value as { strTag: true; strings: readonly string[]; values: number[] };
      // Words stay words: a value between two parts keeps a space on each side.
      t[id] = { strTag: true, strings: v.strings.map((s, i) => (s.trim() ? `${i ? ' ' : ''}${stretch(s)} ` : s)), values: v.values };
    }
  }
}

/** Sessions the screens show besides the Diamonds game in progress. */
const games = { finished: '', diams: '', diamsFinished: '' };

interface Screen {
  name: string;
  width: number;
  render: (db: DeviceDb, session: string) => TemplateResult;
  ready: (el: Element) => Promise<unknown>;
}

/** Rendered, and past its loading line ("Loading your games…", "Checking storage…"). */
const shown = (el: Element) =>
  until(() => {
    const root = el.shadowRoot ?? el;
    const loading = [...root.querySelectorAll('p.muted')].some((p) => p.textContent?.trim().endsWith('…'));
    return textOf(root).length > 20 && !loading;
  }, 'the screen');

const SCREENS: Screen[] = [
  { name: 'app-shell', width: 360, render: () => html`<app-shell></app-shell>`, ready: (el) => (el as unknown as { settled: Promise<void> }).settled },
  { name: 'home-screen', width: 328, render: (db) => html`<home-screen .db=${db}></home-screen>`, ready: shown },
  { name: 'settings-screen', width: 328, render: (db) => html`<settings-screen .db=${db} .storage=${storage}></settings-screen>`, ready: shown },
  { name: 'about-screen', width: 328, render: () => html`<about-screen></about-screen>`, ready: shown },
  { name: 'rules-screen', width: 328, render: () => html`<rules-screen></rules-screen>`, ready: shown },
  { name: 'new-game-screen', width: 328, render: (db) => html`<new-game-screen .db=${db}></new-game-screen>`, ready: shown },
  {
    name: 'diamonds-session-screen',
    width: 328,
    render: (db, session) => html`<diamonds-session-screen .db=${db} session-id=${session}></diamonds-session-screen>`,
    ready: (el) => until(() => el.getAttribute('data-phase') === 'steal', 'the game'),
  },
  {
    name: 'diams-session-screen',
    width: 328,
    render: (db) => html`<diams-session-screen .db=${db} session-id=${games.diams}></diams-session-screen>`,
    ready: async (el) => {
      const editor = await until(() => el.shadowRoot?.querySelector('diams-sheet-editor'), 'the sheets');
      const safe = (q: number) => editor.shadowRoot?.querySelector<HTMLButtonElement>(`button[data-safe="${q}"]`);
      // One after the other, as a person taps them: in the safe, a quality's button is disabled.
      for (const q of [7, 9]) {
        safe(q)?.click();
        await until(() => safe(q)?.disabled, `the ${q}s in the safe`);
      }
      el.shadowRoot?.querySelector<HTMLButtonElement>('button.score')?.click();
      await until(() => el.shadowRoot?.querySelector('diams-card-fix'), 'the card fix');
    },
  },
  {
    name: 'diams-session-screen (finished)',
    width: 328,
    render: (db) => html`<diams-session-screen .db=${db} session-id=${games.diamsFinished}></diams-session-screen>`,
    ready: (el) => until(() => el.shadowRoot?.querySelector('diams-game-result')?.shadowRoot?.querySelector('h2'), 'the result'),
  },
  { name: 'diamonds-new-game', width: 328, render: (db) => html`<diamonds-new-game .db=${db}></diamonds-new-game>`, ready: shown },
  { name: 'diams-new-game', width: 328, render: (db) => html`<diams-new-game .db=${db}></diams-new-game>`, ready: shown },
  {
    name: 'history-screen',
    width: 328,
    render: (db) => html`<history-screen .db=${db}></history-screen>`,
    ready: (el) => until(() => el.shadowRoot?.querySelector('a.session'), 'the list'),
  },
  {
    name: 'history-session',
    width: 328,
    render: (db) => html`<history-session .db=${db} session-id=${games.finished}></history-session>`,
    ready: async (el) => {
      await until(() => el.shadowRoot?.querySelector('details.round'), 'the rounds');
      el.shadowRoot?.querySelector<HTMLButtonElement>('button.expand')?.click();
    },
  },
  {
    name: 'stats-screen',
    width: 328,
    render: (db) => html`<stats-screen .db=${db}></stats-screen>`,
    ready: (el) =>
      until(() => el.shadowRoot?.querySelector('#rounds score-chart'), 'the statistics').catch((error: unknown) => {
        // Where the screen stands, for a run that failed: what it has read and counted.
        const s = el as unknown as {
          library?: unknown;
          failed?: unknown;
          progress?: unknown;
          counting?: boolean;
          inputs?: { loading: boolean; error: unknown };
        };
        const state = {
          library: s.library !== undefined,
          failed: String(s.failed),
          progress: s.progress,
          counting: s.counting,
          inputs: s.inputs && { loading: s.inputs.loading, error: String(s.inputs.error) },
        };
        throw new Error(`${(error as Error).message}: ${JSON.stringify(state)}`, { cause: error });
      }),
  },
  {
    name: 'players-screen',
    width: 328,
    render: (db) => html`<players-screen .db=${db}></players-screen>`,
    ready: async (el) => {
      await until(() => el.shadowRoot?.querySelector('button.edit'), 'the players');
      el.shadowRoot?.querySelector<HTMLButtonElement>('button.edit')?.click();
      await until(() => el.shadowRoot?.querySelector('.editor'), 'the editor');
    },
  },
];

/** How far the widest thing sticks out of the container (0 when everything fits). */
function overflow(container: HTMLElement): number {
  return container.scrollWidth - container.clientWidth;
}

/** Whether something between `el` and the container scrolls or clips (then `el` may be wider). */
function clipped(el: Element, container: Element): boolean {
  for (
    let p = el.parentElement ?? ((el.getRootNode() as ShadowRoot).host as Element | undefined);
    p && p !== container;
    p = p.parentElement ?? (p.getRootNode() as ShadowRoot).host
  ) {
    if (getComputedStyle(p).overflowX !== 'visible') return true;
  }
  return false;
}

/** The elements that stick out on the right, or whose text is wider than they are, to say what to fix. */
function culprits(container: HTMLElement): string[] {
  const right = container.getBoundingClientRect().right - parseFloat(getComputedStyle(container).paddingRight) + 1;
  const out: string[] = [];
  const walk = (root: Element | ShadowRoot): void => {
    for (const el of root.querySelectorAll('*')) {
      if (el.shadowRoot) walk(el.shadowRoot);
      if (clipped(el, container)) continue;
      const box = el.getBoundingClientRect();
      const sticks = box.right > right + 8;
      const spills = el.scrollWidth > el.clientWidth + 1 && el.clientWidth > 0 && getComputedStyle(el).overflowX === 'visible';
      if (sticks || spills)
        out.push(
          `${el.localName}.${[...el.classList].join('.')} "${(el.textContent ?? '').trim().slice(0, 30)}" ${sticks ? `+${Math.round(box.right - right)}` : 'spills'}`,
        );
    }
  };
  walk(container);
  return out
    .filter((c) => !c.endsWith('spills'))
    .concat(out.filter((c) => c.endsWith('spills')).slice(-3))
    .slice(0, 10);
}

describe('layouts at 360 px in every language', function () {
  this.timeout(60000);
  let db: DeviceDb;
  let session: string;

  before(async () => {
    history.replaceState(null, '', '#/');
    db = freshDb();
    session = await startGame(db, NAMES);
    // Round 1, Ann… deals; a Hearts trick, then an off-suit club that asks whom to rob.
    const log: unknown[] = [{ type: 'deal', dealer: 0, pass: 2 }, ...['H4', 'H13', 'H15', 'C7'].map((card) => ({ type: 'play', card }))];
    for (const [i, event] of log.entries()) {
      const done = await appendEvent(db, session, event, i);
      expect(done.ok, `event ${i} recorded`).toBeTruthy();
    }
    games.finished = await importExample(db, 'diamonds-4p-standard.json');
    const players = ['Maximiliane-Theresa', '小林さくら', 'Evangelina Rosalind'];
    games.diams = await createSession(db, 'diams', { players, options: { rounds: 3, handTie: 'none', winBy: 'chips' }, card: publicRulesCard() });
    const values = {} as CardValues;
    for (const key of QUALITY_KEYS) values[key] = [Number(key), Number(key) + 10, Number(key) + 20];
    games.diamsFinished = await createSession(db, 'diams', { players, options: { rounds: 1, handTie: 'all', winBy: 'chips' }, card: { values } });
    const sheets = [
      { safe: [{ quality: 7, count: 4, pure: 1 }], hand: [3, 5] },
      { safe: [{ quality: 2, count: 3, pure: 1 }], hand: [8] },
      { safe: [{ quality: 5, count: 2, pure: 0 }], hand: [] },
    ];
    expect((await appendEvent(db, games.diamsFinished, { type: 'round', sheets }, 0)).ok, 'the Diam’s round').toBeTruthy();
  });

  afterEach(cleanup);
  after(async () => {
    await setLocale('en');
    await deleteDbs();
    history.replaceState(null, '', location.pathname + location.search);
  });

  /** Whether the 繁體中文 parts are the long pseudo-language yet. */
  let stretched = false;
  const check = (locale: Locale | 'long') => {
    for (const screen of SCREENS) {
      it(`${screen.name} fits in ${locale}`, async () => {
        if (locale === 'long') {
          // Each load makes the catalog again from the parts, so the parts are stretched, once.
          if (!stretched) {
            for (const part of Object.values(zhHantParts)) makeLong(part);
            stretched = true;
          }
          await setLocale('en');
          await setLocale('zh-Hant');
        } else await setLocale(locale);
        const el = await fixture<HTMLElement>(screen.render(db, session));
        const container = el.parentElement as HTMLElement;
        // The shell's main landmark: 328 px of content between 16 px margins on a 360 px phone.
        container.style.width = `${screen.width}px`;
        container.style.padding = screen.width < 360 ? '0 16px' : '0';
        container.style.overflow = 'auto';
        await screen.ready(el);
        await new Promise((r) => requestAnimationFrame(r));
        const by = overflow(container);
        expect(by, `${screen.name} (${locale}) is ${by}px wider than ${screen.width}px: ${culprits(container).join('; ')}`).toBeLessThanOrEqual(0);
      });
    }
  };
  check('en');
  check('zh-Hant');
  check('ja');
  check('long');
});
