/**
 * The actions under a finished game's standings, the same for every game: export its record, send
 * it to BG Stats when the game can go there, and play again with the same players. The element that
 * renders them hears `dl-export` and `dl-rematch` (./events.ts) and lists buttonStyles
 * (./control-styles.ts).
 */
import { html, nothing, type TemplateResult } from 'lit';
import { msg } from '@lit/localize';
import { emit } from './events';

export function gameEndActions(host: HTMLElement, words: { export: string; rematch: string }, bgStats: string | null): TemplateResult {
  return html`<button type="button" class="btn primary" @click=${() => emit(host, 'dl-export')}>${words.export}</button>
    ${
      bgStats
        ? html`<a class="btn" data-testid="bg-stats" href=${bgStats} target="_blank" rel="noopener noreferrer">${msg('Send to BG Stats', { id: 'share.bg-stats' })}</a>`
        : nothing
    }
    <button type="button" class="btn" @click=${() => emit(host, 'dl-rematch')}>${words.rematch}</button>`;
}
