/** 日本語: what went wrong with the device's storage, and what to do (src/components/shared/storage-message.ts). */
import type { TemplateMap } from '@lit/localize';

export const storage: TemplateMap = {
  'storage.missing':
    'このブラウザーには Diamond Ledger がゲームを保存する場所がないため、この端末には何も残せません。最新のブラウザーの通常ウィンドウ（プライベートではないウィンドウ）でアプリを開いてください。',
  'storage.refused':
    'このブラウザーは、プライベートウィンドウやサイトデータがブロックされているときのように、Diamond Ledger がこの端末にゲームを保存することを許可していません。プライベートモードを終了するか、ブラウザーの設定でこのサイトのデータ保存を許可してから、ページを再読み込みしてください。',
  'storage.timeout':
    'ゲームの保存領域を開けませんでした。Diamond Ledger のほかのタブを閉じて、このページを再読み込みしてください。それでも直らないときはブラウザーを再起動してください。ゲームはこの端末に残っています。',
  'storage.blocked':
    '古いバージョンの Diamond Ledger を開いている別のタブが、ゲームの保存領域を開けなくしています。Diamond Ledger のほかのタブを閉じてから、このページを再読み込みしてください。',
  'storage.full':
    'この端末の保存領域がいっぱいのため、保存できませんでした。空き容量を増やし（古いゲームやほかのアプリのデータを削除）、設定からバックアップを書き出してゲームを守ってください。',
  'storage.lost': 'ブラウザーとゲームの保存領域との接続が切れました。ページを再読み込みしてください。それまでに記録した内容は無事です。',
  'storage.newer': '新しいバージョンの Diamond Ledger がゲームの保存領域を更新しました。このページを再読み込みして、新しいバージョンを使ってください。',
  'storage.unreadable-file':
    'そのファイルを読み込めませんでした。選んだあとに移動または変更された可能性があります。もう一度選ぶか、先にこの端末へコピーしてください。',
};
