/** 日本語: the live table (src/components/live/, src/live/). */
import { str, type TemplateMap } from '@lit/localize';

export const live: TemplateMap = {
  'shell.title.live': 'ライブテーブル',
  'live.share': 'このテーブルを共有',
  'live.share.what': 'テーブルのほかのスマートフォンがゲームをライブで追い、自分のカードを記録できます。',
  'live.share.qr': 'このテーブルへのリンクの QR コード',
  'live.share.copy': 'リンクをコピー',
  'live.share.copied': 'コピーしました',
  'live.share.who': 'このリンクを持つ人は誰でもゲームを見て、起きたことを提案できます。記録するのはこのスマートフォンだけです。',
  'live.host': 'このテーブルのホストです',
  'live.follower': 'ホストのゲームを追っています',
  'live.status.live': str`ライブ · テーブルに ${0} 台`,
  'live.status.offline': 'オフライン：変更はこのスマートフォンで待ち、戻ったときに送られます',
  'live.status.connecting': 'テーブルに接続しています…',
  'live.seat': 'あなたの席',
  'live.seat.none': '未選択',
  'live.seat.honest':
    '席を選ぶと、このスマートフォンはあなたの金庫だけを表示し、ほかの人の金庫は表示しません。これは画面から隠すだけで、暗号による保護ではありません。テーブルのどのスマートフォンでも、すべての金庫を計算できます。',
  'live.follower.undo': '元に戻す・やり直しはホストが行います。',
  'live.take-over': 'ホストを引き継ぐ',
  'live.take-over.confirm':
    'ホストを引き継ぎますか？ホストのスマートフォンが使えなくなったときに使ってください。このスマートフォンがゲームを記録し、ほかの人に答えるようになります。ホストが戻ったら、このスマートフォンに従います。',
  'live.join.bad-relay': 'このリンクには、このアプリが使えるリレー（ws:// または wss://）がありません。',
  'live.join.mine': 'このスマートフォンには同じ ID の自分のゲームがあるため、そのままにしました。',
  'live.join.invalid': 'ホストのゲームを確認できなかったため、保存しませんでした。',
  'live.join.offline': 'テーブルに接続できません。このスマートフォンが同じネットワークにあるか確認してください。接続を試し続けます。',
  'live.join.waiting': '接続しました。ホストのゲームを待っています…',
  'live.join.connecting': 'テーブルに参加しています…',
  'live.unreachable.offline': 'このスマートフォンはテーブルに接続していません',
  'live.unreachable.no-answer': 'ホストが応答しませんでした',
  'live.unreachable.refused': 'ホストが断りました（同時のタップが多すぎます）',
};
