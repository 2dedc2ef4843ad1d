/** Filling in the round-end check form the way a player does: typing into its count fields. */
import type { DiamondsCheckForm } from '../../../../src/components/diamonds/check/check-form';
import type { DiamondsCountStepper } from '../../../../src/components/diamonds/check/count-stepper';
import { found } from '../../helpers';

const SUITS = ['D', 'H', 'S', 'C'] as const;

function stepperInput(stepper: DiamondsCountStepper | null | undefined, what: string): HTMLInputElement {
  const input = found(stepper?.shadowRoot?.querySelector('input'), `no field for ${what}`);
  return input;
}

/** Types `value` into a count field and leaves it (the field commits on change). */
export async function type(stepper: DiamondsCountStepper | null | undefined, value: number, what: string): Promise<void> {
  const input = stepperInput(stepper, what);
  input.value = String(value);
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await stepper?.updateComplete;
}

export async function setWon(form: DiamondsCheckForm, won: number[][]): Promise<void> {
  for (const [side, row] of won.entries()) {
    for (const [i, n] of row.entries()) {
      const stepper = form.shadowRoot?.querySelector<DiamondsCountStepper>(`fieldset[data-side="${side}"] diamonds-count-stepper[data-suit="${SUITS[i]}"]`);
      await type(stepper, n, `side ${side} suit ${SUITS[i]}`);
    }
  }
  await form.updateComplete;
}

/** Sets every side's Showroom and Vault in a <diamonds-zones-fields> inside `root`. */
export async function setZones(root: ShadowRoot | null | undefined, zones: [number, number][]): Promise<void> {
  const fields = found(root?.querySelector('diamonds-zones-fields'), 'no zones fields');
  for (const [side, [showroom, vault]] of zones.entries()) {
    const row = fields.shadowRoot?.querySelector(`tr[data-side="${side}"]`);
    await type(row?.querySelector<DiamondsCountStepper>('[data-zone="showroom"]'), showroom, `showroom ${side}`);
    await type(row?.querySelector<DiamondsCountStepper>('[data-zone="vault"]'), vault, `vault ${side}`);
    await fields.updateComplete;
  }
}

export async function setTrick(form: DiamondsCheckForm, seat: number, won: boolean): Promise<void> {
  const box = found(form.shadowRoot?.querySelector<HTMLInputElement>(`input[type="checkbox"][data-seat="${seat}"]`), `no trick box for seat ${seat}`);
  if (box.checked !== won) box.click();
  await form.updateComplete;
}

export function statusOf(form: DiamondsCheckForm): string {
  return form.shadowRoot?.querySelector('#check-status')?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
