/**
 * The Diamonds screen's problem box (./problem.ts says what to show): the refusal with its rule id
 * and, for a revoke, the fix of the card that failed to follow, the rewind to its trick and the
 * keep as played (D-REVOKE); and the toolbar's account of what Undo takes back.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg, str } from '@lit/localize';
import type { DiamondsEvent, DiamondsState } from '../../../rules/diamonds/index';
import { undoesFix, type SessionRow } from '../../../store/index';
import { cardText } from '../../../i18n/cards';
import { ruleText } from '../../shared/rule-tag';
import { fixLabel, fixOffer, fixOfferShort, fixTarget, type FixTarget } from '../fix-card/fix-words';
import { eventShortLabel } from '../view/event-label';
import type { DiamondsProblem } from './problem';

export interface ProblemActions {
  fix: (target: FixTarget) => void;
  rewind: (trick: number) => void;
  keep: (card: string) => void;
  dismiss: () => void;
}

/** `fix`: the card the problem offers to fix, if any. */
export function problemBox(p: DiamondsProblem, fix: FixTarget | null, on: ProblemActions): TemplateResult {
  const trick = p.rewindTrick;
  const keep = p.keepCard;
  return html`<strong>${ruleText(p.title)}</strong>
    <p>${ruleText(p.message)}</p>
    <div class="row">
      ${
        fix
          ? html`<button type="button" class="btn primary" data-action="fix" aria-label=${fixOffer(fix.before, fix.seat, fix.trick)} @click=${() => on.fix(fix)}>
            ${fixOfferShort(fix.before, fix.seat)}
          </button>`
          : nothing
      }
      ${
        trick !== null
          ? html`<button
            type="button"
            class="btn ${fix ? '' : 'primary'}"
            data-action="rewind"
            aria-label=${msg(str`Rewind to trick ${trick}`, { id: 'diamonds.rewind' })}
            @click=${() => on.rewind(trick)}
          >
            ${msg('Rewind', { id: 'diamonds.rewind.short' })}
          </button>`
          : nothing
      }
      ${
        keep !== null
          ? html`<button type="button" class="btn" data-action="keep" aria-label=${keepOffer(keep)} @click=${() => on.keep(keep)}>
            ${msg('Keep', { id: 'diamonds.keep.short' })}
          </button>`
          : nothing
      }
      <button type="button" class="btn dismiss" data-action="dismiss" aria-label=${msg('Dismiss', { id: 'toast.dismiss' })} @click=${() => on.dismiss()}>
        <span aria-hidden="true">✕</span>
      </button>
    </div>`;
}

/**
 * The keep button's whole name, its visible word first: what it records, with the rule. The
 * visible word is short so that Fix, Rewind, Keep and ✕ share one line of a phone: a second line
 * pushes the board off the screen.
 */
function keepOffer(card: string): string {
  const name = cardText(card);
  return msg(str`Keep as played: the revoke stands, and the ${name} is recorded (D-REVOKE)`, { id: 'diamonds.keep' });
}

/** What Undo takes back: the last event, or the last fix when the log is still the one it wrote. */
export function undoWhat(session: SessionRow | undefined, state: DiamondsState, events: readonly DiamondsEvent[]): string | null {
  const fix = session?.fixes?.at(-1);
  if (session && undoesFix(fix, events)) {
    const target = fixTarget(state.config, events, fix.at);
    if (target) return fixLabel(target.before, target.seat, target.trick);
  }
  const last = events.at(-1);
  return last ? eventShortLabel(state, last) : null;
}
