/**
 * What the relay reads in a turn of its event loop (server/guard.ts, server/budgets.ts): a
 * connection's openings while the relay has not opened them (OPENINGS_WAITING_PER_CONNECTION), on
 * a guard of its own with its hooks the relay's in miniature, and the update bytes of a turn
 * (UPDATE_BYTES_PER_TURN). Under the fill from eight addresses, every opening of 64 connections
 * asking for 40 rooms each was read and handed to Hocuspocus in the first turns, though the relay
 * opens four a turn, and 1.7 MB of updates were taken in one turn; each step of an honest phone's
 * fresh sync waited behind such turns.
 */
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import type WebSocket from 'ws';
import { Intake, UPDATE_BYTES_PER_TURN } from '../../server/budgets';
import { DEFAULT_LIMITS, guard, OPENINGS_WAITING_PER_CONNECTION, type GuardHooks } from '../../server/guard';
import { authFrame, until } from './relay-helpers';

const turns = async (n: number): Promise<void> => {
  for (let i = 0; i < n; i++) await new Promise((resolve) => setImmediate(resolve));
};

describe('the guard', () => {
  it(`hands on at most ${OPENINGS_WAITING_PER_CONNECTION} of a connection's openings while none of them is opened, and one more as each is`, async () => {
    const ws = Object.assign(new EventEmitter(), {
      send: () => undefined,
      close: () => undefined,
      terminate: () => undefined,
      pause: () => undefined,
      resume: () => undefined,
      bufferedAmount: 0,
    });
    // What passes the guard reaches the listeners: here, the relay's queue of openings.
    let waiting = 0;
    let handed = 0;
    ws.on('message', () => void (handed++, waiting++));
    const hooks: GuardHooks = {
      refuses: () => null,
      knownPresence: () => false,
      presenceCount: () => 0,
      fanOut: () => true,
      roomSize: () => 0,
      answerTime: () => true,
      admit: () => null,
      isOpen: () => false,
      opened: () => Promise.resolve(),
      dropped: () => undefined,
      heard: () => undefined,
      addressTurn: () => true,
      openingsWaiting: () => waiting,
    };
    guard(ws as unknown as WebSocket, DEFAULT_LIMITS, hooks);
    for (let i = 0; i < 40; i++) ws.emit('message', Buffer.from(authFrame(`guardTestRoom_${String(i).padStart(4, '0')}`, 'a token')));
    await turns(20);
    expect(handed).toBe(OPENINGS_WAITING_PER_CONNECTION);
    // The relay opens four: four more are read.
    waiting -= 4;
    await turns(20);
    expect(handed).toBe(OPENINGS_WAITING_PER_CONNECTION + 4);
    // All opened as they come: every one is read, in the end.
    const opening = setInterval(() => (waiting = 0), 1);
    try {
      await until(() => handed === 40, 'every opening to be read', 25_000);
    } finally {
      clearInterval(opening);
    }
  });
});

describe("the relay's intake of updates", () => {
  it(`takes its turn's first update whatever its size, then at most ${UPDATE_BYTES_PER_TURN / 1024} KB more in that turn; the rest waits for a later turn, small updates pass at once`, async () => {
    const intake = new Intake(64 * 1024 * 1024);
    const live = (): boolean => true;
    const KB = 1024;
    // A ledger's whole shard comes in one update.
    expect(intake.admit(1024 * KB, false, live)).toBeNull();
    // Within the rate, but past the turn's bytes: it waits for the next turn.
    const second = intake.admit(290 * KB, false, live);
    expect(second).not.toBeNull();
    expect(intake.admit(200, false, live)).toBeNull();
    let taken = false;
    // Asked in the turn that took the second: it waits again.
    let third: Promise<void> | null = null;
    void second?.then(() => ((taken = true), (third = intake.admit(290 * KB, false, live))));
    await Promise.resolve();
    expect(taken).toBe(false);
    await until(() => taken, 'the second update to be taken in a later turn', 25_000);
    expect(third).not.toBeNull();
  });
});
