/// <reference types="mocha" />
/**
 * <live-join> (src/components/live/live-join.ts), the screen of a live table's link: a link that is
 * not one says so; a good one, once the host's game is on this phone, asks which seat this phone
 * plays for, offers the whole table only when the host lets phones record for it, and says why the
 * host could not be asked.
 */
import { html } from 'lit';
import '../../../src/components/live/live-join';
import type { LiveJoin } from '../../../src/components/live/live-join';
import { newSecret, newSigner } from '../../../src/wire/crypto';
import { closeAll } from '../../../src/live/tables';
import { setLocale } from '../../../src/i18n/localization';
import type { DeviceDb } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, found, textOf, until } from '../helpers';
import { deleteDbs, freshDb } from '../store-fixtures';
import { NOBODY, followed } from './table-fixtures';

const BAD_LINK = 'This link is not one of a live table this app can open.';

let db: DeviceDb;
beforeEach(() => {
  db = freshDb();
});
afterEach(async () => {
  await setLocale('en');
  cleanup();
  closeAll();
  await deleteDbs();
});

async function joining(secret: string, hostKey: string, relay: string | null): Promise<LiveJoin> {
  return fixture<LiveJoin>(html`<live-join style="display: block; width: 390px" .db=${db} .secret=${secret} .hostKey=${hostKey} .relay=${relay}></live-join>`);
}

const said = (el: LiveJoin): string => textOf(el.shadowRoot?.querySelector('[role="status"]'));

describe('<live-join>', function () {
  // Three languages and accessibility checks on a busy two-core machine.
  this.timeout(30_000);
  describe('a link that is not a live table', () => {
    const good = { secret: newSecret(), hostKey: newSigner().phone };
    const cases: [string, string, string, string | null][] = [
      ['a secret too short', 'abc', good.hostKey, null],
      ['a secret of 43 characters outside base64url', `${'+'.repeat(42)}/`, good.hostKey, null],
      ['a host key too short', good.secret, 'abc', null],
      ['a host key too long', good.secret, `${good.hostKey}A`, null],
      ['a host key outside base64url', good.secret, `${good.hostKey.slice(0, 42)}=`, null],
      ['a relay that is no ws:// address', good.secret, good.hostKey, 'https://relay.example.org/sync'],
      ['a relay with a query', good.secret, good.hostKey, 'wss://relay.example.org/sync?x=1'],
    ];
    for (const [what, secret, hostKey, relay] of cases) {
      it(`says so for ${what}`, async () => {
        const el = await joining(secret, hostKey, relay);
        await until(() => said(el) === BAD_LINK, `the bad-link words (it says "${said(el)}")`);
        expect(el.shadowRoot!.querySelector('[data-seat]'), 'no seat to choose').toBeFalsy();
      });
    }

    it('is accessible', async () => {
      const el = await joining('abc', 'def', null);
      await until(() => said(el) === BAD_LINK, 'the bad-link words');
      await expectAccessible(el);
    });
  });

  it('a good link with no relay answering: joining, then that the table cannot be reached — never the bad-link words', async () => {
    const el = await joining(newSecret(), newSigner().phone, NOBODY);
    await until(() => said(el).startsWith('The table cannot be reached'), `the offline words (it says "${said(el)}")`, 25_000);
    expect(said(el), said(el)).not.toContain(BAD_LINK);
  });

  it("once the host's game is here: asks which seat this phone plays for, each player, or just watch", async () => {
    const { secret, host } = await followed(db, { players: ['Lou', 'Ann', 'Kai'] });
    const el = await joining(secret, host.phone, NOBODY);
    await until(() => el.shadowRoot!.querySelectorAll('[data-seat]').length === 4, 'every seat');
    expect(textOf(el.shadowRoot!.querySelector('h2')), 'the question').toBe('Which seat does this phone play for?');
    expect(
      [...el.shadowRoot!.querySelectorAll<HTMLButtonElement>('[data-seat]')].map((b) => `${b.dataset.seat}:${textOf(b)}`).join(' | '),
      'the choices (no whole table: the host does not let phones record for it)',
    ).toBe('0:Lou | 1:Ann | 2:Kai | watch:Just watch');
    expect(textOf(el.shadowRoot), 'what a seat means').toContain(
      "This phone then records only that player's cards and turns; the host confirms round-end counts.",
    );
    await expectAccessible(el);
  });

  it('offers the whole table when the host lets phones record for it', async () => {
    const { secret, host } = await followed(db, { whole: true });
    const el = await joining(secret, host.phone, NOBODY);
    const whole = await until(() => el.shadowRoot!.querySelector<HTMLButtonElement>('[data-seat="whole"]'), 'the whole table');
    expect(textOf(whole), 'its words').toBe('Record for the whole table');
    expect([...el.shadowRoot!.querySelectorAll<HTMLElement>('[data-seat]')].map((b) => b.dataset.seat).join(' '), 'the order of the choices').toBe(
      '0 1 whole watch',
    );
    await expectAccessible(el);
  });

  it('a seat chosen while the table cannot be reached: says why, and offers the game without a seat', async () => {
    const { secret, host, id } = await followed(db);
    const el = await joining(secret, host.phone, NOBODY);
    const ann = await until(() => el.shadowRoot!.querySelector<HTMLButtonElement>('[data-seat="1"]'), 'the seats');
    ann.click();
    const alert = await until(() => textOf(el.shadowRoot!.querySelector('[role="alert"]')) || null, 'why not');
    expect(alert, 'the reason').toBe('this phone is not connected to the table');
    const open = found(el.shadowRoot!.querySelector<HTMLAnchorElement>('[data-action="watch-now"]'), 'a way to the game without a seat');
    expect(open.getAttribute('href'), 'to this game').toBe(`#/session/${encodeURIComponent(id)}`);
    expect(textOf(open), 'its words').toBe('Open the game without a seat for now');
    expect(ann.disabled, 'the seats can be chosen again').toBeFalsy();
    await expectAccessible(el);
  });

  it('asks in 繁體中文 and 日本語 too', async () => {
    const { secret, host } = await followed(db);
    const el = await joining(secret, host.phone, NOBODY);
    await until(() => el.shadowRoot!.querySelector('[data-seat]'), 'the seats');
    await setLocale('zh-Hant');
    await until(() => textOf(el.shadowRoot!.querySelector('h2')) === '這支手機代表哪個座位？', 'the zh-Hant question');
    expect(textOf(el.shadowRoot!.querySelector('[data-seat="watch"]')), 'zh-Hant: just watch').toBe('只觀看');
    await setLocale('ja');
    await until(() => textOf(el.shadowRoot!.querySelector('h2')) === 'このスマートフォンはどの席を担当しますか？', 'the ja question');
    expect(textOf(el.shadowRoot!.querySelector('[data-seat="watch"]')), 'ja: just watch').toBe('観戦だけする');
  });
});
