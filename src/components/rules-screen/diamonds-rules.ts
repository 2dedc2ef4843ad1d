/**
 * The rules of Diamonds as the app enforces them, in the rules screen's book shape
 * (src/components/rules-screen/rule-book.ts), in the current language: docs/rules/diamonds.md
 * with the same rule ids, every **[decided]** point and the DP deck table with its note. Every
 * field is a getter, so the book reads in whatever language is current when it is rendered.
 * Keep it in step with that page: a table agrees to exactly what this screen shows.
 */
import { msg } from '@lit/localize';
import { rule, type RuleBook, type RuleSection } from './rule-book';
import { inlineOf } from '../../i18n/inline';

function sections(): RuleSection[] {
  return [
    {
      title: msg('Components', { id: 'rules.s.components' }),
      rules: [
        rule(
          'D-DECK',
          msg('60 cards, 4 suits (Diamonds ♦ D, Hearts ♥ H, Spades ♠ S, Clubs ♣ C), ranks 1–15, every card unique. No trumps.', { id: 'rules.D-DECK' }),
        ),
        rule(
          'D-CRYSTALS',
          msg(
            'Small clear crystals are worth 1, large red crystals worth 5. Five small may be exchanged for one large (or back) at any time; this only changes denominations, never value. The app counts diamonds in units of 1 and shows a suggested set of crystals (e.g. 7 = 1 red + 2 clear). The box holds 110 clear + 25 red (235 units); the rules treat the supply as unlimited.',
            { id: 'rules.D-CRYSTALS' },
          ),
          msg('The supply is unlimited: no source gives a supply limit.', { id: 'rules.D-CRYSTALS.decided' }),
        ),
        rule('D-ZONES', msg('Each player has a **Showroom** (public, in front of the vault) and a **Vault** (secret).', { id: 'rules.D-ZONES' })),
      ],
    },
    {
      title: msg('Setup and rounds', { id: 'rules.diamonds.s.setup' }),
      rules: [
        rule('D-SETUP', msg('Each player starts with 3 diamonds in the Showroom and none in the Vault.', { id: 'rules.D-SETUP' })),
        rule(
          'D-ROUNDS',
          msg('Number of rounds by player count: 2 → 4, 3 → 6, 4 → 4, 5 → 5, 6 → 6 (every player deals equally often).', { id: 'rules.D-ROUNDS' }),
        ),
        rule(
          'D-DEALER',
          msg('The first dealer is chosen at random (the record names them); each later round the dealer is the player to the left of the previous dealer.', {
            id: 'rules.D-DEALER',
          }),
        ),
        rule(
          'D-DEAL',
          msg('All 60 cards are shuffled each round; 10 cards to each player; the rest are set aside unseen for that round.', { id: 'rules.D-DEAL' }),
        ),
        rule(
          'D-PASS',
          msg(
            'After looking at their hands, the dealer announces how many cards everyone passes: 1, 2 or 3 (never 0). Every player passes that many cards to the player on their left, choosing them before looking at the cards received. The app records the count, not the cards.',
            { id: 'rules.D-PASS' },
          ),
        ),
      ],
    },
    {
      title: msg('Tricks', { id: 'rules.diamonds.s.tricks' }),
      rules: [
        rule(
          'D-LEAD',
          msg('The player left of the dealer leads the first trick; the winner of each trick leads the next. Any card may be led.', { id: 'rules.D-LEAD' }),
        ),
        rule(
          'D-FOLLOW',
          msg('In clockwise order each player plays one card, and must play a card of the led suit if they hold one.', { id: 'rules.D-FOLLOW' }),
        ),
        rule('D-WIN', msg('The highest rank of the led suit wins the trick. Cards of other suits never win.', { id: 'rules.D-WIN' })),
        rule(
          'D-OFFSUIT',
          msg(
            'A player who does not follow suit may play any card, and **immediately** (before the next player plays) performs the suit action of the suit they played.',
            { id: 'rules.D-OFFSUIT' },
          ),
        ),
        rule(
          'D-TAKE',
          msg(
            'After the last card of the trick, the winner takes the trick’s cards (face down, kept apart from the hand) and performs the suit action of the **led** suit once.',
            { id: 'rules.D-TAKE' },
          ),
        ),
        rule('D-ROUND-END', msg('A round ends when every card in hand has been played.', { id: 'rules.D-ROUND-END' })),
      ],
    },
    {
      title: msg('Suit actions', { id: 'rules.diamonds.s.actions' }),
      rules: [
        rule('D-A-DIAMOND', msg('♦: move 1 diamond from the supply to your Vault.', { id: 'rules.D-A-DIAMOND' })),
        rule('D-A-HEART', msg('♥: move 1 diamond from the supply to your Showroom.', { id: 'rules.D-A-HEART' })),
        rule(
          'D-A-SPADE',
          msg('♠: move 1 diamond from your Showroom to your Vault. With an empty Showroom it has no effect.', { id: 'rules.D-A-SPADE' }),
          msg('A Spades action with an empty Showroom does nothing: no source names a substitute.', { id: 'rules.D-A-SPADE.decided' }),
        ),
        rule(
          'D-A-CLUB',
          msg(
            '♣: move 1 diamond from another player’s Showroom to your Showroom. The acting player chooses whom to steal from among the other players whose Showroom is not empty. With exactly one such player the choice is forced; with none the action has no effect. Vaults can never be stolen from.',
            { id: 'rules.D-A-CLUB' },
          ),
        ),
      ],
    },
    {
      title: msg('End of round', { id: 'rules.diamonds.s.round-end' }),
      rules: [
        rule(
          'D-MAJORITY',
          msg(
            'Each player sorts the cards in the tricks they won by suit. For each suit, the player with strictly the most cards of that suit performs that suit’s action once; on a tie for most, nobody does. A suit nobody took gives no action. Off-suit cards count for the trick’s winner, not for the player who threw them.',
            { id: 'rules.D-MAJORITY' },
          ),
        ),
        rule('D-NOTRICK', msg('Every player who won no trick in the round performs the ♦ action twice.', { id: 'rules.D-NOTRICK' })),
        rule(
          'D-END-ORDER',
          msg('Majorities are resolved in the order ♦, ♥, ♠, ♣, then the no-trick bonuses in seating order starting left of the dealer.', {
            id: 'rules.D-END-ORDER',
          }),
          msg('The summary lists majorities before the no-trick bonus; the suit order follows the summary’s action list.', {
            id: 'rules.D-END-ORDER.decided',
          }),
        ),
      ],
    },
    {
      title: msg('End of game and scoring', { id: 'rules.diamonds.s.scoring' }),
      rules: [
        rule(
          'D-SCORE',
          msg('After the last round, each diamond in a Vault scores 2 points and each diamond in a Showroom scores 1 point.', { id: 'rules.D-SCORE' }),
        ),
        rule(
          'D-TIE',
          msg('The highest score wins; on a tie, the tied player with the most diamonds in the Vault wins; if still tied, they share the victory.', {
            id: 'rules.D-TIE',
          }),
        ),
      ],
    },
    {
      title: msg('Variant: two players (D2)', { id: 'rules.diamonds.s.two' }),
      rules: [
        rule(
          'D2-TRICK',
          msg(
            'Each trick has four cards: the leader plays, the opponent plays, the leader plays a second card, the opponent plays a second card. Every card after the first must follow the led suit if the player can (D-FOLLOW applies to each card). Each off-suit card gives its player the action of its suit at once (D-OFFSUIT). The highest card of the led suit wins; the winner performs the led suit’s action once. 10 cards each → 5 tricks a round; 4 rounds.',
            { id: 'rules.D2-TRICK' },
          ),
        ),
        rule('D2-PASS', msg('The pass goes to the other player.', { id: 'rules.D2-PASS' })),
      ],
    },
    {
      title: msg('Variant: teams, 4 or 6 players (DT)', { id: 'rules.diamonds.s.teams' }),
      rules: [
        rule(
          'DT-TEAMS',
          msg('Partners sit opposite (with seats 0..n−1, player i partners player i+n/2): 2 teams of 2 at 4 players, 3 teams of 2 at 6 players.', {
            id: 'rules.DT-TEAMS',
          }),
        ),
        rule('DT-PASS', msg('Cards are passed to the partner instead of to the left; no table talk.', { id: 'rules.DT-PASS' })),
        rule(
          'DT-ZONES',
          msg(
            'Each team has one Showroom and one Vault, and starts with 3 diamonds in the Showroom. All actions of a team member act on the team’s zones; ♣ steals from another team’s Showroom.',
            { id: 'rules.DT-ZONES' },
          ),
          msg('A team starts with 3 diamonds in its Showroom: one vault’s worth of setup per team.', { id: 'rules.DT-ZONES.decided' }),
        ),
        rule('DT-MAJORITY', msg('At round end partners combine their won cards; majorities are decided per team.', { id: 'rules.DT-MAJORITY' })),
        rule(
          'DT-NOTRICK',
          msg('If at least one member of a team won no trick, the team performs the ♦ action twice (once per team, even if both members won nothing).', {
            id: 'rules.DT-NOTRICK',
          }),
          msg('Twice per team, not per member: the summary says “the team may take 2 ♦ actions”.', { id: 'rules.DT-NOTRICK.decided' }),
        ),
        rule('DT-SCORE', msg('Teams are scored and ranked like players (D-SCORE, D-TIE).', { id: 'rules.DT-SCORE' })),
      ],
    },
    {
      title: msg('Variant: all cards known (“Perfect Diamonds”), 2–5 players (DP)', { id: 'rules.diamonds.s.perfect' }),
      intro: inlineOf(msg('Every card of a reduced deck is dealt, so every card is played and can be counted.', { id: 'rules.DP.intro' })),
      rules: [],
      table: {
        caption: msg('Deck and hand by player count (DP)', { id: 'rules.DP.caption' }),
        head: [msg('Players', { id: 'rules.DP.players' }), msg('Deck used', { id: 'rules.DP.deck' }), msg('Hand', { id: 'rules.DP.hand' })],
        rows: [
          ['5', msg('all 60 cards', { id: 'rules.DP.deck5' }), '12'],
          ['4', msg('remove ranks 13–15 (48 cards)', { id: 'rules.DP.deck4' }), '12'],
          ['3', msg('remove ranks 10–15 (36 cards)', { id: 'rules.DP.deck3' }), '12'],
          ['2', msg('keep ranks 1–8 (32 cards)', { id: 'rules.DP.deck2' }), msg('16 (8 tricks of four, D2-TRICK)', { id: 'rules.DP.hand2' })],
        ],
      },
      decided: msg(
        'The summary’s table says “4 players: remove 13–15, 13 cards each” and “2 players: remove 9–12, 16 cards each”; both are arithmetically impossible (48 cards cannot give 13 each; removing 9–12 leaves 44 cards). The app’s DP table keeps the hand sizes consistent with the deck.',
        { id: 'rules.DP.decided' },
      ),
      short: msg('DP deck table', { id: 'rules.DP.short' }),
    },
    {
      title: msg('Optional rule: the thief token (second edition, DX)', { id: 'rules.diamonds.s.thief' }),
      rules: [
        rule(
          'DX-THIEF',
          msg(
            'With this option, a ♣ action always steals from the Showroom of the player holding the thief token (no choice), and then the token passes to the left. If the actor holds the token, or the holder’s Showroom is empty, nothing is stolen, and the token still passes left. The record names the first holder.',
            { id: 'rules.DX-THIEF' },
          ),
        ),
      ],
    },
    {
      title: msg('What the app can and cannot check at a real table', { id: 'rules.diamonds.s.table' }),
      intro: inlineOf(
        msg(
          'Hands are never entered, so D-FOLLOW cannot be checked at the moment of a play. It can be proven later: hands are fixed once passing is over, so if a player failed to follow suit X and later in the same round plays any card of suit X, they held that card at the earlier trick — a **revoke**, proven at the later play. Every revoke is therefore detected by the end of the round at the latest. The app flags a revoke as soon as it is proven, names the trick where it happened, and lets the table rewind to it. It also refuses a card that is not in the deck of the variant, a card already played this round, a play out of turn, a pass count outside 1–3, and a steal from a player who is not a legal victim.',
          { id: 'rules.diamonds.table' },
        ),
      ),
      rules: [
        rule(
          'D-REVOKE',
          msg(
            'A revoke that really happened may instead be **kept as played**, the table’s call: the card that proves it is recorded with that call, and one Undo takes both back. The rules summary names no penalty for a revoke: it only says that a player must follow suit.',
            { id: 'rules.D-REVOKE' },
          ),
          msg(
            'A kept revoke has no penalty in the app: every card, trick and diamond stays as played, and the table settles any penalty of its own by counting the zones between rounds. It covers that player’s failures to follow that suit before the card that proved it, so their later cards of the suit are taken as they come; a failure to follow that suit after that card is a new revoke, flagged like any other.',
            { id: 'rules.D-REVOKE.decided' },
          ),
        ),
      ],
    },
  ];
}

export const diamondsRules: RuleBook = {
  id: 'diamonds',
  get title() {
    return msg('Diamonds', { id: 'game.diamonds' });
  },
  get intro() {
    return inlineOf(
      msg(
        'Diamonds, by Mike Fitzgerald (Stronghold Games, 2014), as this app enforces it. Every rule has an id (D-…) that error messages and explanations cite. Where the original rules summary is silent or wrong, the app follows a decision, marked **Decided** below with its reason, so the table can see what it is agreeing to.',
        { id: 'rules.diamonds.intro' },
      ),
    );
  },
  get sections() {
    return sections();
  },
};
