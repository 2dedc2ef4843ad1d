/** The frame check of server/frame-check.ts: every honest Yjs update passes, every count that cannot fit is refused. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import * as encoding from 'lib0/encoding';
import * as Y from 'yjs';
import { checkFrame, MAX_PRESENCE_BYTES, updateFits } from '../../server/frame-check';
import { authFrame, frame, ROOM, updateFrame } from './relay-helpers';

type Op =
  | { kind: 'map'; key: string; value: unknown }
  | { kind: 'array'; values: unknown[] }
  | { kind: 'delete'; at: number }
  | { kind: 'text'; text: string; bold: boolean }
  | { kind: 'xml'; name: string }
  | { kind: 'binary'; bytes: Uint8Array }
  | { kind: 'subdoc' };

const json = fc.jsonValue({ maxDepth: 4 }).map((v) => JSON.parse(JSON.stringify(v)) as unknown);
const op: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('map' as const), key: fc.string({ maxLength: 8 }), value: json }),
  fc.record({ kind: fc.constant('array' as const), values: fc.array(json, { maxLength: 4 }) }),
  fc.record({ kind: fc.constant('delete' as const), at: fc.nat(20) }),
  fc.record({ kind: fc.constant('text' as const), text: fc.string({ maxLength: 12, unit: 'grapheme' }), bold: fc.boolean() }),
  fc.record({ kind: fc.constant('xml' as const), name: fc.constantFrom('p', 'div', 'span') }),
  fc.record({ kind: fc.constant('binary' as const), bytes: fc.uint8Array({ maxLength: 16 }) }),
  fc.record({ kind: fc.constant('subdoc' as const) }),
);

function apply(doc: Y.Doc, o: Op): void {
  const array = doc.getArray<unknown>('events');
  switch (o.kind) {
    case 'map':
      doc.getMap('proposals').set(o.key, o.value);
      return;
    case 'array':
      return array.push(o.values);
    case 'delete':
      if (array.length > 0) array.delete(o.at % array.length, 1);
      return;
    case 'text':
      return doc.getText('answers').insert(0, o.text, o.bold ? { bold: true } : undefined);
    case 'xml':
      return doc.getXmlFragment('head').push([new Y.XmlElement(o.name), new Y.XmlText('hi')]);
    case 'binary':
      doc.getMap('proposals').set('bin', o.bytes);
      return;
    case 'subdoc':
      doc.getMap('proposals').set('sub', new Y.Doc());
      return;
  }
}

describe('frame check', () => {
  it('passes every honest update, whole and incremental, of random documents from two writers', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.boolean(), op), { maxLength: 30 }), (ops) => {
        const a = new Y.Doc();
        const b = new Y.Doc();
        for (const [first, o] of ops) {
          const doc = first ? a : b;
          const before = Y.encodeStateVector(doc);
          apply(doc, o);
          const update = Y.encodeStateAsUpdate(doc, before);
          expect(updateFits(update)).toBe(true);
          expect(checkFrame(updateFrame(update))).toEqual({ room: ROOM, update, presence: [], opens: false, closes: false, asks: false });
          Y.applyUpdate(first ? b : a, update);
        }
        expect(updateFits(Y.encodeStateAsUpdate(a))).toBe(true);
      }),
      { numRuns: 200 },
    );
  });

  it("refuses the finding's update: one client claiming 30 million structs in 8 bytes", () => {
    expect(updateFits(new Uint8Array([0x01, 0x80, 0x87, 0xa7, 0x0e, 0xb9, 0x60, 0x00]))).toBe(false);
  });

  it('refuses any honest update whose first count is raised past its length, or that is cut short', () => {
    const doc = new Y.Doc();
    doc.getArray('events').push(['Ann 8♥', 'Bo 9♥', { seat: 2 }]);
    doc.getMap('head').set('revision', 3);
    const update = Y.encodeStateAsUpdate(doc);
    // The first byte counts the clients; a count of 127 cannot fit in these bytes.
    expect(updateFits(Uint8Array.of(0x7f, ...update.subarray(1)))).toBe(false);
    for (let cut = 1; cut < update.length - 2; cut++) expect(updateFits(update.subarray(0, cut))).toBe(false);
  });

  it('passes the frames the provider sends: auth, sync step 1, awareness, and refuses unknown types, names and oversized presences', () => {
    expect(checkFrame(authFrame(ROOM, 'a token'))).toEqual({ room: ROOM, update: null, presence: [], opens: true, closes: false, asks: false });
    const sv = Y.encodeStateVector(new Y.Doc());
    expect(checkFrame(frame(ROOM, 0, (e) => (encoding.writeVarUint(e, 0), encoding.writeVarUint8Array(e, sv))))).toEqual({
      room: ROOM,
      update: null,
      presence: [],
      opens: false,
      closes: false,
      asks: true,
    });
    const presence = encoding.createEncoder();
    encoding.writeVarUint(presence, 1);
    encoding.writeVarUint(presence, 12345);
    encoding.writeVarUint(presence, 1);
    encoding.writeVarString(presence, JSON.stringify({ phone: 'p', role: 'host', seat: 0 }));
    expect(checkFrame(frame(ROOM, 1, (e) => encoding.writeVarUint8Array(e, encoding.toUint8Array(presence))))).toEqual({
      room: ROOM,
      update: null,
      presence: [12345],
      opens: false,
      closes: false,
      asks: false,
    });
    const huge = encoding.createEncoder();
    encoding.writeVarUint(huge, 1);
    encoding.writeVarUint(huge, 7);
    encoding.writeVarUint(huge, 1);
    encoding.writeVarString(huge, JSON.stringify({ phone: 'x'.repeat(MAX_PRESENCE_BYTES) }));
    expect(checkFrame(frame(ROOM, 1, (e) => encoding.writeVarUint8Array(e, encoding.toUint8Array(huge))))).toBeNull();
    expect(checkFrame(frame(ROOM, 1, (e) => encoding.writeVarUint8Array(e, Uint8Array.of(0x7f, 1, 1))))).toBeNull();
    expect(checkFrame(frame(ROOM, 7))).toEqual({ room: ROOM, update: null, presence: [], opens: false, closes: true, asks: false });
    expect(checkFrame(frame(ROOM, 5))).toBeNull();
    expect(checkFrame(frame('short', 2))).toBeNull();
    expect(checkFrame(new Uint8Array([0xff, 0xff, 0xff]))).toBeNull();
  });
});
