/**
 * <session-announcer>: the polite live region where a game screen says what a write did
 * ("Recorded: …", "Undone: …"). Screen readers hear each announcement once; on screen it stays
 * until the next one, or for `fade` milliseconds when given (the Diamonds screen, where a card is
 * recorded every few seconds).
 *
 * It is the region itself (role "status"; its host gives it the class "news") and renders into the light DOM, so the
 * host's styles apply (a rule id in a line is a tag, ../shared/rule-tag.ts, which the host's
 * `ruleTagStyles` draw). Call `say` with one line, or a list of lines.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { emit } from '../shared/events';
import { ruleText } from '../shared/rule-tag';

export interface SayDetail {
  lines: string | readonly string[];
}

/**
 * What a panel inside a game screen does to have something said: the screen around it owns the
 * one announcer (../session/session-screen.ts). '' takes the last announcement down.
 */
export function askToSay(panel: EventTarget, lines: string | readonly string[]): void {
  emit<SayDetail>(panel, 'dl-say', { lines });
}

@customElement('session-announcer')
export class SessionAnnouncer extends LitElement {
  /** How long an announcement stays on screen (ms); 0 keeps it until the next one. */
  @property({ type: Number }) fade = 0;

  @state() private said: string | readonly string[] = '';
  private timer: ReturnType<typeof setTimeout> | undefined;

  protected override createRenderRoot(): HTMLElement {
    return this;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    this.setAttribute('role', 'status');
    this.setAttribute('aria-live', 'polite');
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearTimeout(this.timer);
  }

  /** Says `lines`; an empty list leaves the last announcement up (an event that did nothing to tell). */
  say(lines: string | readonly string[]): void {
    if (typeof lines !== 'string' && lines.length === 0) return;
    this.said = lines;
    clearTimeout(this.timer);
    if (this.fade > 0) this.timer = setTimeout(() => this.clear(), this.fade);
  }

  clear(): void {
    clearTimeout(this.timer);
    this.said = '';
  }

  override render(): TemplateResult | typeof nothing {
    const said = this.said;
    if (typeof said === 'string') return said ? html`${ruleText(said)}` : nothing;
    return html`<ul>${said.map((line) => html`<li>${ruleText(line)}</li>`)}</ul>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'session-announcer': SessionAnnouncer;
  }
}
