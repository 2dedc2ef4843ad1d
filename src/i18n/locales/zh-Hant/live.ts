/** 繁體中文: the live table (src/components/live/, src/live/). */
import { str, type TemplateMap } from '@lit/localize';

export const live: TemplateMap = {
  'shell.title.live': '即時牌桌',
  'live.share': '分享這張牌桌',
  'live.share.what': '牌桌上的其他手機可即時跟隨對局，並記錄自己的牌。',
  'live.share.qr': '這張牌桌連結的 QR 碼',
  'live.share.copy': '複製連結',
  'live.share.copied': '已複製',
  'live.share.who': '任何持有此連結的人都能看到對局並提議發生的事；只有這支手機會記錄。',
  'live.host': '你是這張牌桌的主持人',
  'live.follower': '正在跟隨主持人的對局',
  'live.status.live': str`連線中 · 牌桌上有 ${0} 支手機`,
  'live.status.offline': '離線：變更會留在這支手機上，恢復連線後送出',
  'live.status.connecting': '正在連線到牌桌…',
  'live.seat': '你的座位',
  'live.seat.none': '未選擇',
  'live.seat.honest':
    '選擇座位後，這支手機只顯示你的金庫，不顯示其他人的。這只是從畫面上隱藏，並非加密保護：牌桌上的每支手機都能算出每個金庫。',
  'live.follower.undo': '復原與重做由主持人操作。',
  'live.take-over': '接手成為主持人',
  'live.take-over.confirm':
    '要接手成為主持人嗎？請在主持人的手機無法使用時使用：之後由這支手機記錄對局並回應其他人。主持人回來時，會改為跟隨這支手機。',
  'live.join.bad-relay': '這個連結沒有指出本應用程式可用的中繼站（ws:// 或 wss://）。',
  'live.join.mine': '這支手機已有相同 ID 的自己的對局，因此保持原狀。',
  'live.join.invalid': '無法檢查主持人的對局，因此沒有儲存。',
  'live.join.offline': '無法連到牌桌。請確認這支手機在同一個網路上；它會持續重試。',
  'live.join.waiting': '已連線。正在等待主持人的對局…',
  'live.join.connecting': '正在加入牌桌…',
  'live.unreachable.offline': '這支手機沒有連線到牌桌',
  'live.unreachable.no-answer': '主持人沒有回應',
  'live.unreachable.refused': '主持人拒絕了（同時點按太多次）',
};
