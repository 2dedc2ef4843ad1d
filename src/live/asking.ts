/**
 * A follower's questions to the host (docs/live-table.md): each is one signed proposal in the
 * room, answered by the host under its key in the room's answers; a question not answered within
 * ANSWER_TIMEOUT_MS, or asked while the table is offline or the host away, fails with a reason the
 * screen can say (./unreachable.ts). An answer that says "wait" (the host's player is asked to
 * confirm) stops the clock while the host is here.
 */
import type * as Y from 'yjs';
import { randomToken } from '../store/ids';
import type { Signer, TableKeys } from '../wire/crypto';
import { answerMap, openAnswer, proposalMap, sealProposal, type Answer, type Head } from './doc';
import { TableUnreachable } from './unreachable';

/** How long a follower waits for the host's answer before it says so. */
export const ANSWER_TIMEOUT_MS = 8000;

export type Proposal = Parameters<typeof sealProposal>[3];

/** What the questions need of their table (./table.ts). */
export interface AskingTable {
  readonly doc: Y.Doc;
  readonly keys: TableKeys;
  readonly signer: Signer;
  readonly status: string;
  readonly hostHere: boolean;
  readonly head: Head | null;
  changed(): void;
}

interface Waiting {
  resolve: (answer: Answer) => void;
  reject: (error: Error) => void;
}

export class Asking {
  /** Taps of this phone the host's player has yet to confirm (round-end counts, zones, sheets). */
  confirming = 0;
  private readonly waiting = new Map<string, Waiting>();

  constructor(private readonly table: AskingTable) {
    answerMap(table.doc).observe(() => this.answered());
  }

  /** Sends a signed proposal and waits for the host's signed answer under its key. */
  ask(proposal: Proposal): Promise<Answer> {
    const table = this.table;
    if (table.status !== 'live') return Promise.reject(new TableUnreachable('offline'));
    if (!table.hostHere) return Promise.reject(new TableUnreachable('host-away'));
    const key = randomToken(128);
    return new Promise<Answer>((resolve, reject) => {
      const timer = setTimeout(() => fail(new TableUnreachable('no-answer')), ANSWER_TIMEOUT_MS);
      let confirming = false;
      const fail = (error: Error): void => {
        clearTimeout(timer);
        if (confirming) this.confirming--;
        confirming = false;
        this.waiting.delete(key);
        table.doc.transact(() => proposalMap(table.doc).delete(key));
        reject(error);
      };
      this.waiting.set(key, {
        resolve: (answer) => {
          clearTimeout(timer);
          // The host asked its player to confirm: no timeout while the host is here.
          if ('wait' in answer) {
            if (!confirming) this.confirming++;
            confirming = true;
            table.changed();
            return;
          }
          if (confirming) {
            this.confirming--;
            table.changed();
          }
          this.waiting.delete(key);
          resolve(answer);
        },
        reject: fail,
      });
      table.doc.transact(() => proposalMap(table.doc).set(key, sealProposal(table.keys, table.signer, key, proposal)));
    });
  }

  /** Every question still open fails: the table went offline, or its host away. */
  failAll(why: 'offline' | 'host-away'): void {
    for (const [, w] of [...this.waiting]) w.reject(new TableUnreachable(why));
  }

  private answered(): void {
    const head = this.table.head;
    if (!head) return;
    const answers = answerMap(this.table.doc);
    for (const [key, w] of this.waiting) {
      const answer = openAnswer(this.table.keys, head.host, key, answers.get(key));
      if (answer) w.resolve(answer);
    }
  }
}
