/**
 * <diams-new-game>: sets up a game of Diam's: 2 to 5 players in seating order, the options of
 * M-GAME (3 rounds or a quick game of 1), M-HAND (the hand-bonus tie) and M-WIN (chips or points),
 * each explained in one line. The game copies the house rules card as it is now; the card can be
 * filled in right here, and a value still missing is asked for when a round needs it. The names and
 * options are kept as they are typed, so a reload finds them as they were (../../new-game/kept-setup.ts).
 *
 * On start it creates the session, emits `dl-game-created` {id} (cancelable) and, unless the
 * event was cancelled, goes to `#/session/<id>`.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import { DEFAULT_OPTIONS, MAX_PLAYERS, MIN_PLAYERS, missingValues, type DiamsConfig, type DiamsOptions } from '../../../rules/diams/index';
import { normalName } from '../../../rules/player-name';
import { InvalidConfigError, LiveQueryController, createSession, type DeviceDb } from '../../../store/index';
import { loadHouseCard, type HouseCard } from '../../../store/house-card';
import { appDb } from '../../shared/app-db';
import { failureText } from '../../shared/storage-message';
import { emit } from '../../shared/events';
import { navigate } from '../../shared/router';
import '../rules-card/rules-card';
import { effectiveCard } from '../rules-card/house-card';
import { HAND_TIE_TEXT, ROUNDS_TEXT, WIN_BY_TEXT, valuesCount } from '../view/labels';
import { diamsStyles } from '../view/diams-styles';
import { diamsNewGameStyles } from './new-game.styles';
import { ruleText } from '../../shared/rule-tag';
import { KeptSetup } from '../../new-game/kept-setup';
import { PlayerSeats, renderSeats } from '../../new-game/player-seats';
import { keptDiams, nameProblems } from './names';

type Choice<K extends keyof DiamsOptions> = Record<DiamsOptions[K], { label: string; hint: string }>;

@customElement('diams-new-game')
@localized()
export class DiamsNewGame extends LitElement {
  static override styles = [diamsStyles, diamsNewGameStyles];

  /** The store to use; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: DeviceDb | undefined;

  /** The players in seating order; a name changed clears the last failure. */
  private readonly seats = new PlayerSeats(this, {
    min: MIN_PLAYERS,
    max: MAX_PLAYERS,
    afterRemove: 'same',
    changed: (change) => {
      if (change === 'rename') this.failure = '';
    },
  });
  @state() private options: DiamsOptions = { ...DEFAULT_OPTIONS };
  /** Shown once the table tried to start: problems are not shouted while names are being typed. */
  @state() private tried = false;
  @state() private failure = '';
  @state() private starting = false;

  private readonly card = new LiveQueryController<HouseCard>(this, () => loadHouseCard(this.database));
  /** The names and options as typed, kept through a reload. */
  private readonly kept = new KeptSetup(
    this,
    'diams',
    () => this.database,
    () => ({ names: this.names, options: this.options }),
    (raw) => {
      const kept = keptDiams(raw);
      if (!kept) return;
      this.seats.setNames(kept.names);
      this.options = kept.options;
    },
  );

  private get database(): DeviceDb {
    return this.db ?? appDb();
  }

  private get names(): string[] {
    return this.seats.names;
  }

  override render(): TemplateResult {
    const problems = this.tried ? nameProblems(this.names) : [];
    return html`<form novalidate @submit=${this.onSubmit} aria-labelledby="title">
      <h2 id="title">${msg("Diam's", { id: 'game.diams' })}</h2>
      <p>${msg('Scores are kept from round sheets: after each round, every player reports their safe and hand.', { id: 'diams.new.intro' })}</p>
      <fieldset>
        <legend>${msg(str`Players, in seating order (${MIN_PLAYERS} to ${MAX_PLAYERS})`, { id: 'diams.new.players' })}</legend>
        ${renderSeats(this.seats, {
          layout: 'fields',
          move: false,
          dataPlayer: true,
          label: (number) => msg(str`Player ${number}`, { id: 'new.player' }),
          removeLabel: (number) => msg(str`Remove player ${number}`, { id: 'diams.new.remove.label' }),
          removeText: msg('Remove', { id: 'diams.new.remove' }),
          removeClass: 'btn',
          atMin: 'hide',
          problems,
        })}
        ${
          this.names.length < MAX_PLAYERS
            ? html`<button type="button" class="btn" @click=${() => this.seats.add()}>${msg('Add a player', { id: 'new.player.add' })}</button>`
            : nothing
        }
      </fieldset>
      ${this.renderChoice('rounds', msg('Length of the game', { id: 'diams.new.rounds' }), ROUNDS_TEXT, [3, 1])}
      ${this.renderChoice('handTie', ruleText(msg('Hand bonus on a tie (M-HAND)', { id: 'diams.new.tie' })), HAND_TIE_TEXT, ['none', 'all'])}
      ${this.renderChoice('winBy', ruleText(msg('Who wins (M-WIN)', { id: 'diams.new.win' })), WIN_BY_TEXT, ['chips', 'points'])}
      ${this.renderCard()}
      <div class="problem" role="alert">${this.failure ? html`<p>${ruleText(this.failure)}</p>` : nothing}</div>
      <div class="actions">
        <button type="submit" class="btn primary start" ?disabled=${this.starting}>${msg('Start the game', { id: 'new.start' })}</button>
      </div>
    </form>`;
  }

  private renderChoice<K extends keyof DiamsOptions>(key: K, legend: string | TemplateResult, texts: Choice<K>, order: DiamsOptions[K][]): TemplateResult {
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
          <p class="hint" id="${id}-hint">${ruleText(text.hint)}</p>
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
    return html`<p>${ruleText(status)}</p>
      <details>
        <summary>
          ${missing === 0 ? msg('See or change the rules card', { id: 'diams.new.card.see' }) : msg('Fill in the rules card', { id: 'diams.new.card.fill' })}
        </summary>
        <diams-rules-card .db=${this.db} level="3"></diams-rules-card>
      </details>`;
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
      const card = effectiveCard(await loadHouseCard(this.database));
      const config: DiamsConfig = { players: this.names.map(normalName), options: { ...this.options }, card };
      const id = await createSession(this.database, 'diams', config, { setupDone: true });
      if (emit(this, 'dl-game-created', { id, game: 'diams' })) navigate({ name: 'session', id });
    } catch (error) {
      const why = failureText(error);
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
