/**
 * The rules of Diam's as the app enforces them, in the rules screen's book shape
 * (../../rules-screen/rule-book.ts): a transcription of ../shared/rules/diams.md with the same rule
 * ids, every **[decided]** point, and both readings of the hand-bonus tie with their sources. Keep
 * it in step with that page: a table agrees to exactly what this shows.
 */
import type { RuleBook } from '../../rules-screen/rule-book.js';

export const diamsRuleBook: RuleBook = {
  id: 'diams',
  title: "Diam's",
  intro: [
    "Diam's, by Lionel Borg (Les XII Singes, 2011), 2 to 5 players, as this app scores it. Hands and safes are secret, so the app does not follow the cards turn by turn: after each round every player reports a ",
    { strong: 'round sheet' },
    ' (the collections in their safe and the qualities still in hand), which the app checks and scores. Where no source settles a point the app follows a decision, marked ',
    { strong: 'Decided' },
    ' with its reason.',
  ],
  sections: [
    {
      title: 'Components',
      rules: [
        {
          id: 'M-QUALITY',
          text: ['Diamond cards have a quality (a colour) from 1 to 10. Some carry a magnifying glass: ', { strong: 'exceptional purity' }, '.'],
        },
        { id: 'M-SPECIAL', text: ['3 special cards and 1 closing card.'] },
        { id: 'M-SECRET', text: ['Hands and safes are secret; the market is public, face up.'] },
      ],
    },
    {
      title: 'The rules card',
      rules: [
        {
          id: 'M-CARD-VALUES',
          text: [
            'The points of a collection of 3, 4 and 5 diamonds of each quality are printed on the cards of the game, and no public copy exists. The app knows only quality 1 × 3 = 4 and quality 2 × 3 = 5, and that ',
            { strong: 'quality 7 is the most valuable' },
            ', not 10. Your table fills in the rest once (and can share the card as a file); a collection whose value is still unknown is never guessed: scoring stops and names the entry to fill in.',
          ],
        },
        {
          id: 'M-CARD-DECK',
          text: ['Optional: how many cards of each quality exist and how many carry the magnifier. When given, no round may use more copies than exist.'],
        },
      ],
    },
    {
      title: 'A turn',
      rules: [
        { id: 'M-DRAW', text: ['Draw 1 card into your hand, or 2 cards face up into the market.'] },
        {
          id: 'M-MARKET',
          text: [
            'Put a card from your hand into the market, then take every market card of its quality (M-SAME), or other market cards whose qualities add up exactly to it (M-SUM), or nothing (M-EMPTY).',
          ],
        },
        {
          id: 'M-SECURE',
          text: [
            'Or move cards from your hand into your safe: at least one new collection (3 or more diamonds of a quality not yet in the safe), possibly with diamonds added to collections already there. A collection never exceeds 5 diamonds; a safe holds at most one collection of each quality. Securing ends the turn.',
          ],
          decided: 'Adding diamonds is the only way to grow a collection, so a safe never holds two collections of one quality.',
        },
        {
          id: 'M-SPECIALS',
          text: [
            'Or play a special card: Compulsory sale (the power all three share), Armored convoy, Safe cracker (a collection reduced below 3 scores 0) or Sleight of hand.',
          ],
        },
        { id: 'M-LIMIT', text: ['At the end of a turn, a hand of more than 5 cards goes down to 5: surplus diamonds to the market, surplus special cards discarded.'] },
        {
          id: 'M-REFILL',
          text: ['If the market becomes empty, 3 cards are drawn from the deck into it.'],
          decided: 'The Board Game Arena behaviour players describe; not confirmed in print.',
        },
        { id: 'M-START', text: ['Each player starts a round with 3 cards in hand.'] },
      ],
    },
    {
      title: 'End of a round',
      rules: [
        {
          id: 'M-CLOSING',
          text: ['Drawing the closing card starts the last turns: that player finishes the turn, then every other player has one last turn. In a two-card draw it is set aside and replaced.'],
        },
        {
          id: 'M-CLOSING-POS',
          text: ['The closing card is shuffled among the last 15 cards with 2–3 players, the last 5 with 4–5 (option “deterministic”: it is the last card).'],
        },
        { id: 'M-ROUND-SCORE', text: ['Every collection in the safe scores by the rules card; 2 diamonds or fewer score 0.'] },
        {
          id: 'M-PURITY',
          text: ['The most exceptional-purity diamonds in a safe: +5; several tied for most: +2 each. A player with none cannot win it.'],
        },
        {
          id: 'M-HAND',
          text: [
            'The highest sum of the qualities still in hand (special cards count 0): +3. An empty hand never wins it. A tie has two readings, both shown below; the table chooses when it starts a game.',
          ],
        },
        {
          id: 'M-CHIPS',
          text: ['Round scores are ranked: victory chips 4, 3, 2, 1 and 0 from first to fifth place.'],
          decided: 'Tied players share the higher place (standard competition ranking): two tied first both gain 4, the next gains 2. No source covers round ties.',
        },
      ],
    },
    {
      title: 'The hand bonus on a tie (M-HAND)',
      rules: [],
      table: {
        caption: 'Two readings of a tie for the highest hand',
        head: ['Option', 'On a tie', 'Source'],
        rows: [
          ['“none” (default)', 'Nobody gains the 3 points.', "The seed rules: a Japanese guide to Board Game Arena's version, the app's original summary."],
          ['“all”', 'Each tied player gains 3 points.', "Board Game Arena's English help for Diam's: “tie or no tie”."],
        ],
      },
    },
    {
      title: 'End of the game',
      rules: [
        { id: 'M-GAME', text: ['3 rounds (standard), or 1 round (“quick game”).'] },
        {
          id: 'M-WIN',
          text: [
            'The most victory chips wins; on a tie, the tied player who placed first in round 2 wins; otherwise they share the victory. Option “points”: the most total points wins instead — the seed’s own reading, which its source later corrected to chips, so chips are the default.',
          ],
        },
      ],
    },
  ],
};
