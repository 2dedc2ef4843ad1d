/**
 * The text field of a relay's address (../../live/link.ts), as Settings' relay and the recovery
 * kit's sync server take it: a URL keyboard, nothing the browser would correct, and one character
 * more than an address may have, so that a pasted address too long is said to be so rather than cut.
 */
import { html, type TemplateResult } from 'lit';
import { ifDefined } from 'lit/directives/if-defined.js';
import { MAX_RELAY_LENGTH } from '../../wire/protocol';

export interface RelayInput {
  id: string;
  value: string;
  describedBy?: string;
  invalid?: boolean;
  disabled?: boolean;
  onInput?: (value: string) => void;
}

export function relayInput({ id, value, describedBy, invalid = false, disabled = false, onInput }: RelayInput): TemplateResult {
  return html`<input
    id=${id}
    name=${id}
    type="url"
    inputmode="url"
    autocomplete="off"
    spellcheck="false"
    maxlength=${String(MAX_RELAY_LENGTH + 1)}
    aria-describedby=${ifDefined(describedBy)}
    aria-invalid=${invalid ? 'true' : 'false'}
    .value=${value}
    ?disabled=${disabled}
    @input=${(e: Event) => onInput?.((e.target as HTMLInputElement).value)}
  />`;
}
