/**
 * <diams-new-game>: sets up a game of Diam's: 2 to 5 players in seating order, the options of
 * M-GAME (3 rounds or a quick game of 1), M-HAND (the hand-bonus tie) and M-WIN (chips or points),
 * each explained in one line. The game copies the table's rules card as it is now; the card can be
 * filled in right here, and a value still missing is asked for when a round needs it. The names and
 * options are kept as they are typed, so a reload finds them as they were (../../new-game/kept-setup.ts).
 *
 * On start it creates the session, emits `dl-game-created` {id} (cancelable) and, unless the
 * event was cancelled, goes to `#/session/<id>`.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import {
  DEFAULT_OPTIONS,
  MAX_PLAYERS,
  MIN_PLAYERS,
  missingValues,
  type DiamsConfig,
  type DiamsOptions,
} from '../../../rules/diams/index.js';
import { MAX_NAME_LENGTH, normalName } from '../../../rules/player-name.js';
import { InvalidConfigError, LiveQueryController, createSession, type LedgerDb } from '../../../store/index.js';
import { loadTableCard, type TableCard } from '../../../store/table-card.js';
import { appDb } from '../../shared/app-db.js';
import { failureText } from '../../shared/storage-message.js';
import { emit } from '../../shared/events.js';
import { navigate } from '../../shared/router.js';
import '../rules-card/rules-card.js';
import { effectiveCard } from '../rules-card/table-card.js';
import { HAND_TIE_TEXT, ROUNDS_TEXT, WIN_BY_TEXT, valuesCount } from '../view/labels.js';
import { diamsStyles } from '../view/styles.js';
import { KeptSetup } from '../../new-game/kept-setup.js';
import { keptDiams, nameProblems } from './names.js';

type Choice<K extends keyof DiamsOptions> = Record<DiamsOptions[K], { label: string; hint: string }>;

@customElement('diams-new-game')
@localized()
export class DiamsNewGame extends LitElement {
  static override styles = [
    diamsStyles,
    css`
      fieldset {
        border: 1px solid var(--dl-border);
        border-radius: 12px;
        margin: 0 0 1rem;
        padding: 0.5rem 0.75rem 0.75rem;
        min-width: 0;
      }
      legend {
        font-weight: 700;
        padding: 0 0.25rem;
      }
      .name {
        display: flex;
        gap: 0.5rem;
        align-items: flex-end;
        margin: 0 0 0.5rem;
      }
      .name label {
        flex: 1 1 auto;
        display: flex;
        flex-direction: column;
        font-weight: 600;
      }
      input[type='text'] {
        min-height: 44px;
        padding: 0.4rem 0.6rem;
        font: inherit;
        color: var(--dl-text);
        background: var(--dl-surface);
        border: 2px solid var(--dl-muted);
        border-radius: 8px;
      }
      input[aria-invalid='true'] {
        border-color: var(--dl-accent);
      }
      .field-error {
        margin: -0.25rem 0 0.5rem;
        font-weight: 600;
        padding-left: 0.5rem;
        border-left: 4px solid var(--dl-accent);
      }
      .choice {
        display: grid;
        grid-template-columns: auto 1fr;
        column-gap: 0.5rem;
        align-items: start;
        padding: 0.4rem 0;
      }
      .choice input {
        accent-color: var(--dl-accent);
        width: 1.25rem;
        height: 1.25rem;
        margin: 0.6rem 0 0;
      }
      .choice label {
        font-weight: 600;
        min-height: 44px;
        display: flex;
        align-items: center;
      }
      .choice .hint {
        grid-column: 2;
        margin: 0;
        font-size: 0.875rem;
        color: var(--dl-muted);
      }
      details {
        margin: 0 0 1rem;
        border: 1px solid var(--dl-border);
        border-radius: 12px;
        padding: 0 0.75rem;
      }
      details[open] {
        padding-bottom: 0.75rem;
      }
      summary {
        min-height: 44px;
        display: flex;
        align-items: center;
        font-weight: 600;
        cursor: pointer;
      }
      .start {
        width: 100%;
        min-height: 52px;
        font-size: 1.125rem;
      }
    `,
  ];

  /** The store to use; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: LedgerDb | undefined;

  @state() private names: string[] = ['', ''];
  @state() private options: DiamsOptions = { ...DEFAULT_OPTIONS };
  /** Shown once the table tried to start: problems are not shouted while names are being typed. */
  @state() private tried = false;
  @state() private failure = '';
  @state() private starting = false;

  private readonly card = new LiveQueryController<TableCard>(this, () => loadTableCard(this.database));
  /** The names and options as typed, kept through a reload. */
  private readonly kept = new KeptSetup(
    this,
    'diams',
    () => this.database,
    () => ({ names: this.names, options: this.options }),
    (raw) => {
      const kept = keptDiams(raw);
      if (kept) ({ names: this.names, options: this.options } = kept);
    },
  );

  private get database(): LedgerDb {
    return this.db ?? appDb();
  }


  override render(): TemplateResult {
    const problems = this.tried ? nameProblems(this.names) : [];
    return html`<form novalidate @submit=${this.onSubmit} aria-labelledby="title">
      <h2 id="title">${msg("Diam's", { id: 'game.diams' })}</h2>
      <p>${msg('Scores are kept from round sheets: after each round, every player reports their safe and hand.', { id: 'diams.new.intro' })}</p>
      <fieldset>
        <legend>${msg(str`Players, in seating order (${MIN_PLAYERS} to ${MAX_PLAYERS})`, { id: 'diams.new.players' })}</legend>
        ${this.names.map((name, i) => this.renderName(name, i, problems[i] ?? ''))}
        ${this.names.length < MAX_PLAYERS
          ? html`<button type="button" class="btn" @click=${this.addPlayer}>${msg('Add a player', { id: 'new.player.add' })}</button>`
          : nothing}
      </fieldset>
      ${this.renderChoice('rounds', msg('Length of the game', { id: 'diams.new.rounds' }), ROUNDS_TEXT, [3, 1])}
      ${this.renderChoice('handTie', msg('Hand bonus on a tie (M-HAND)', { id: 'diams.new.tie' }), HAND_TIE_TEXT, ['none', 'all'])}
      ${this.renderChoice('winBy', msg('Who wins (M-WIN)', { id: 'diams.new.win' }), WIN_BY_TEXT, ['chips', 'points'])}
      ${this.renderCard()}
      <div class="problem" role="alert">${this.failure ? html`<p>${this.failure}</p>` : nothing}</div>
      <button type="submit" class="btn primary start" ?disabled=${this.starting}>${msg('Start the game', { id: 'new.start' })}</button>
    </form>`;
  }

  private renderName(name: string, i: number, problem: string): TemplateResult {
    const number = i + 1;
    return html`<div class="name">
        <label>
          ${msg(str`Player ${number}`, { id: 'new.player' })}
          <input
            type="text"
            autocomplete="off"
            autocapitalize="words"
            maxlength=${MAX_NAME_LENGTH}
            data-player=${i}
            .value=${name}
            aria-invalid=${problem ? 'true' : 'false'}
            aria-describedby=${problem ? `name-error-${i}` : nothing}
            @input=${(e: Event) => this.setName(i, (e.target as HTMLInputElement).value)}
          />
        </label>
        ${this.names.length > MIN_PLAYERS
          ? html`<button
              type="button"
              class="btn"
              aria-label=${msg(str`Remove player ${number}`, { id: 'diams.new.remove.label' })}
              @click=${() => this.removePlayer(i)}
            >
              ${msg('Remove', { id: 'diams.new.remove' })}
            </button>`
          : nothing}
      </div>
      ${problem ? html`<p class="field-error" id="name-error-${i}">${problem}</p>` : nothing}`;
  }

  private renderChoice<K extends keyof DiamsOptions>(key: K, legend: string, texts: Choice<K>, order: DiamsOptions[K][]): TemplateResult {
    return html`<fieldset>
      <legend>${legend}</legend>
      ${order.map((value) => {
        const id = `${key}-${String(value)}`;
        const text = texts[value];
        return html`<div class="choice">
          <input
            type="radio"
            id=${id}
            name=${key}
            .checked=${this.options[key] === value}
            aria-describedby="${id}-hint"
            @change=${() => (this.options = { ...this.options, [key]: value })}
          />
          <label for=${id}>${text.label}</label>
          <p class="hint" id="${id}-hint">${text.hint}</p>
        </div>`;
      })}
    </fieldset>`;
  }

  private renderCard(): TemplateResult {
    const card = this.card.value;
    const missing = card ? missingValues({ values: card.values }).length : null;
    const count = missing === null ? '' : valuesCount(missing);
    const failed = this.card.error;
    const status =
      failed !== undefined
        ? `${msg('Your rules card could not be read from this device.', { id: 'diams.card.read-failed' })} ${failureText(failed)}`
        : missing === null
        ? msg('Reading your rules card…', { id: 'diams.new.card.reading' })
        : missing === 0
          ? msg('Your rules card is complete: all 30 values are filled in.', { id: 'diams.new.card.complete' })
          : msg(
              str`Your rules card still misses ${count} of 30. Fill them in now, or when a round needs one: scoring never guesses a value (M-CARD-VALUES).`,
              { id: 'diams.new.card.missing' },
            );
    return html`<p>${status}</p>
      <details>
        <summary>
          ${missing === 0
            ? msg('See or change the rules card', { id: 'diams.new.card.see' })
            : msg('Fill in the rules card', { id: 'diams.new.card.fill' })}
        </summary>
        <diams-rules-card .db=${this.db} level="3"></diams-rules-card>
      </details>`;
  }

  private setName(i: number, value: string): void {
    this.names = this.names.map((n, j) => (j === i ? value : n));
    this.failure = '';
  }

  private async addPlayer(): Promise<void> {
    this.names = [...this.names, ''];
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`input[data-player="${this.names.length - 1}"]`)?.focus();
  }

  private async removePlayer(i: number): Promise<void> {
    this.names = this.names.filter((_, j) => j !== i);
    await this.updateComplete;
    this.renderRoot.querySelector<HTMLInputElement>(`input[data-player="${Math.min(i, this.names.length - 1)}"]`)?.focus();
  }

  private async onSubmit(event: Event): Promise<void> {
    event.preventDefault();
    this.tried = true;
    const problems = nameProblems(this.names);
    const first = problems.findIndex(Boolean);
    if (first >= 0) {
      this.failure = msg('Check the players’ names above.', { id: 'diams.new.check-names' });
      await this.updateComplete;
      this.renderRoot.querySelector<HTMLInputElement>(`input[data-player="${first}"]`)?.focus();
      return;
    }
    this.starting = true;
    try {
      // The card as stored right now, not as last rendered: an edit may have just been saved.
      const card = effectiveCard(await loadTableCard(this.database));
      const config: DiamsConfig = { players: this.names.map(normalName), options: { ...this.options }, card };
      const id = await createSession(this.database, 'diams', config, { setupDone: true });
      if (emit(this, 'dl-game-created', { id, game: 'diams' })) navigate({ name: 'session', id });
    } catch (error) {
      const why = error instanceof InvalidConfigError ? error.message : failureText(error);
      this.failure =
        error instanceof InvalidConfigError
          ? msg(str`The game cannot start: ${why}`, { id: 'diams.new.invalid' })
          : msg(str`The game could not be saved on this device: ${why}`, { id: 'new.save-failed' });
    } finally {
      this.starting = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diams-new-game': DiamsNewGame;
  }
}
