/**
 * Engine states for the Diamonds component tests, built by the real reducer from short logs, so a
 * component is always shown a state the game can reach.
 */
import { apply, initialState, readDiamondsRecord, type DiamondsConfig, type DiamondsEvent, type DiamondsState } from '../../../src/rules/diamonds/index';
import { rejectionText } from '../../../src/i18n/rule-messages';

export function stateOf(config: DiamondsConfig, events: readonly DiamondsEvent[]): DiamondsState {
  let state = initialState(config);
  for (const event of events) {
    const next = apply(state, event);
    if (!next.ok) throw new Error(`test log refused: ${rejectionText(next.rejection)}`);
    state = next.state;
  }
  return state;
}

export const plays = (...cards: string[]): DiamondsEvent[] => cards.map((card) => ({ type: 'play', card }));

export const FOUR: DiamondsConfig = { players: ['Ann', 'Gus', 'Kai', 'Eve'], variant: 'standard', thief: null };
export const TWO: DiamondsConfig = { players: ['Lou', 'Ann'], variant: 'standard', thief: null };
export const TEAMS: DiamondsConfig = { players: ['Ann', 'Gus', 'Kai', 'Eve'], variant: 'teams', thief: null };

/** Round 1 of examples/diamonds-2p.json (Lou deals, passes 3): a whole round. */
export const TWO_ROUND_1: DiamondsEvent[] = [
  { type: 'deal', dealer: 0, pass: 3 },
  ...plays('C6', 'C8', 'C13', 'C1', 'C14', 'C7', 'C2', 'C11', 'S9', 'S13', 'D11', 'S4', 'D1', 'D8', 'S8', 'H13', 'H7', 'S10', 'H10', 'C5'),
];

/** The whole game of examples/diamonds-2p.json (no Clubs choice is ever open in it). */
export const TWO_GAME: DiamondsEvent[] = [
  ...TWO_ROUND_1,
  { type: 'deal', dealer: 1, pass: 3 },
  ...plays('C1', 'C2', 'C11', 'C9', 'D4', 'D9', 'D13', 'D15', 'D10', 'D1', 'D3', 'D5', 'C6', 'C13', 'C7', 'S11', 'S8', 'S3', 'H14', 'H13'),
  { type: 'deal', dealer: 0, pass: 1 },
  ...plays('C10', 'C14', 'C15', 'H2', 'S4', 'S3', 'S14', 'S15', 'H5', 'H12', 'H7', 'H6', 'D14', 'D7', 'D15', 'D10', 'H15', 'H8', 'S10', 'S11'),
  { type: 'deal', dealer: 1, pass: 2 },
  ...plays('H6', 'H1', 'H2', 'H4', 'H8', 'D7', 'C2', 'C1', 'C10', 'C5', 'C8', 'S15', 'C9', 'D5', 'C13', 'S13', 'S3', 'S5', 'D11', 'S6'),
];

/**
 * examples/diamonds-4p-standard.json (plays written as one string per round): a whole
 * 4-player game with Clubs choices, a no-trick bonus (round 3) and a tied majority (round 4).
 */
const FOUR_RECORD_ROUNDS: { dealer?: string; pass: number; endSteal?: string; plays: string }[] = [
  {
    dealer: 'Gus',
    pass: 3,
    endSteal: 'Gus',
    plays:
      'C15>Ann C1 C13 C11 H4 H13 H15 H7 C12>Gus C6 C7 H14 S7 S14 S8 S2 C3 S13 D1 C8>Kai D9 D7 D12 D14 S15 S9 S5 S10 H2 H8 H9 H6 D15 H3 S12 D5 D8 H12 S6 C14>Gus',
  },
  {
    pass: 2,
    endSteal: 'Gus',
    plays:
      'C7 C12>Eve C2 C6 S10 C14>Kai S12 S15 C3 S5 C8>Kai D10 H4 H10 H11 H5 S4 S8 H2 S6 D6 D5 D12 H15 D3 C13>Ann D1 D8 D13 D9 H1 D15 D4 H8 D14 S14 S2 C4>Kai S9 H14',
  },
  {
    dealer: 'Eve',
    pass: 1,
    endSteal: 'Gus',
    plays:
      'C11 C14>Ann C5 C13 H11 H7 H10 H1 H8 H2 H4 D15 D12 D3 D5 D7 S4 S10 S5 S11 S3 S12 S1 D11 H9 H14 H12 S15 C7 C4 C9>Gus D9 C10>Eve S6 C1 D13 C8>Kai D2 D4 D10',
  },
  {
    pass: 1,
    endSteal: 'Kai',
    plays: 'S1 S8 S9 D8 H15 H14 H12 H6 S15 D15 S6 H3 C2 C15>Gus C7 C1 D12 D7 D4 D5 D1 D6 D11 C10>Ann H2 H8 H7 H5 S2 D3 S3 H10 C6>Eve H13 C5 C4 S7 D2 S14 D10',
  },
];

/** The state after the first `rounds` rounds of the 4-player example record. */
export function fourPlayerGame(rounds = 4): DiamondsState {
  const record = {
    game: 'diamonds',
    players: ['Ann', 'Gus', 'Kai', 'Eve'],
    variant: 'standard',
    thief: null,
    rounds: FOUR_RECORD_ROUNDS.slice(0, rounds).map((r) => ({ ...r, plays: r.plays.split(' ') })),
  };
  const read = readDiamondsRecord(record);
  if (!read.ok) throw new Error(`example record refused: ${rejectionText(read.error)}`);
  return read.state;
}
