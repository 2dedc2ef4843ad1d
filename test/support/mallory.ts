/**
 * Mallory, for the live table's attack tests in Node and in the journeys: a raw Yjs client on a
 * table's room that holds its link (the secret and the first host's key) and a signing key of her
 * own, and writes whatever the link lets her: forged heads, a seat, a take-over by the rules.
 */
import * as Y from 'yjs';
import { HocuspocusProvider } from '@hocuspocus/provider';
import { digest, newSigner, seal, sealSigned, sign, tableKeys, type TableKeys, type WriteKey } from '../../src/wire/crypto';
import { proofToken, relayConnection } from '../../src/wire/relay-socket';
import { eventList, headMap, proposalMap, readHead } from '../../src/live/doc';
import { NodeWebSocket } from './quiet-websocket';
import { until } from './until';

/** What a table's link gives its holder: the relay, the secret and the first host's key. */
export interface TableLinkKeys {
  relay: string;
  secret: string;
  hostKey: string;
}

/** Mallory: holds the link, so the table's secret and host key; her own signing key; a raw client on the room. */
export async function mallory(link: TableLinkKeys, cleanup: (close: () => void) => void) {
  const doc = new Y.Doc();
  const keys = tableKeys(link.secret) as TableKeys & { write: WriteKey };
  const socket = relayConnection({ url: link.relay, WebSocketPolyfill: NodeWebSocket });
  const provider = new HocuspocusProvider({ websocketProvider: socket, name: keys.room, document: doc, token: proofToken(socket, keys.write, keys.room) });
  provider.attach();
  cleanup(() => (provider.destroy(), socket.destroy()));
  await until(() => provider.isSynced, 'Mallory in the room', 25_000);
  const me = newSigner();
  const head = () => readHead(doc, keys, link.hostKey);
  /** A head as the host's, but hers: her key, her epoch, her chain made up. */
  const forge = (changes: Record<string, unknown>) => {
    const real = head()!;
    const epoch = (changes.epoch as number | undefined) ?? real.epoch + 1;
    const certs = [sign(me, 'cert', { epoch: 0, host: me.phone, roster: [me.phone] })];
    doc.transact(() => headMap(doc).set('head', sealSigned(keys, me, 'head', { ...real, host: me.phone, epoch, certs, ...changes })));
  };
  /** She asks for `seat`, as any link holder may, and the host gives it: her key is then on the host's roster. */
  const sit = async (seat: number) => {
    const key = `sit${String(seat).padStart(19, '0')}`;
    doc.transact(() => proposalMap(doc).set(key, sealSigned(keys, me, `proposal:${key}`, { kind: 'seat', seat, whole: false })));
    await until(() => head()?.certs.at(-1)?.says.roster.includes(me.phone), 'her seat on the roster', 25_000);
  };
  /**
   * A take-over signed properly, with the host's own chain and `epochs` certs of hers after it
   * (each roster `roster` gives, from the one before; by default it keeps every phone and the host):
   * only the log and the head are hers.
   */
  const takeOver = (
    log: unknown[],
    changes: Record<string, unknown> = {},
    epochs = 1,
    roster = (before: string[], host: string) => [...new Set([...before, host])],
  ) => {
    const real = head()!;
    const certs: unknown[] = [...real.certs];
    let listed = real.certs.at(-1)!.says.roster;
    for (let i = 1; i <= epochs; i++) {
      listed = roster(listed, real.host);
      certs.push(sign(me, 'cert', { epoch: real.epoch + i, host: me.phone, roster: listed }));
    }
    const says = {
      ...real,
      host: me.phone,
      epoch: real.epoch + epochs,
      certs,
      length: log.length,
      digest: digest(log),
      revision: real.revision + 1,
      ...changes,
    };
    doc.transact(() => {
      eventList(doc).delete(0, eventList(doc).length);
      eventList(doc).push(log.map((event) => seal(keys, 'event', event)));
      headMap(doc).set('head', sealSigned(keys, me, 'head', says));
    });
  };
  return { doc, keys, me, head, forge, sit, takeOver };
}
