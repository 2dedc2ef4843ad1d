/**
 * The rules of Diamonds as the app enforces them: a transcription of ../shared/rules/diamonds.md
 * (same rule ids, same **[decided]** points, the DP deck table with its note). Keep it in step
 * with that page: a table agrees to exactly what this screen shows.
 */
import type { RuleBook } from './rule-book.js';

export const diamondsRules: RuleBook = {
  id: 'diamonds',
  title: 'Diamonds',
  intro: [
    'Diamonds, by Mike Fitzgerald (Stronghold Games, 2014), as this app enforces it. Every rule has an id (D-…) that error messages and explanations cite. Where the original rules summary is silent or wrong, the app follows a decision, marked ',
    { strong: 'Decided' },
    ' below with its reason, so the table can see what it is agreeing to.',
  ],
  sections: [
    {
      title: 'Components',
      rules: [
        { id: 'D-DECK', text: ['60 cards, 4 suits (Diamonds ♦ D, Hearts ♥ H, Spades ♠ S, Clubs ♣ C), ranks 1–15, every card unique. No trumps.'] },
        {
          id: 'D-CRYSTALS',
          text: [
            'Small clear crystals are worth 1, large red crystals worth 5. Five small may be exchanged for one large (or back) at any time; this only changes denominations, never value. The app counts diamonds in units of 1 and shows a suggested set of crystals (e.g. 7 = 1 red + 2 clear). The box holds 110 clear + 25 red (235 units); the rules treat the supply as unlimited.',
          ],
          decided: 'The supply is unlimited: no source gives a supply limit.',
        },
        {
          id: 'D-ZONES',
          text: ['Each player has a ', { strong: 'Showroom' }, ' (public, in front of the vault) and a ', { strong: 'Vault' }, ' (secret).'],
        },
      ],
    },
    {
      title: 'Setup and rounds',
      rules: [
        { id: 'D-SETUP', text: ['Each player starts with 3 diamonds in the Showroom and none in the Vault.'] },
        {
          id: 'D-ROUNDS',
          text: ['Number of rounds by player count: 2 → 4, 3 → 6, 4 → 4, 5 → 5, 6 → 6 (every player deals equally often).'],
        },
        {
          id: 'D-DEALER',
          text: ['The first dealer is chosen at random (the record names them); each later round the dealer is the player to the left of the previous dealer.'],
        },
        {
          id: 'D-DEAL',
          text: ['All 60 cards are shuffled each round; 10 cards to each player; the rest are set aside unseen for that round.'],
        },
        {
          id: 'D-PASS',
          text: [
            'After looking at their hands, the dealer announces how many cards everyone passes: 1, 2 or 3 (never 0). Every player passes that many cards to the player on their left, choosing them before looking at the cards received. The app records the count, not the cards.',
          ],
        },
      ],
    },
    {
      title: 'Tricks',
      rules: [
        { id: 'D-LEAD', text: ['The player left of the dealer leads the first trick; the winner of each trick leads the next. Any card may be led.'] },
        { id: 'D-FOLLOW', text: ['In clockwise order each player plays one card, and must play a card of the led suit if they hold one.'] },
        { id: 'D-WIN', text: ['The highest rank of the led suit wins the trick. Cards of other suits never win.'] },
        {
          id: 'D-OFFSUIT',
          text: ['A player who does not follow suit may play any card, and ', { strong: 'immediately' }, ' (before the next player plays) performs the suit action of the suit they played.'],
        },
        {
          id: 'D-TAKE',
          text: ['After the last card of the trick, the winner takes the trick’s cards (face down, kept apart from the hand) and performs the suit action of the ', { strong: 'led' }, ' suit once.'],
        },
        { id: 'D-ROUND-END', text: ['A round ends when every card in hand has been played.'] },
      ],
    },
    {
      title: 'Suit actions',
      rules: [
        { id: 'D-A-DIAMOND', text: ['♦: move 1 diamond from the supply to your Vault.'] },
        { id: 'D-A-HEART', text: ['♥: move 1 diamond from the supply to your Showroom.'] },
        {
          id: 'D-A-SPADE',
          text: ['♠: move 1 diamond from your Showroom to your Vault. With an empty Showroom it has no effect.'],
          decided: 'A Spades action with an empty Showroom does nothing: no source names a substitute.',
        },
        {
          id: 'D-A-CLUB',
          text: [
            '♣: move 1 diamond from another player’s Showroom to your Showroom. The acting player chooses whom to steal from among the other players whose Showroom is not empty. With exactly one such player the choice is forced; with none the action has no effect. Vaults can never be stolen from.',
          ],
        },
      ],
    },
    {
      title: 'End of round',
      rules: [
        {
          id: 'D-MAJORITY',
          text: [
            'Each player sorts the cards in the tricks they won by suit. For each suit, the player with strictly the most cards of that suit performs that suit’s action once; on a tie for most, nobody does. A suit nobody took gives no action. Off-suit cards count for the trick’s winner, not for the player who threw them.',
          ],
        },
        { id: 'D-NOTRICK', text: ['Every player who won no trick in the round performs the ♦ action twice.'] },
        {
          id: 'D-END-ORDER',
          text: ['Majorities are resolved in the order ♦, ♥, ♠, ♣, then the no-trick bonuses in seating order starting left of the dealer.'],
          decided: 'The summary lists majorities before the no-trick bonus; the suit order follows the summary’s action list.',
        },
      ],
    },
    {
      title: 'End of game and scoring',
      rules: [
        { id: 'D-SCORE', text: ['After the last round, each diamond in a Vault scores 2 points and each diamond in a Showroom scores 1 point.'] },
        {
          id: 'D-TIE',
          text: ['The highest score wins; on a tie, the tied player with the most diamonds in the Vault wins; if still tied, they share the victory.'],
        },
      ],
    },
    {
      title: 'Variant: two players (D2)',
      rules: [
        {
          id: 'D2-TRICK',
          text: [
            'Each trick has four cards: the leader plays, the opponent plays, the leader plays a second card, the opponent plays a second card. Every card after the first must follow the led suit if the player can (D-FOLLOW applies to each card). Each off-suit card gives its player the action of its suit at once (D-OFFSUIT). The highest card of the led suit wins; the winner performs the led suit’s action once. 10 cards each → 5 tricks a round; 4 rounds.',
          ],
        },
        { id: 'D2-PASS', text: ['The pass goes to the other player.'] },
      ],
    },
    {
      title: 'Variant: teams, 4 or 6 players (DT)',
      rules: [
        {
          id: 'DT-TEAMS',
          text: ['Partners sit opposite (with seats 0..n−1, player i partners player i+n/2): 2 teams of 2 at 4 players, 3 teams of 2 at 6 players.'],
        },
        { id: 'DT-PASS', text: ['Cards are passed to the partner instead of to the left; no table talk.'] },
        {
          id: 'DT-ZONES',
          text: [
            'Each team has one Showroom and one Vault, and starts with 3 diamonds in the Showroom. All actions of a team member act on the team’s zones; ♣ steals from another team’s Showroom.',
          ],
          decided: 'A team starts with 3 diamonds in its Showroom: one vault’s worth of setup per team.',
        },
        { id: 'DT-MAJORITY', text: ['At round end partners combine their won cards; majorities are decided per team.'] },
        {
          id: 'DT-NOTRICK',
          text: ['If at least one member of a team won no trick, the team performs the ♦ action twice (once per team, even if both members won nothing).'],
          decided: 'Twice per team, not per member: the summary says “the team may take 2 ♦ actions”.',
        },
        { id: 'DT-SCORE', text: ['Teams are scored and ranked like players (D-SCORE, D-TIE).'] },
      ],
    },
    {
      title: 'Variant: all cards known (“Perfect Diamonds”), 2–5 players (DP)',
      intro: ['Every card of a reduced deck is dealt, so every card is played and can be counted.'],
      rules: [],
      table: {
        caption: 'Deck and hand by player count (DP)',
        head: ['Players', 'Deck used', 'Hand'],
        rows: [
          ['5', 'all 60 cards', '12'],
          ['4', 'remove ranks 13–15 (48 cards)', '12'],
          ['3', 'remove ranks 10–15 (36 cards)', '12'],
          ['2', 'keep ranks 1–8 (32 cards)', '16 (8 tricks of four, D2-TRICK)'],
        ],
      },
      decided:
        'The summary’s table says “4 players: remove 13–15, 13 cards each” and “2 players: remove 9–12, 16 cards each”; both are arithmetically impossible (48 cards cannot give 13 each; removing 9–12 leaves 44 cards). The app’s DP table keeps the hand sizes consistent with the deck.',
      short: 'DP deck table',
    },
    {
      title: 'Optional rule: the thief token (second edition, DX)',
      rules: [
        {
          id: 'DX-THIEF',
          text: [
            'With this option, a ♣ action always steals from the Showroom of the player holding the thief token (no choice), and then the token passes to the left. If the actor holds the token, or the holder’s Showroom is empty, nothing is stolen, and the token still passes left. The record names the first holder.',
          ],
        },
      ],
    },
    {
      title: 'What the app can and cannot check at a real table',
      intro: [
        'Hands are never entered, so D-FOLLOW cannot be checked at the moment of a play. It can be proven later: hands are fixed once passing is over, so if a player failed to follow suit X and later in the same round plays any card of suit X, they held that card at the earlier trick — a ',
        { strong: 'revoke' },
        ', proven at the later play. Every revoke is therefore detected by the end of the round at the latest. The app flags a revoke as soon as it is proven, names the trick where it happened, and lets the table rewind to it. It also refuses a card that is not in the deck of the variant, a card already played this round, a play out of turn, a pass count outside 1–3, and a steal from a player who is not a legal victim.',
      ],
      rules: [],
    },
  ],
};
