/// <reference types="mocha" />
/**
 * Out of the app, in Chromium: "Send to BG Stats" on a finished game opens BG Stats' play-import
 * address with the game's play (and is not offered while the game is played), and files and
 * links go through the phone's share sheet where there is one (navigator.share, stubbed here:
 * Chromium on Linux has none), else are downloaded or copied as before, also when the player
 * closes the sheet.
 */
import { html } from 'lit';
import '../../../src/components/diamonds/session-screen/session-screen';
import '../../../src/components/diams/session-screen/session-screen';
import '../../../src/components/share-link/share-link';
import type { DiamondsSessionScreen } from '../../../src/components/diamonds/session-screen/session-screen';
import type { DiamsSessionScreen } from '../../../src/components/diams/session-screen/session-screen';
import type { ShareLink } from '../../../src/components/share-link/share-link';
import { shareOrDownload, type Sharer } from '../../../src/components/shared/download';
import { setLocale } from '../../../src/i18n/localization';
import { BG_STATS_CREATE_PLAY, bgStatsUrl } from '../../../src/stats/bg-stats';
import { findSession, loadSession, type DeviceDb } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, found, textOf, until } from '../helpers';
import { deleteDbs, freshDb, importExample } from '../store-fixtures';
import { captureDownloads, deep } from '../diams/helpers';

interface Play {
  sourceName: string;
  sourcePlayId: string;
  playDate: string;
  game: { name: string; bggId?: number; highestWins: boolean };
  players: { name: string; score: number; winner: boolean; rank: number; startPlayer?: boolean }[];
}

function playOf(href: string): Play {
  expect(href.startsWith(`${BG_STATS_CREATE_PLAY}?data=`), `the play-import address: ${href.slice(0, 60)}`).toBeTruthy();
  return JSON.parse(decodeURIComponent(href.slice(`${BG_STATS_CREATE_PLAY}?data=`.length))) as Play;
}

async function diamondsScreen(db: DeviceDb, id: string): Promise<DiamondsSessionScreen> {
  const el = await fixture<DiamondsSessionScreen>(html`<diamonds-session-screen .db=${db} session-id=${id}></diamonds-session-screen>`);
  await until(() => el.dataset.phase && el.dataset.phase !== 'loading', 'the game loaded');
  await el.updateComplete;
  return el;
}

/** Stands a share sheet in for `navigator.share` (and `canShare`), and takes it away again. */
function stubShareSheet(share: (data: ShareData) => Promise<void>, canShare: (data: ShareData) => boolean = () => true): () => void {
  Object.defineProperty(navigator, 'share', { value: share, configurable: true, writable: true });
  Object.defineProperty(navigator, 'canShare', { value: canShare, configurable: true, writable: true });
  return () => {
    delete (navigator as { share?: unknown }).share;
    delete (navigator as { canShare?: unknown }).canShare;
  };
}

const abort = (): Promise<void> => Promise.reject(new DOMException('Share canceled', 'AbortError'));

describe('out of the app', () => {
  let db: DeviceDb;
  beforeEach(() => {
    db = freshDb();
  });
  afterEach(async () => {
    cleanup();
    await setLocale('en');
    await deleteDbs();
  });

  describe('Send to BG Stats', () => {
    it('a finished Diamonds game opens BG Stats’ play-import address with its play', async () => {
      const id = await importExample(db, 'diamonds-4p-standard.json');
      const el = await diamondsScreen(db, id);
      expect(el.dataset.phase, 'a finished game').toBe('over');
      const link = await until(() => deep<HTMLAnchorElement>(el, 'a[data-testid="bg-stats"]'), 'the BG Stats link');
      expect(link.textContent?.trim(), 'its words').toBe('Send to BG Stats');
      expect(link.target, 'opened beside the app').toBe('_blank');
      expect(link.relList.contains('noopener'), 'without a handle back to the app').toBeTruthy();
      const loaded = await loadSession(db, id);
      expect(link.href, 'the address of this game').toBe(bgStatsUrl(loaded!.session, loaded!.events));
      const play = playOf(link.href);
      expect(play.sourceName, 'from us').toBe('Diamond Ledger');
      expect(play.sourcePlayId, 'the game, so a resend is the same play').toBe(id);
      expect(JSON.stringify(play.game), 'the game').toBe('{"name":"Diamonds","sourceGameId":"diamonds","bggId":152162,"highestWins":true}');
      expect(JSON.stringify(play.players.map((p) => [p.name, p.score, p.winner, p.rank])), 'every player with score, win and rank').toBe(
        '[["Ann",33,false,2],["Gus",27,false,3],["Kai",19,false,4],["Eve",35,true,1]]',
      );
      // D-LEAD: Gus dealt round 1, Kai on his left led its first trick (the C15).
      expect(
        play.players
          .filter((p) => p.startPlayer)
          .map((p) => p.name)
          .join(),
        'the start player: who led the first trick',
      ).toBe('Kai');
      expect(play.playDate, play.playDate).toMatch(/^\d{4}-\d\d-\d\d \d\d:\d\d:\d\d$/);
      const summary = found(el.shadowRoot?.querySelector('diamonds-game-summary'), 'the summary');
      await expectAccessible(summary);
    });

    it('is not offered for a game in progress', async () => {
      const id = await importExample(db, 'diamonds-5p-in-progress.json');
      const el = await diamondsScreen(db, id);
      expect(el.dataset.phase, `a game in progress: ${el.dataset.phase}`).not.toBe('over');
      expect(deep(el, 'a[data-testid="bg-stats"]'), 'no BG Stats link').toBe(null);
      expect(textOf(el.shadowRoot), 'nor its words').not.toContain('BG Stats');
    });

    it("a finished Diam's game, without a BoardGameGeek id; in 日本語", async () => {
      const id = await importExample(db, 'diams-4p.json');
      await setLocale('ja');
      const el = await fixture<DiamsSessionScreen>(html`<diams-session-screen .db=${db} session-id=${id}></diams-session-screen>`);
      await until(() => el.dataset.status === 'ready', 'the game loaded');
      const link = await until(() => deep<HTMLAnchorElement>(el, 'a[data-testid="bg-stats"]'), 'the BG Stats link');
      expect(link.textContent?.trim(), 'in Japanese').toBe('BG Stats に送る');
      const play = playOf(link.href);
      expect(play.game.name, 'the game').toBe("Diam's");
      expect(play.game.bggId, 'no id we could not confirm').toBe(undefined);
      expect(play.players.find((p) => p.winner)?.name, 'the winner').toBe('Hana');
      expect(play.sourcePlayId, 'the game').toBe(id);
    });
  });

  describe('the share sheet', () => {
    it('takes a file where the phone has one, and downloads it where there is none or it refuses the file', async () => {
      const shared: ShareData[] = [];
      const sheet: Sharer = { share: async (data) => void shared.push(data), canShare: () => true };
      const downloads = captureDownloads();
      try {
        expect(await shareOrDownload('{"a":1}', 'x.json', document.body, 'application/json', sheet), 'shared').toBe('shared');
        expect(shared.length, 'one share').toBe(1);
        const file = shared[0]?.files?.[0];
        expect(file?.name, 'the file by name').toBe('x.json');
        expect(await file?.text(), 'with its text').toBe('{"a":1}');
        expect(downloads.files.length, 'no download besides').toBe(0);

        expect(await shareOrDownload('{"b":2}', 'y.json', document.body, 'application/json', {}), 'no share sheet').toBe('downloaded');
        expect(await shareOrDownload('{"c":3}', 'z.json', document.body, 'application/json', { ...sheet, canShare: () => false }), 'a file it refuses').toBe(
          'downloaded',
        );
        expect(downloads.files.map((f) => f.name).join(), 'downloaded instead').toBe('y.json,z.json');
        expect(shared.length, 'not offered to the sheet').toBe(1);
      } finally {
        downloads.restore();
      }
    });

    it('downloads the file when the player closes the sheet, with no error', async () => {
      const downloads = captureDownloads();
      try {
        expect(await shareOrDownload('{}', 'x.json', document.body, 'application/json', { share: abort, canShare: () => true }), 'closed').toBe('downloaded');
        const refused = () => Promise.reject(new DOMException('no gesture', 'NotAllowedError'));
        expect(await shareOrDownload('{}', 'y.json', document.body, 'application/json', { share: refused, canShare: () => true }), 'refused').toBe(
          'downloaded',
        );
      } finally {
        downloads.restore();
      }
      expect(downloads.files.map((f) => f.name).join(), 'both downloaded').toBe('x.json,y.json');
    });

    it("a finished game's record goes to the share sheet where there is one", async () => {
      const id = await importExample(db, 'diamonds-2p.json');
      const shared: ShareData[] = [];
      const restore = stubShareSheet(async (data) => void shared.push(data));
      const downloads = captureDownloads();
      try {
        const el = await diamondsScreen(db, id);
        const summary = el.shadowRoot?.querySelector('diamonds-game-summary');
        [...(summary?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Export record'))?.click();
        await until(() => shared.length === 1, 'the share sheet');
      } finally {
        restore();
        downloads.restore();
      }
      const file = found(shared[0]?.files?.[0], 'the record file');
      expect(file.name, `the record file: ${file.name}`).toMatch(/^diamonds-\d{4}-\d\d-\d\d-Lou-Ann\.json$/);
      expect(JSON.parse(await file.text()).game, 'the record').toBe('diamonds');
      expect(downloads.files.length, 'not downloaded as well').toBe(0);
    });

    it("Diam's: the record is downloaded where there is no share sheet, and shared where there is", async () => {
      const id = await importExample(db, 'diams-4p.json');
      const el = await fixture<DiamsSessionScreen>(html`<diams-session-screen .db=${db} session-id=${id}></diams-session-screen>`);
      await until(() => el.dataset.status === 'ready', 'the game loaded');
      const exportButton = () =>
        [...(el.shadowRoot?.querySelector('diams-game-result')?.shadowRoot?.querySelectorAll('button') ?? [])].find((b) =>
          b.textContent?.includes('Export the record'),
        );
      const downloads = captureDownloads();
      try {
        exportButton()?.click();
        await until(() => downloads.files.length === 1, 'the download');
      } finally {
        downloads.restore();
      }
      await until(() => textOf(el.shadowRoot).includes('The record is exported as'), 'said');
      const shared: ShareData[] = [];
      const restore = stubShareSheet(async (data) => void shared.push(data));
      try {
        exportButton()?.click();
        await until(() => shared.length === 1, 'the share sheet');
      } finally {
        restore();
      }
      await until(() => textOf(el.shadowRoot).includes('The record is shared as'), 'said');
    });

    it('a link goes to the share sheet, and is copied when the player closes it', async () => {
      const id = await importExample(db, 'diamonds-2p.json');
      const row = await findSession(db, id);
      const calls: ShareData[] = [];
      let answer: () => Promise<void> = async () => undefined;
      const restore = stubShareSheet((data) => {
        calls.push(data);
        return answer();
      });
      const copied: string[] = [];
      Object.defineProperty(navigator, 'clipboard', { value: { writeText: async (text: string) => void copied.push(text) }, configurable: true });
      try {
        const el = await fixture<ShareLink>(html`<share-link .db=${db} .session=${row}></share-link>`);
        el.shadowRoot?.querySelector('button')?.click();
        const field = await until(() => el.shadowRoot?.querySelector('input'), 'the link');
        const share = found(
          [...(el.shadowRoot?.querySelectorAll('button') ?? [])].find((b) => b.textContent?.includes('Share…')),
          'a Share button where there is a share sheet',
        );
        share.click();
        await until(() => calls.length === 1, 'the share sheet');
        expect(calls[0]?.url, 'the link').toBe(field.value);
        expect(copied.length, 'not copied as well').toBe(0);

        answer = abort;
        share.click();
        await until(() => copied.length === 1, 'copied instead');
        expect(copied[0], 'the link copied').toBe(field.value);
        const status = textOf(el.shadowRoot?.querySelector('[role=status]'));
        expect(status, 'said, and no error').toBe('The link is copied.');
      } finally {
        restore();
        // The stand-in was the page's own: Navigator.prototype's clipboard shows through again.
        delete (navigator as { clipboard?: unknown }).clipboard;
      }
    });

    it('a link is only copied where there is no share sheet', async () => {
      const id = await importExample(db, 'diamonds-2p.json');
      const el = await fixture<ShareLink>(html`<share-link .db=${db} .session=${await findSession(db, id)}></share-link>`);
      el.shadowRoot?.querySelector('button')?.click();
      await until(() => el.shadowRoot?.querySelector('input'), 'the link');
      expect(typeof navigator.share, 'no share sheet in this browser').not.toBe('function');
      const names = [...(el.shadowRoot?.querySelectorAll('button') ?? [])].map((b) => b.textContent?.trim());
      expect(names.includes('Copy the link') && !names.includes('Share…'), names.join(' | ')).toBeTruthy();
    });
  });
});
