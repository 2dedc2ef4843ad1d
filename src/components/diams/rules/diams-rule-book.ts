/**
 * The rules of Diam's as the app enforces them, in the rules screen's book shape
 * (../../rules-screen/rule-book.ts): a transcription of docs/rules/diams.md with the same rule
 * ids, every **[decided]** point, and both readings of the hand-bonus tie with their sources. Keep
 * it in step with that page: a table agrees to exactly what this shows. Every field is a getter,
 * so the book reads in whatever language is current when it is rendered (`**…**` marks bold words).
 */
import { msg } from '@lit/localize';
import { rule, type RuleBook, type RuleSection } from '../../rules-screen/rule-book';
import { inlineOf } from '../../../i18n/inline';

function sections(): RuleSection[] {
  return [
    {
      title: msg('Components', { id: 'rules.s.components' }),
      rules: [
        rule(
          'M-QUALITY',
          msg('Diamond cards have a quality (a colour) from 1 to 10. Some carry a magnifying glass: **exceptional purity**.', { id: 'rules.M-QUALITY' }),
        ),
        rule('M-SPECIAL', msg('3 special cards and 1 closing card.', { id: 'rules.M-SPECIAL' })),
        rule('M-SECRET', msg('Hands and safes are secret; the market is public, face up.', { id: 'rules.M-SECRET' })),
      ],
    },
    {
      title: msg('The rules card', { id: 'rules.diams.s.card' }),
      rules: [
        rule(
          'M-CARD-VALUES',
          msg(
            'The points of a collection of 3, 4 and 5 diamonds of each quality are printed on the cards of the game, and no public copy exists. The app knows only quality 1 × 3 = 4 and quality 2 × 3 = 5, and that **quality 7 is the most valuable**, not 10. Your table fills in the rest once (and can share the card as a file); a collection whose value is still unknown is never guessed: scoring stops and names the entry to fill in.',
            { id: 'rules.M-CARD-VALUES' },
          ),
        ),
        rule(
          'M-CARD-DECK',
          msg('Optional: how many cards of each quality exist and how many carry the magnifier. When given, no round may use more copies than exist.', {
            id: 'rules.M-CARD-DECK',
          }),
        ),
      ],
    },
    {
      title: msg('A turn', { id: 'rules.diams.s.turn' }),
      rules: [
        rule('M-DRAW', msg('Draw 1 card into your hand, or 2 cards face up into the market.', { id: 'rules.M-DRAW' })),
        rule(
          'M-MARKET',
          msg(
            'Put a card from your hand into the market, then take every market card of its quality (M-SAME), or other market cards whose qualities add up exactly to it (M-SUM), or nothing (M-EMPTY).',
            { id: 'rules.M-MARKET' },
          ),
        ),
        rule(
          'M-SECURE',
          msg(
            'Or move cards from your hand into your safe: at least one new collection (3 or more diamonds of a quality not yet in the safe), possibly with diamonds added to collections already there. A collection never exceeds 5 diamonds; a safe holds at most one collection of each quality. Securing ends the turn.',
            { id: 'rules.M-SECURE' },
          ),
          msg('Adding diamonds is the only way to grow a collection, so a safe never holds two collections of one quality.', {
            id: 'rules.M-SECURE.decided',
          }),
        ),
        rule(
          'M-SPECIALS',
          msg(
            'Or play a special card: Compulsory sale (the power all three share), Armored convoy, Safe cracker (a collection reduced below 3 scores 0) or Sleight of hand.',
            { id: 'rules.M-SPECIALS' },
          ),
        ),
        rule(
          'M-LIMIT',
          msg('At the end of a turn, a hand of more than 5 cards goes down to 5: surplus diamonds to the market, surplus special cards discarded.', {
            id: 'rules.M-LIMIT',
          }),
        ),
        rule(
          'M-REFILL',
          msg('If the market becomes empty, 3 cards are drawn from the deck into it.', { id: 'rules.M-REFILL' }),
          msg('The Board Game Arena behaviour players describe; not confirmed in print.', { id: 'rules.M-REFILL.decided' }),
        ),
        rule('M-START', msg('Each player starts a round with 3 cards in hand.', { id: 'rules.M-START' })),
      ],
    },
    {
      title: msg('End of a round', { id: 'rules.diams.s.round-end' }),
      rules: [
        rule(
          'M-CLOSING',
          msg(
            'Drawing the closing card starts the last turns: that player finishes the turn, then every other player has one last turn. In a two-card draw it is set aside and replaced.',
            { id: 'rules.M-CLOSING' },
          ),
        ),
        rule(
          'M-CLOSING-POS',
          msg('The closing card is shuffled among the last 15 cards with 2–3 players, the last 5 with 4–5 (option “deterministic”: it is the last card).', {
            id: 'rules.M-CLOSING-POS',
          }),
        ),
        rule('M-ROUND-SCORE', msg('Every collection in the safe scores by the rules card; 2 diamonds or fewer score 0.', { id: 'rules.M-ROUND-SCORE' })),
        rule(
          'M-PURITY',
          msg('The most exceptional-purity diamonds in a safe: +5; several tied for most: +2 each. A player with none cannot win it.', {
            id: 'rules.M-PURITY',
          }),
        ),
        rule(
          'M-HAND',
          msg(
            'The highest sum of the qualities still in hand (special cards count 0): +3. An empty hand never wins it. A tie has two readings, both shown below; the table chooses when it starts a game.',
            { id: 'rules.M-HAND' },
          ),
        ),
        rule(
          'M-CHIPS',
          msg('Round scores are ranked: victory chips 4, 3, 2, 1 and 0 from first to fifth place.', { id: 'rules.M-CHIPS' }),
          msg(
            'Tied players share the higher place (standard competition ranking): two tied first both gain 4, the next gains 2. No source covers round ties.',
            { id: 'rules.M-CHIPS.decided' },
          ),
        ),
      ],
    },
    {
      title: msg('The hand bonus on a tie (M-HAND)', { id: 'rules.diams.s.hand-tie' }),
      rules: [],
      table: {
        caption: msg('Two readings of a tie for the highest hand', { id: 'rules.M-HAND.caption' }),
        head: [msg('Option', { id: 'rules.M-HAND.option' }), msg('On a tie', { id: 'rules.M-HAND.on-tie' }), msg('Source', { id: 'rules.M-HAND.source' })],
        rows: [
          [
            msg('“none” (default)', { id: 'rules.M-HAND.none' }),
            msg('Nobody gains the 3 points.', { id: 'rules.M-HAND.none.effect' }),
            msg("The seed rules: a Japanese guide to Board Game Arena's version, the app's original summary.", { id: 'rules.M-HAND.none.source' }),
          ],
          [
            msg('“all”', { id: 'rules.M-HAND.all' }),
            msg('Each tied player gains 3 points.', { id: 'rules.M-HAND.all.effect' }),
            msg("Board Game Arena's English help for Diam's: “tie or no tie”.", { id: 'rules.M-HAND.all.source' }),
          ],
        ],
      },
    },
    {
      title: msg('End of the game', { id: 'rules.diams.s.game-end' }),
      rules: [
        rule('M-GAME', msg('3 rounds (standard), or 1 round (“quick game”).', { id: 'rules.M-GAME' })),
        rule(
          'M-WIN',
          msg(
            'The most victory chips wins; on a tie, the tied player who placed first in round 2 wins; otherwise they share the victory. Option “points”: the most total points wins instead — the seed’s own reading, which its source later corrected to chips, so chips are the default.',
            { id: 'rules.M-WIN' },
          ),
        ),
      ],
    },
  ];
}

export const diamsRuleBook: RuleBook = {
  id: 'diams',
  get title() {
    return msg("Diam's", { id: 'game.diams' });
  },
  get intro() {
    return inlineOf(
      msg(
        "Diam's, by Lionel Borg (Les XII Singes, 2011), 2 to 5 players, as this app scores it. Hands and safes are secret, so the app does not follow the cards turn by turn: after each round every player reports a **round sheet** (the collections in their safe and the qualities still in hand), which the app checks and scores. Where no source settles a point the app follows a decision, marked **Decided** with its reason.",
        { id: 'rules.diams.intro' },
      ),
    );
  },
  get sections() {
    return sections();
  },
};
