/** Recording a Diamonds event on a game screen with taps, as a player does (the live table's journeys and bench). */
import type { Page } from 'playwright-core';
import { cardName } from '../../src/i18n/cards';
import { parseCard, type DiamondsEvent } from '../../src/rules/diamonds/index';

/** Taps one deal, card or steal choice on the page's Diamonds screen; `firstDealer` also picks the dealer. */
export async function tap(page: Page, event: DiamondsEvent, firstDealer: boolean): Promise<void> {
  const screen = page.locator('diamonds-session-screen');
  if (event.type === 'deal') {
    const form = screen.locator('diamonds-deal-form');
    if (firstDealer) await form.locator('input[name="dealer"]').nth(event.dealer).check();
    await form.getByRole('button', { name: `Pass ${event.pass}` }).click();
  } else if (event.type === 'play') {
    const card = parseCard(event.card);
    if (!card) throw new Error(event.card);
    await screen
      .locator('diamonds-card-picker')
      .getByRole('button', { name: cardName(card), exact: true })
      .click();
  } else if (event.type === 'steal') {
    await screen.locator(`diamonds-steal-chooser button[data-victim="${event.victim}"]`).click();
  } else throw new Error(`not tapped here: ${event.type}`);
}
