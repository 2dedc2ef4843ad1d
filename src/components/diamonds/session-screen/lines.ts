/**
 * Small parts of the Diamonds screen, apart from its logic: the line switching how rounds are
 * recorded, the History section and the export of the game so far.
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import type { DiamondsConfig, DiamondsEvent } from '../../../rules/diamonds/index';
import type { RoundMode } from '../view/round-mode';

/** The button that records the next rounds the other way (`mode`). */
export function modeLine(mode: RoundMode, choose: (mode: RoundMode) => void): TemplateResult {
  return html`<p class="more">
    <button type="button" class="btn" @click=${() => choose(mode)}>
      ${
        mode === 'cards'
          ? msg('Record the next round card by card', { id: 'diamonds.mode.cards' })
          : msg("Switch to round-end checks (count each round's cards at its end)", { id: 'diamonds.mode.check' })
      }
    </button>
  </p>`;
}

/** The History, below the table (its button's aria-controls names it). */
export function historySection(
  config: DiamondsConfig,
  events: readonly DiamondsEvent[],
  fixable: boolean,
  onFix: (e: CustomEvent<{ index: number }>) => void,
): TemplateResult {
  return html`<section class="history" id="history" aria-labelledby="history-title">
    <h2 id="history-title">${msg('History', { id: 'shell.title.history' })}</h2>
    <diamonds-history-panel .config=${config} .events=${events} ?fixable=${fixable} @dl-fix-request=${onFix}></diamonds-history-panel>
  </section>`;
}

/** The export of a game not over yet, and what became of the last one (`working`). */
export function exportLine(recordable: boolean, working: string, onExport: () => void): TemplateResult | typeof nothing {
  return html`<p class="more">
    <button type="button" class="btn" @click=${onExport}>
      ${
        recordable
          ? msg('Export the record so far (.json)', { id: 'diamonds.export.so-far' })
          : msg('Export a backup so far (.json)', { id: 'diamonds.export.so-far-backup' })
      }
    </button>
    <span class="muted" role="status">${working}</span>
  </p>`;
}
