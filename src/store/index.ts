/**
 * The game store: every game on the device, behind verbs that are each one transaction.
 * Screens use these and never touch the tables directly. The Diam's table card's verbs are in
 * ./house-card, which the Diam's screens import themselves: they read the Diam's rules card, which
 * the first screen must not download.
 */
export { DeviceDb, DEFAULT_DB_NAME } from './db';
export type { FixEntry, SessionRow, EventRow, SettingRow, DeviceDbOptions, PlayerRow, StatsPackRow, DraftRow, LedgerMetaRow } from './db';
export { gameFor, playersOf } from './registry';
export type { GameId, AnyGame, GameRegistry } from './registry';
export { byGameId } from './registry';
export { InvalidConfigError, StoreFailure, UnknownGameError } from './results';
export type { LogResult, Missing, Conflict, Rejected, Empty } from './results';
export { createSession } from './create-session';
export type { CreateOptions } from './create-session';
export { loadSession, findSession, listSessions, countSessions, recentSessions, deleteSession, restoreDeleted, DEFAULT_PAGE_SIZE } from './sessions';
export type { LoadedSession, ListOptions, DeletedSession, RecentSessions } from './sessions';
export { readDrafts, writeDraft } from './drafts';
export type { Drafts } from './drafts';
export { SETUP_ID, readSetupDraft, writeSetupDraft } from './setup-draft';
export { appendEvent, undo, redo } from './events';
export { localWriter, readGame, type LogWriter } from './game-log';
export { correctEvent, undoesFix } from './correct';
export { revisionOf } from './revision';
export { replaceConfig } from './config';
export { importRecord, exportRecord, checkRecord, MAX_RECORD_BYTES } from './records';
export { decodeFileText, readFileText } from './file-text';
export type { ImportResult, CheckedRecord } from './records';
export { backupAll, backupSession, restoreBackup } from './backup';
export type { RestoreResult, RestoreProgress, RestoreOptions } from './backup';
export { parseBackup, BACKUP_FORMAT, BACKUP_VERSION, MAX_BACKUP_BYTES } from './backup-format';
export type { BackupFile, BackupEvent, ParsedBackup } from './backup-format';
export { getSetting, setSetting } from './settings';
export type { SettingValues, SettingKey, LedgerSetting } from './settings';
export { requestPersistentStorage, storageStatus, NEARLY_FULL_RATIO } from './persistence';
export type { StorageStatus, StorageLike } from './persistence';
export { LiveQueryController } from './live-query-controller';
export { LIVE_TABLE_RULE } from './live';
export {
  PLAYER_COLOURS,
  MAX_PLAYER_NAME,
  ensurePlayers,
  listPlayers,
  gamesPerPlayer,
  syncPlayers,
  playersInStep,
  keepPlayersInStep,
  renamePlayer,
  mergePlayers,
  gamesTogether,
  setPlayerColour,
  seatPlayerIds,
  isPlayerColour,
  nameKey,
  namesProblem,
  comparePlayerNames,
} from './players';
export { isSoundSession, isSoundPlayer } from './rows';
export type { PlayerColour, PlayerResult, MergeResult } from './players';

export { storageProblemOf, StorageOpenError } from './storage-problem';
export type { StorageProblem } from './storage-problem';
