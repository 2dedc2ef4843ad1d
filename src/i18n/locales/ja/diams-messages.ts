/** 日本語: the words of src/i18n/diams-messages.ts. */
import { str, type TemplateMap } from '@lit/localize';

export const diamsMessages: TemplateMap = {
  // The rules card's values and deck
  'rule.format.card.values': str`"values"（ルールカード、M-CARD-VALUES）は品質 "1"〜"10" をキーにしたオブジェクトでなければなりませんが、${0}です。`,
  'rule.format.card.values-entry': str`"values" に項目 ${0} があります：ルールカードにあるのは品質 "1"〜"10" だけです（M-CARD-VALUES）。`,
  'rule.format.card.values-missing': str`"values" に品質${0}の項目がありません：3、4、5枚の値を書き、わからない値は null にしてください（M-CARD-VALUES）。`,
  'rule.format.card.values-row': str`品質${0}の "values" は3項目のリスト（3、4、5枚の点数）でなければなりませんが、${1}です（M-CARD-VALUES）。`,
  'rule.format.card.values-row-length': str`品質${0}の "values" は3項目のリスト（3、4、5枚の点数）でなければなりませんが、${1}項目のリストです（M-CARD-VALUES）。`,
  'rule.format.card.values-value': str`品質${1}・${0}枚の "values" は0〜${2}の整数か null でなければなりませんが、${3}です（M-CARD-VALUES）。`,
  'rule.format.card.deck': str`"deck"（M-CARD-DECK）は品質 "1"〜"10" をキーにしたオブジェクトでなければなりませんが、${0}です。`,
  'rule.format.card.deck-entry': str`"deck" に項目 ${0} があります：山札にあるのは品質 "1"〜"10" だけです（M-CARD-DECK）。`,
  'rule.format.card.deck-quality': str`品質${0}の "deck" はオブジェクト {"cards": n, "pure": n} でなければなりませんが、${1}です（M-CARD-DECK）。`,
  'rule.format.card.deck-field': str`品質${0}の "deck" に不明な項目 ${1} があります："cards" と "pure" だけです（M-CARD-DECK）。`,
  'rule.format.card.deck-cards': str`品質${0}の "deck"："cards" は0〜${1}の整数でなければなりませんが、${2}です（M-CARD-DECK）。`,
  'rule.format.card.deck-pure': str`品質${0}の "deck"："pure" は0〜"cards"（${1}）の整数でなければなりませんが、${2}です（M-CARD-DECK）。`,
  'rule.M-QUALITY.none': str`品質${0}のダイヤはありません：品質は1〜10です（M-QUALITY）。`,
  'rule.M-SECURE.too-big': str`ダイヤ${0}個のコレクションはありえません：コレクションは最大${1}個です（M-SECURE）。`,
  'rule.M-CARD-VALUES.missing': str`ルールカードに品質${1}・${0}個の値がありません：ルールカードに入力してください（M-CARD-VALUES）。`,
  'rule.M-CARD-VALUES.priced': str`ルールカードが値を決めるのは品質1〜10のダイヤ3個、4個、5個のコレクションで、品質${1}の${0}個ではありません（M-CARD-VALUES）。`,
  'rule.M-CARD-VALUES.value': str`コレクションの値は0〜${0}の整数で、${1}ではありません（M-CARD-VALUES）。`,
  'rule.M-CARD-DECK.cards': str`シートでは品質${1}のダイヤを${0}個使っています（金庫と手札の合計）が、山札には${2}枚しかありません（M-CARD-DECK）。`,
  'rule.M-CARD-DECK.pure': str`金庫には品質${1}の特別な純度のダイヤが${0}個ありますが、山札で虫眼鏡があるのは${2}枚だけです（M-CARD-DECK）。`,
  'rule.M-GAME.over.one': str`ゲームは終了しています：全${0}ラウンドです（M-GAME）。`,
  'rule.M-GAME.over': str`ゲームは終了しています：全${0}ラウンドです（M-GAME）。`,
  'rule.format.diams-event': 'ディアムスのイベントは1ラウンド分のシートです：{"type": "round", "sheets": [プレイヤーごとに1枚]}。',
  'rule.format.card-file.object': str`ルールカードのファイルは JSON オブジェクトでなければなりませんが、これは${0}です。`,
  'rule.format.card-file.game': str`ディアムスのルールカードのファイルではありません："game" は "${0}" でなければなりませんが、${1}です。`,
  'rule.format.card-file.field': str`ルールカードのファイルに不明な項目 ${0} があります。`,
  'rule.format.card-file.size': 'このファイルはルールカードにしては大きすぎます（ルールカードは1KB未満です）。',
  'rule.format.card-file.json': 'このファイルはルールカードではありません：正しい JSON ではありません。',
};
