/// <reference types="mocha" />
/**
 * The live table's relay in Settings (src/components/settings-screen/relay-setting.ts): an
 * address is checked before it is kept, kept in the settings, and cleared by saving it empty.
 */
import { html } from 'lit';
import '../../../src/components/settings-screen/relay-setting';
import type { RelaySetting } from '../../../src/components/settings-screen/relay-setting';
import { getSetting, setSetting, type DeviceDb } from '../../../src/store/index';
import { expectAccessible } from '../a11y';
import { expect } from '../expect';
import { cleanup, fixture, textOf, until } from '../helpers';
import { databasePerTest } from '../store-fixtures';

let db: DeviceDb;
databasePerTest((fresh) => (db = fresh));

async function setting(): Promise<RelaySetting> {
  const el = await fixture<RelaySetting>(html`<relay-setting .db=${db}></relay-setting>`);
  await until(() => !el.shadowRoot?.querySelector<HTMLInputElement>('input')?.disabled, 'the kept relay read');
  return el;
}

async function enter(el: RelaySetting, value: string): Promise<string> {
  const said = () => textOf(el.shadowRoot?.querySelector('[role="status"]'));
  const before = said();
  el.shadowRoot!.querySelector<HTMLInputElement>('input')!.value = value;
  el.shadowRoot!.querySelector<HTMLButtonElement>('button[type="submit"]')!.click();
  return until(() => said() !== before && said(), 'what it says');
}

describe('<relay-setting>', () => {
  it('keeps a wss:// relay in the settings and shows it next time', async () => {
    const el = await setting();
    expect(await enter(el, '  wss://relay.example.org/sync '), 'saved').toBe('Saved: games shared from now on use this relay.');
    expect(await getSetting(db, 'liveRelay'), 'the setting').toBe('wss://relay.example.org/sync');
    cleanup();
    const again = await setting();
    expect(again.shadowRoot!.querySelector<HTMLInputElement>('input')!.value, 'shown again').toBe('wss://relay.example.org/sync');
    await expectAccessible(again);
  });

  it('refuses what is not a relay, or too long, and keeps what was there', async () => {
    await setSetting(db, 'liveRelay', 'wss://relay.example.org/sync');
    const el = await setting();
    const said = await enter(el, 'https://relay.example.org/sync');
    expect(said, said).toContain('give a ws:// or wss:// address');
    expect(el.shadowRoot!.querySelector('input')!.getAttribute('aria-invalid'), 'marked invalid').toBe('true');
    const long = await enter(el, `wss://relay.example.org/${'a'.repeat(400)}`);
    expect(long, long).toContain('longer than 300 characters');
    expect(await getSetting(db, 'liveRelay'), 'the setting unchanged').toBe('wss://relay.example.org/sync');
  });

  it('saved empty, sharing goes back to the laptop that serves the app', async () => {
    await setSetting(db, 'liveRelay', 'wss://relay.example.org/sync');
    const el = await setting();
    expect(await enter(el, ''), 'cleared').toBe('Cleared: games shared from now on use the laptop that serves the app.');
    expect(await getSetting(db, 'liveRelay'), 'the setting').toBe('');
  });
});
