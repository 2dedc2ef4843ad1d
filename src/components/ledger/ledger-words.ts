/**
 * How the ledger's sync reads on screen (docs/sync.md), for Settings' Devices card and the link's
 * screen alike: where the ledger is kept, and what is wrong with a recovery kit or code.
 */
import { msg, str } from '@lit/localize';
import { formatNumber, plural } from '../../i18n/format';
import { MAX_LEDGER_PLAYERS, type LedgerStatus } from '../../sync/status';
import { formatDate } from '../shared/format';

/** Where this device's games are kept, in one sentence. */
export function ledgerStateWords(status: LedgerStatus): string {
  switch (status.state) {
    case 'off':
      return msg('This device only.', { id: 'settings.devices.state.off' });
    case 'connecting':
      return msg('Reaching the sync server…', { id: 'settings.devices.state.connecting' });
    case 'syncing': {
      const done = formatNumber(status.done);
      const total = formatNumber(status.total);
      return msg(str`Reading the ledger: ${done} of ${total}`, { id: 'settings.devices.state.syncing' });
    }
    case 'synced':
      return syncedWords(status);
    case 'offline':
      return msg('Offline: changes wait on this device and go when the sync server can be reached.', { id: 'settings.devices.state.offline' });
    case 'full':
      return msg('The sync server is full for this ledger: new changes stay on this device.', { id: 'settings.devices.state.full' });
    case 'unlinked':
      return msg('This device was unlinked: it keeps its games and gets nothing new.', { id: 'settings.devices.state.unlinked' });
    case 'stale':
      return msg(
        'This recovery kit or link was saved before a device was unlinked: your ledger has a new key since, so it opens nothing. Use a kit saved after the unlink, or the link from a linked device.',
        { id: 'settings.devices.state.stale' },
      );
    case 'conflict':
      return msg('Two of your devices changed the ledger’s key and disagree: syncing stopped here until you say which device you trust.', {
        id: 'settings.devices.state.conflict',
      });
  }
}

function syncedWords(status: LedgerStatus): string {
  const n = Math.max(1, status.devices.length);
  const count = formatNumber(n);
  if (status.lastSyncedAt === null) {
    return plural(n, {
      one: () => msg(str`${count} device.`, { id: 'settings.devices.state.synced.one' }),
      other: () => msg(str`${count} devices.`, { id: 'settings.devices.state.synced.other' }),
    });
  }
  const at = formatDate(status.lastSyncedAt);
  return plural(n, {
    one: () => msg(str`${count} device, last synced at ${at}.`, { id: 'settings.devices.state.synced-at.one' }),
    other: () => msg(str`${count} devices, last synced at ${at}.`, { id: 'settings.devices.state.synced-at.other' }),
  });
}

/** Games another device wrote that this one cannot read; '' when there are none. */
export function unreadableWords(n: number): string {
  if (n <= 0) return '';
  const count = formatNumber(n);
  return plural(n, {
    one: () =>
      msg(str`${count} game from another device could not be read (damaged, or from a newer version of the app).`, { id: 'settings.devices.unreadable.one' }),
    other: () =>
      msg(str`${count} games from another device could not be read (damaged, or from a newer version of the app).`, {
        id: 'settings.devices.unreadable.other',
      }),
  });
}

/** Players of the ledger left out here (../../sync/players.ts); '' when there are none. */
export function playersLeftOutWords(n: number): string {
  if (n <= 0) return '';
  const count = formatNumber(n);
  const most = formatNumber(MAX_LEDGER_PLAYERS);
  return plural(n, {
    one: () =>
      msg(
        str`${count} player from another device was left out: a ledger holds at most ${most} players, and a rename dated far ahead of this device's clock is not taken.`,
        { id: 'settings.devices.players-left-out.one' },
      ),
    other: () =>
      msg(
        str`${count} players from another device were left out: a ledger holds at most ${most} players, and a rename dated far ahead of this device's clock is not taken.`,
        { id: 'settings.devices.players-left-out.other' },
      ),
  });
}

/** Key changes, device entries, games and players not signed by a linked device (../../sync/key-change.ts); '' when there are none. */
export function ignoredChangesWords(n: number): string {
  if (n <= 0) return '';
  const count = formatNumber(n);
  return plural(n, {
    one: () => msg(str`${count} change to this ledger was not signed by a linked device: it was ignored.`, { id: 'settings.devices.ignored.one' }),
    other: () =>
      msg(str`${count} changes to this ledger were not signed by a linked device: they were ignored.`, {
        id: 'settings.devices.ignored.other',
      }),
  });
}

export type KitProblem = 'size' | 'not-kit' | 'version' | 'damaged';
export type CodeProblem = 'short' | 'check';

export function kitProblemWords(problem: KitProblem): string {
  switch (problem) {
    case 'size':
      return msg('This file is far too big to be a recovery kit. Nothing was changed.', { id: 'settings.devices.kit.size' });
    case 'not-kit':
      return msg('This file is not a Diamond Ledger recovery kit. Nothing was changed.', { id: 'settings.devices.kit.not-kit' });
    case 'version':
      return msg('This recovery kit was made by a newer version of the app. Update the app, then try again. Nothing was changed.', {
        id: 'settings.devices.kit.version',
      });
    case 'damaged':
      return msg('This recovery kit is damaged: its key or sync server is not whole. Nothing was changed.', { id: 'settings.devices.kit.damaged' });
  }
}

export function codeProblemWords(problem: CodeProblem): string {
  return problem === 'short'
    ? msg('A recovery code has 56 letters and digits (14 groups of 4). Check that none is missing. Nothing was changed.', { id: 'settings.devices.code.short' })
    : msg('This code does not check out: a letter or digit is mistyped. Compare it with the printed kit. Nothing was changed.', {
        id: 'settings.devices.code.check',
      });
}

/** The host of a sync server's address, as a person recognises it; the address itself when it has none. */
export function serverName(relay: string): string {
  try {
    return new URL(relay).host || relay;
  } catch {
    // not a URL: the address is shown as typed
    return relay;
  }
}
