/** 繁體中文: what went wrong with the device's storage, and what to do (src/components/shared/storage-message.ts). */
import type { TemplateMap } from '@lit/localize';

export const storage: TemplateMap = {
  'storage.missing': '這個瀏覽器沒有提供 Diamond Ledger 儲存遊戲的空間，所以無法在這台裝置上保留任何資料。請在最新版瀏覽器的一般（非無痕）視窗中開啟這個 App。',
  'storage.refused':
    '這個瀏覽器不允許 Diamond Ledger 在這台裝置上保存遊戲，就像在無痕視窗中或網站資料被封鎖時一樣。請離開無痕模式，或在瀏覽器設定中允許這個網站儲存資料，然後重新載入頁面。',
  'storage.timeout':
    '無法開啟遊戲的儲存空間。請關閉 Diamond Ledger 的其他分頁，然後重新載入這個頁面；如果仍然無效，請重新啟動瀏覽器。你的遊戲仍保存在這台裝置上。',
  'storage.blocked': '另一個開著舊版 Diamond Ledger 的分頁，讓遊戲的儲存空間無法開啟。請關閉 Diamond Ledger 的其他分頁，然後重新載入這個頁面。',
  'storage.full': '這台裝置的儲存空間已滿，所以這項內容沒有儲存。請釋出一些空間（刪除舊遊戲或其他 App 的資料），並在「設定」中匯出備份，保護你的遊戲。',
  'storage.lost': '瀏覽器與遊戲儲存空間的連線中斷了。請重新載入頁面：先前記錄的內容都很安全。',
  'storage.newer': '較新版本的 Diamond Ledger 已更新了遊戲的儲存空間。請重新載入這個頁面以使用新版本。',
  'storage.unreadable-file': '無法讀取那個檔案：選取之後它可能被移動或變更了。請重新選取，或先把它複製到這台裝置上。',
};
