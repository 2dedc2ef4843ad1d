/** 日本語: the shell, home, settings, about, the toast, and the names shared by every screen. */
import { str, type TemplateMap } from '@lit/localize';

export const app: TemplateMap = {
  // Games and cards
  'game.diamonds': 'ダイヤモンズ',
  'game.diams': 'ディアムス',
  'games.diamonds.credit': 'Mike Fitzgerald、Stronghold Games 2014 · 2〜6人',
  'games.diamonds.summary':
    'トリックテイキングゲームです。配札、カードの受け渡し、プレイされたすべてのカードを記録し、マストフォローを確認し、各スートのアクションを実行して、ショールームと金庫のダイヤモンドの数を管理します。バリアント：2人プレイ、2人1組のチーム戦（4人または6人）、全カード公開（2〜5人）。',
  'games.diams.credit': 'Lionel Borg、Les XII Singes 2011 · ラウンドシート',
  'games.diams.summary':
    'セットコレクションゲームです。各ラウンドの終わりに各プレイヤーの金庫と手札を記録し、皆さんのルールカードの価値でコレクションを計算し、純度ボーナスと手札ボーナスを加えて、そのラウンドの勝利チップを配ります。',
  'suit.D': 'ダイヤ',
  'suit.H': 'ハート',
  'suit.S': 'スペード',
  'suit.C': 'クラブ',
  'suit.label': str`${0}${1}`,
  'card.name.D': str`ダイヤの${0}`,
  'card.name.H': str`ハートの${0}`,
  'card.name.S': str`スペードの${0}`,
  'card.name.C': str`クラブの${0}`,
  'card.code.D': str`ダイヤの${0}`,
  'card.code.H': str`ハートの${0}`,
  'card.code.S': str`スペードの${0}`,
  'card.code.C': str`クラブの${0}`,
  'status.in-progress': '進行中',
  'status.finished': '終了',
  'list.separator': '、',
  'players.none': 'プレイヤーなし',
  'common.loading': '読み込み中…',

  // The shell
  'shell.skip': 'メインコンテンツへ移動',
  'shell.nav.label': 'メインメニュー',
  'shell.load-failed.heading': 'この画面を読み込めませんでした',
  'shell.load-failed.message': '接続を確認してページを再読み込みしてください。ゲームの記録はこの端末に安全に保存されています。',
  'shell.title.home': 'ゲーム',
  'shell.title.new': '新しいゲーム',
  'shell.title.session': 'ゲーム',
  'shell.title.rules': 'ルール',
  'shell.title.settings': '設定',
  'shell.title.about': 'このアプリについて',
  'shell.title.players': 'プレイヤー',
  'shell.title.history': '履歴',
  'shell.title.history-session': '過去のゲーム',
  'shell.title.stats': '統計',
  'shell.title.not-found': 'ページが見つかりません',
  'shell.not-found.message': 'このアドレスには何もありません。',
  'shell.new.intro': 'Diamond Ledger は次の2つのゲームの得点を記録し、ルールを確認します：',
  'shell.back': 'ゲーム一覧に戻る',
  'shell.new.read-rules': 'ルールを読む',
  'shell.rules.intro':
    'このアプリはルールで認められない手を受け付けず、どのルールに反するかを示すので、その場で揉め事を解決できます。ゲームの記録はすべてこの端末だけに保存されます。',

  // A session's summary
  'session.not-found.title': 'ゲームが見つかりません',
  'session.read-failed': 'このゲームをこの端末から読み込めませんでした。',
  'session.not-found.message': 'このゲームはこの端末にありません。削除された可能性があります。',
  'session.status': '状態',
  'session.standings': '得点',
  'session.no-score': 'まだ得点はありません',
  'session.won-by': '勝者',
  'session.moves': '記録した手数',
  'session.started': '開始',
  'session.updated': '最終更新',

  // Home
  'home.none.in-progress': '進行中のゲームはありません。',
  'home.more.in-progress': '進行中のゲームをさらに表示',
  'home.none.finished': '終了したゲームはまだありません。',
  'home.more.finished': '終了したゲームをさらに表示',
  'home.read-failed': str`この端末からゲームを読み込めませんでした：${0}`,
  'home.loading': 'ゲームを読み込んでいます…',
  'home.empty.title': 'まだゲームがありません',
  'home.empty.message': '新しいゲームを始めると、ネットワークがなくてもこの端末に保存されます。',
  'home.won-by': str`勝者：${0}`,
  'home.delete': '削除',
  'home.delete.label': str`${0}のゲームを削除`,
  'home.deleted': str`${0}のゲームを削除しました。`,
  'home.undo': '元に戻す',
  'home.last-move': '最後の手',

  // Settings
  'settings.language.title': '言語',
  'settings.language.hint': 'ここで選ぶまでは、ブラウザの言語で表示します。',
  'settings.storage.title': 'この端末のストレージ',
  'settings.look.title': '外観',
  'settings.look.dark': '色は端末のライト／ダーク設定に従います（現在はダーク）。変更は端末の画面設定で行ってください。',
  'settings.look.light': '色は端末のライト／ダーク設定に従います（現在はライト）。変更は端末の画面設定で行ってください。',
  'settings.storage.checking': 'ストレージを確認しています…',
  'settings.storage.unsupported': 'このブラウザはゲームの記録を保持するかどうかを教えてくれません。ときどきエクスポートしてください。',
  'settings.storage.protected': 'ゲームの記録は保護されています：ブラウザが削除することはありません。',
  'settings.storage.unprotected': '保護しないと、端末の空き容量が少なくなったときにブラウザがゲームの記録を削除することがあります。',
  'settings.storage.protect': 'ゲームの記録を保護する',
  'settings.storage.usage': str`使用中 ${0}／利用可能 ${1}`,
  'settings.storage.refused':
    'ブラウザがゲームの記録の保護を拒否しました。アプリをインストールする（ホーム画面に追加する）とたいてい解決します。それまでは定期的にエクスポートしてください。',
  'settings.storage.full':
    'ストレージがほぼいっぱいです。終了したゲームをエクスポートして削除し、空きを作ってください。そうしないと新しい手を保存できないことがあります。',

  // About
  'about.title': 'Diamond Ledger について',
  'about.intro':
    'Diamond Ledger は、ダイヤモンズやディアムスを遊ぶテーブルのそばに置くアプリです。ゲームの進行に合わせて記録し、すべての手をルールに照らして確認し、得点を管理します。',
  'about.privacy': 'ゲームはすべてこの端末に保存されます。アカウントもサーバーもなく、入力した内容がどこかに送られることはありません。',
  'about.copy': 'このアプリ',
  'about.version': 'バージョン',
  'about.network': 'ネットワーク',
  'about.online': 'オンライン',
  'about.offline': 'オフライン',
  'about.offline-use': 'オフライン利用',
  'about.offline-ready': '準備完了：ネットワークがなくてもアプリとゲームの記録を開けます。',
  'about.offline-not-ready': 'まだ準備できていません：オンラインのときに一度アプリを開いたままにして、保存させてください。',

  // The toast
  'toast.dismiss': '閉じる',
  'toast.offline-ready': 'オフラインで使えるようになりました',
  'toast.update': '新しいバージョンがあります',
  'toast.reload': '再読み込み',
};
