/**
 * <diamonds-new-game>: sets up a Diamonds game. Names are typed (or picked from earlier games) in
 * clockwise seating order, which move-up / move-down buttons adjust; then the variant, the thief
 * token and the first dealer. "Same players" seats the table of the last Diamonds game in one tap,
 * in its order. The form is kept as it is typed, so a reload finds it as it was
 * (../../new-game/kept-setup.ts); starting the game drops it.
 *
 * On start it creates the session, with the first dealer in its table state, emits
 * `dl-game-created` {id} (cancelable) and, unless the event was cancelled, goes to `#/session/<id>`.
 */
import { LitElement, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import { msg, str, localized } from '@lit/localize';
import type { Variant } from '../../../rules/diamonds/index';
import { createSession, listSessions, type DeviceDb } from '../../../store/index';
import { appDb } from '../../shared/app-db';
import { emit } from '../../shared/events';
import { playerList } from '../../shared/format';
import { failureText } from '../../shared/storage-message';
import { navigate } from '../../shared/router';
import { screenStyles } from '../../shared/screen-styles';
import { ruleText } from '../../shared/rule-tag';
import { ruleTagStyles } from '../../shared/rule-tag-styles';
import { KeptSetup } from '../../new-game/kept-setup';
import { PlayerSeats, renderSeats, shownName, type SeatChange, type SeatRow } from '../../new-game/player-seats';
import { setupFieldStyles } from '../../new-game/setup-styles';
import { FIRST_DEALER } from '../view/first-dealer';
import { randomSeat } from '../view/random';
import { diamondsNewGameStyles } from './new-game.styles';
import { MAX_PLAYERS, MIN_PLAYERS, VARIANTS, configOf, keptDiamonds, setupProblems, teamsOf, variantFits, type Setup } from './setup';

/** How many earlier names are offered: enough for a regular group, few enough to scan. */
const KNOWN_NAMES = 12;

@customElement('diamonds-new-game')
@localized()
export class DiamondsNewGame extends LitElement {
  static override styles = [screenStyles, setupFieldStyles, diamondsNewGameStyles, ruleTagStyles];

  /** The store to use; the app's own database unless a test gives another. */
  @property({ attribute: false }) db: DeviceDb | undefined;

  /** The seats, in clockwise order; their ids name the thief holder and the dealer. */
  private readonly seats = new PlayerSeats(this, {
    min: MIN_PLAYERS,
    max: MAX_PLAYERS,
    afterRemove: 'first',
    changed: (change, seat) => this.seatChanged(change, seat),
  });
  @state() private variant: Variant = 'standard';
  @state() private thief = false;
  @state() private thiefHolder: number | null = null;
  @state() private dealer: number | 'random' = 'random';
  @state() private known: string[] = [];
  /** The players of the last Diamonds game, in seating order (none yet: empty). */
  @state() private lastTable: string[] = [];
  @state() private problems: string[] = [];
  @state() private starting = false;

  /** The form as typed, kept through a reload. */
  private readonly kept = new KeptSetup<Setup>(
    this,
    'diamonds',
    () => this.database,
    () => this.setup,
    (raw) => this.restore(raw),
  );

  private get database(): DeviceDb {
    return this.db ?? appDb();
  }

  /** Settles once the names of earlier games are read (tests wait for it before closing the store). */
  namesLoaded: Promise<void> = Promise.resolve();

  override connectedCallback(): void {
    super.connectedCallback();
    this.namesLoaded = this.loadKnownNames();
  }

  /** Names from the latest games, most recent first, each once. */
  private async loadKnownNames(): Promise<void> {
    try {
      const sessions = await listSessions(this.database, { limit: 30 });
      const names = new Set<string>();
      for (const s of sessions) for (const p of s.players) if (p.trim()) names.add(p.trim());
      this.known = [...names].slice(0, KNOWN_NAMES);
      const last = sessions.find((s) => s.game === 'diamonds' && s.players.length >= MIN_PLAYERS && s.players.length <= MAX_PLAYERS);
      this.lastTable = last ? last.players.map((p) => p.trim()) : [];
    } catch {
      // Suggestions are a convenience: without them names are simply typed.
      this.known = [];
    }
  }

  private get rows(): SeatRow[] {
    return this.seats.rows;
  }

  private get setup(): Setup {
    return { rows: this.rows, variant: this.variant, thief: this.thief, thiefHolder: this.thiefHolder, dealer: this.dealer };
  }

  /** Puts back the form as it was kept, if it is one this form can show. */
  private restore(raw: unknown): void {
    const kept = keptDiamonds(raw);
    if (!kept) return;
    this.seats.setRows(kept.rows);
    this.variant = kept.variant;
    this.thief = kept.thief;
    this.thiefHolder = kept.thiefHolder;
    this.dealer = kept.dealer;
  }

  override render(): TemplateResult {
    const n = this.rows.length;
    const names = this.rows.map(shownName);
    const unused = this.known.filter((k) => !this.rows.some((r) => r.name.trim() === k));
    return html`
      <p class="hint">${msg('A game of Diamonds, recorded card by card at the table.', { id: 'new.diamonds.intro' })}</p>
      <form novalidate @submit=${this.onSubmit}>
        <fieldset>
          <legend>${msg('Players, in clockwise seating order', { id: 'new.players' })}</legend>
          <p class="hint">
            ${msg(str`Start anywhere at the table and go clockwise (to the left). ${n} of ${MAX_PLAYERS} seats.`, { id: 'new.players.hint' })}
          </p>
          ${
            this.lastTable.length && !this.lastTable.every((p, i) => this.rows[i]?.name.trim() === p)
              ? html`<button type="button" class="button secondary same" @click=${this.seatLastTable}>
                ${msg(str`Same players: ${playerList(this.lastTable)}`, { id: 'new.same-players' })}
              </button>`
              : nothing
          }
          ${renderSeats(this.seats, {
            layout: 'list',
            move: true,
            dataPlayer: false,
            label: (number) => msg(str`Player ${number} name`, { id: 'new.player.name' }),
            removeLabel: (_, name) => msg(str`Remove ${name}`, { id: 'new.player.remove' }),
            removeText: '✕',
            removeClass: 'icon',
            atMin: 'disable',
          })}
          <button type="button" class="button secondary" ?disabled=${n >= MAX_PLAYERS} @click=${() => this.seats.add()}>
            ${msg('Add a player', { id: 'new.player.add' })}
          </button>
          ${
            unused.length && n <= MAX_PLAYERS
              ? html`<p class="hint">${msg('Names from earlier games:', { id: 'new.known' })}</p>
                <ul class="known">
                  ${unused.map(
                    (name) => html`<li>
                      <button type="button" class="chip" aria-label=${msg(str`Add ${name}`, { id: 'new.known.add' })} @click=${() => this.addKnown(name)}>+ ${name}</button>
                    </li>`,
                  )}
                </ul>`
              : nothing
          }
        </fieldset>

        <fieldset>
          <legend>${msg('Variant', { id: 'new.variant' })}</legend>
          ${VARIANTS.map((v) => {
            const fits = v.fits(n);
            return html`<label class="choice ${fits ? '' : 'off'}">
              <input
                type="radio"
                name="variant"
                value=${v.id}
                .checked=${this.variant === v.id}
                ?disabled=${!fits}
                aria-describedby="line-${v.id}"
                @change=${() => (this.variant = v.id)}
              />
              <strong>${v.title}</strong>
              <span class="line" id="line-${v.id}">${ruleText(v.line)}${fits ? '' : ` ${v.needs}`}</span>
            </label>`;
          })}
          ${
            this.variant === 'teams' && variantFits('teams', n)
              ? html`<p class="hint">
                ${msg(
                  str`Teams: ${teamsOf(names)
                    .map((t) => t.join(' & '))
                    .join(msg(' vs ', { id: 'new.versus' }))}.`,
                  { id: 'new.teams' },
                )}
              </p>`
              : nothing
          }
        </fieldset>

        <fieldset>
          <legend>${msg('Thief token', { id: 'new.thief' })}</legend>
          <label class="choice">
            <input type="checkbox" .checked=${this.thief} aria-describedby="thief-line" @change=${this.onThief} />
            <strong>${msg('Play with the thief token', { id: 'new.thief.play' })}</strong>
            <span class="line" id="thief-line"
              >${ruleText(msg("Second edition: every ♣ action robs the token's holder, then the token passes left (DX-THIEF).", { id: 'new.thief.line' }))}</span
            >
          </label>
          ${
            this.thief
              ? html`<label class="field">
                ${msg('First holder', { id: 'new.thief.holder' })}
                <select @change=${(e: Event) => (this.thiefHolder = Number((e.target as HTMLSelectElement).value))}>
                  ${this.rows.map((row, i) => html`<option value=${row.id} ?selected=${row.id === this.thiefHolder}>${names[i]}</option>`)}
                </select>
              </label>`
              : nothing
          }
        </fieldset>

        <fieldset>
          <legend>${msg('First dealer', { id: 'new.dealer' })}</legend>
          <label class="field">
            <span>${ruleText(msg('Who deals round 1 (D-DEALER)', { id: 'new.dealer.who' }))}</span>
            <select @change=${this.onDealer}>
              <option value="random" ?selected=${this.dealer === 'random'}>${msg('Pick at random', { id: 'new.random' })}</option>
              ${this.rows.map((row, i) => html`<option value=${row.id} ?selected=${row.id === this.dealer}>${names[i]}</option>`)}
            </select>
          </label>
          <p class="hint">${msg('Later rounds are dealt by the player to the left of the last dealer.', { id: 'new.dealer.later' })}</p>
        </fieldset>

        <div class="errors card warning" role="alert">${
          this.problems.length
            ? html`<strong>${msg('The game cannot start yet:', { id: 'new.problems' })}</strong>
                <ul>
                  ${this.problems.map((p) => html`<li>${ruleText(p)}</li>`)}
                </ul>`
            : nothing
        }</div>
        <div class="actions">
          <button type="submit" class="button" ?disabled=${this.starting}>${msg('Start the game', { id: 'new.start' })}</button>
          <a class="button secondary" href="#/rules">${msg('Read the rules', { id: 'shell.new.read-rules' })}</a>
        </div>
      </form>
    `;
  }

  private seatLastTable(): void {
    this.seats.setNames(this.lastTable);
    this.thiefHolder = this.thief ? (this.rows[0]?.id ?? null) : null;
    this.dealer = 'random';
    this.fitVariant();
    if (this.problems.length) this.problems = setupProblems(this.setup);
  }

  /** Choices that name a removed seat let it go; a changed count may rule the variant out. */
  private seatChanged(change: SeatChange, seat: SeatRow): void {
    if (change === 'remove') {
      if (this.thiefHolder === seat.id) this.thiefHolder = this.rows[0]?.id ?? null;
      if (this.dealer === seat.id) this.dealer = 'random';
    }
    if (change === 'add' || change === 'remove') this.fitVariant();
    if (change === 'rename' && this.problems.length) this.problems = setupProblems(this.setup);
  }

  private addKnown(name: string): void {
    const empty = this.rows.find((r) => !r.name.trim());
    if (empty) this.seats.rename(empty.id, name);
    else this.seats.add(name);
  }

  /** A variant that no longer fits the player count falls back to standard. */
  private fitVariant(): void {
    if (!variantFits(this.variant, this.rows.length)) this.variant = 'standard';
  }

  private onThief(event: Event): void {
    this.thief = (event.target as HTMLInputElement).checked;
    if (this.thief && !this.rows.some((r) => r.id === this.thiefHolder)) this.thiefHolder = this.rows[0]?.id ?? null;
  }

  private onDealer(event: Event): void {
    const value = (event.target as HTMLSelectElement).value;
    this.dealer = value === 'random' ? 'random' : Number(value);
  }

  private async onSubmit(event: Event): Promise<void> {
    event.preventDefault();
    this.problems = setupProblems(this.setup);
    if (this.problems.length || this.starting) return;
    this.starting = true;
    try {
      const config = configOf(this.setup);
      const seat = this.dealer === 'random' ? randomSeat(config.players.length) : this.rows.findIndex((r) => r.id === this.dealer);
      // Stored with the game, in one transaction, before the game is shown: a crash keeps it.
      const id = await createSession(this.database, 'diamonds', config, { table: { [FIRST_DEALER]: seat >= 0 ? seat : 0 }, setupDone: true });
      if (emit(this, 'dl-game-created', { id, game: 'diamonds' })) navigate({ name: 'session', id });
    } catch (error) {
      const why = failureText(error);
      this.problems = [msg(str`The game could not be saved on this device: ${why}`, { id: 'new.save-failed' })];
    } finally {
      this.starting = false;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'diamonds-new-game': DiamondsNewGame;
  }
}
