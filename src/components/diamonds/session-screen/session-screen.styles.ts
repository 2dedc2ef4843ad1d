/**
 * The session screen, phone first: what to do now (deal, play, rob) at the top, then Undo / Redo /
 * History (a bar that stays at the bottom of the screen while scrolling, ../../session/session-styles.ts)
 * and the board.
 *
 * In play, everything a table needs for a trick fits one 390×844 screen: one line of title, the turn
 * and the trick, two lines for what the last tap did, the keys, the toolbar (in its place: stuck to
 * the bottom it would cover keys on a small phone) and a compact board.
 */
import { css } from 'lit';
import { buttonStyles } from '../../shared/control-styles';
import { messageStyles } from '../../session/session-styles';

export const sessionStyles = css`
  :host {
    display: block;
    padding-bottom: 0.5rem;
  }
  .top {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    column-gap: 0.75rem;
    margin: 0 0 0.5rem;
  }
  h1 {
    font-size: 1.25rem;
    margin: 0;
  }
  .sub {
    margin: 0;
    color: var(--dl-muted);
    overflow-wrap: anywhere;
  }
  :host([data-phase='play']) .top,
  :host([data-phase='steal']) .top {
    flex-wrap: nowrap;
    margin-bottom: 0.25rem;
  }
  :host([data-phase='play']) h1,
  :host([data-phase='steal']) h1 {
    font-size: 1rem;
    white-space: nowrap;
  }
  :host([data-phase='play']) .sub,
  :host([data-phase='steal']) .sub {
    min-width: 0;
    font-size: 0.8125rem;
    white-space: nowrap;
    overflow: hidden;
    text-overflow: ellipsis;
  }
  /* Two lines kept for the last tap's news, so the keys below never move when it comes and fades. */
  :host([data-phase='play']) session-announcer,
  :host([data-phase='steal']) session-announcer {
    display: block;
    height: calc(2lh + 0.5rem);
    margin: 0 0 0.25rem;
    padding: 0.25rem 0.5rem;
    font-size: 0.8125rem;
    line-height: 1.3;
    overflow-y: auto;
  }
  /* A rewind or a fix says more than two lines, and so may the news above an open Fix panel (whose
     own keys replace the game's): all of it shows, and the keys move down for it. */
  :host([data-phase='play']) session-announcer[data-long],
  :host([data-phase='steal']) session-announcer[data-long] {
    height: auto;
    min-height: calc(2lh + 0.5rem);
  }
  :host([data-phase='play']) session-announcer:empty {
    visibility: hidden;
  }
  /* A Clubs choice locks the keys: its own words are the news, no slot is kept. */
  :host([data-phase='play']) session-announcer[hidden],
  :host([data-phase='steal']) session-announcer[hidden],
  :host([data-phase='steal']) session-announcer:empty {
    display: none;
  }
  :host([data-phase='play']) .problem,
  :host([data-phase='steal']) .problem {
    margin: 0 0 0.25rem;
    padding: 0.25rem 0.5rem;
    border-width: 1px;
    border-left-width: 6px;
    font-size: 0.8125rem;
    line-height: 1.3;
  }
  /* The refusal's title, words and buttons run on as one paragraph: the buttons take the last
     line's free room when there is enough. */
  :host([data-phase='play']) .problem strong,
  :host([data-phase='steal']) .problem strong {
    display: inline;
  }
  :host([data-phase='play']) .problem p,
  :host([data-phase='steal']) .problem p {
    display: inline;
    margin: 0 0 0 0.25rem;
  }
  :host([data-phase='play']) .problem .row,
  :host([data-phase='steal']) .problem .row {
    display: inline-flex;
    flex-wrap: wrap;
    gap: 0.25rem;
    vertical-align: middle;
    margin: 0.125rem 0 0 0.25rem;
  }
  /* A revoke's Fix, Rewind and ✕ on one line of a 360 px phone: the keys stay on screen. */
  :host([data-phase='play']) .problem .row .btn,
  :host([data-phase='steal']) .problem .row .btn {
    padding-inline: 0.6rem;
  }
  .problem .btn.dismiss {
    min-width: 44px;
    padding-inline: 0;
  }
  :host([data-phase='play']) .panel,
  :host([data-phase='steal']) .panel {
    margin: 0;
  }
  /* Full width: eight 45 px keys across a 360 px screen. */
  diamonds-card-picker {
    margin-inline: -0.375rem;
  }
  :host([data-phase='play']) .toolbar,
  :host([data-phase='steal']) .toolbar {
    position: static;
    margin-top: 0.125rem;
    padding-block: 0.25rem;
  }
  :host([data-phase='play']) .toolbar .btn,
  :host([data-phase='steal']) .toolbar .btn {
    padding-block: 0;
    line-height: 1.2;
  }
  .panel {
    margin: 0 0 1rem;
  }
  ${messageStyles}
  .row {
    display: flex;
    flex-wrap: wrap;
    gap: 0.5rem;
  }
  ${buttonStyles}
  /* A wide screen (a tablet, a phone on its side, a laptop) has room beside the keys: the turn,
     the trick, the news and the board on the left, the keys and the toolbar on the right. */
  @media (min-width: 60rem) {
    :host([data-phase='play']),
    :host([data-phase='steal']) {
      display: grid;
      grid-template-columns: minmax(0, 2fr) minmax(0, 3fr);
      /* The keys span the first six rows; what they add goes to the sixth, not between the others. */
      grid-template-rows: auto auto auto auto auto 1fr auto;
      column-gap: 1rem;
      align-items: start;
    }
    :host([data-phase='play']) > *,
    :host([data-phase='steal']) > * {
      grid-column: 1;
    }
    :host([data-phase='play']) diamonds-trick-view,
    :host([data-phase='steal']) diamonds-trick-view {
      grid-row: 2;
    }
    :host([data-phase='play']) .problem,
    :host([data-phase='steal']) .problem {
      grid-row: 3;
    }
    :host([data-phase='play']) session-announcer,
    :host([data-phase='steal']) session-announcer {
      grid-row: 4;
    }
    :host([data-phase='play']) diamonds-board,
    :host([data-phase='steal']) diamonds-board {
      grid-row: 5;
    }
    :host([data-phase='play']) .history,
    :host([data-phase='steal']) .history {
      grid-row: 6;
    }
    :host([data-phase='play']) p.more,
    :host([data-phase='steal']) p.more {
      grid-row: 7;
    }
    :host([data-phase='play']) .panel,
    :host([data-phase='steal']) .panel {
      grid-column: 2;
      grid-row: 1 / 7;
    }
    :host([data-phase='play']) .toolbar,
    :host([data-phase='steal']) .toolbar {
      grid-column: 2;
      grid-row: 7;
    }
    diamonds-card-picker {
      margin-inline: 0;
    }
  }
  .history {
    margin: 1rem 0 0;
    scroll-margin-top: 0.5rem;
  }
  .history h2 {
    font-size: 1.125rem;
    margin: 0 0 0.5rem;
  }
  .card {
    background: var(--dl-surface);
    border: 1px solid var(--dl-border);
    border-radius: 12px;
    padding: 0.75rem;
  }
  .more {
    margin: 1rem 0 0;
  }
  .muted {
    color: var(--dl-muted);
  }
`;
