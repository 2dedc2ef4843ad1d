/**
 * A look at every frame a phone sends, before Hocuspocus or Yjs decode it. Yjs trusts the counts
 * an update claims: an update of 8 bytes that claims 30 million structs makes it allocate an
 * array of 30 million entries (~200 MB, ~300 ms) before it finds the bytes missing. Here every
 * count must fit in the bytes that follow it (each entry takes at least one byte), nesting is
 * bounded, and only the message types the app speaks pass.
 *
 * The frame layout is Hocuspocus's: varString document name, varUint message type, then the
 * y-protocols payload. A Yjs update is the v1 encoding (yjs/src/utils/encoding.js).
 */
import { ROOM_PATTERN, rootsOf } from '../src/wire/protocol';

/** Hocuspocus message types a phone sends (MessageType in @hocuspocus/server). */
const SYNC = 0;
const AWARENESS = 1;
const AUTH = 2;
const QUERY_AWARENESS = 3;
const SYNC_REPLY = 4;
const CLOSE = 7;
/** What the relay sends back for each update it applied (never a phone's). */
const SYNC_STATUS = 8;
const ALLOWED = new Set([SYNC, AWARENESS, AUTH, QUERY_AWARENESS, SYNC_REPLY, CLOSE]);

/** y-protocols sync message types. */
const SYNC_STEP_1 = 0;
const SYNC_STEP_2 = 1;
const SYNC_UPDATE = 2;

/** How deep a value inside an update may nest (lib0's `any`: arrays and objects). */
const MAX_DEPTH = 32;

class Malformed extends Error {}

const decoder = new TextDecoder();

/** A bounds-checked reader of lib0's encoding: it throws rather than read past the end. */
class Reader {
  pos = 0;
  constructor(readonly bytes: Uint8Array) {}

  get left(): number {
    return this.bytes.length - this.pos;
  }

  byte(): number {
    if (this.pos >= this.bytes.length) throw new Malformed('past the end');
    return this.bytes[this.pos++] as number;
  }

  uint(): number {
    let value = 0;
    let scale = 1;
    for (;;) {
      const b = this.byte();
      value += (b & 0x7f) * scale;
      if (b < 0x80) return value;
      scale *= 128;
      if (scale > 2 ** 53) throw new Malformed('number too long');
    }
  }

  /** A varInt: its value is not needed, only where it ends. */
  int(): void {
    for (let n = 0; this.byte() & 0x80; n++) if (n > 8) throw new Malformed('number too long');
  }

  skip(n: number): void {
    if (n > this.left) throw new Malformed('length past the end');
    this.pos += n;
  }

  /** A varString or varUint8Array: a length, then that many bytes. */
  chunk(): void {
    this.skip(this.uint());
  }

  string(): string {
    const n = this.uint();
    const start = this.pos;
    this.skip(n);
    return decoder.decode(this.bytes.subarray(start, start + n));
  }

  /** A count of entries that take at least `each` bytes apiece: it must fit in what is left. */
  count(each: number): number {
    const n = this.uint();
    if (n * each > this.left) throw new Malformed('claims more entries than its bytes can hold');
    return n;
  }

  /** A Uint8Array field, as a reader of its own. */
  nested(): Reader {
    const n = this.uint();
    const start = this.pos;
    this.skip(n);
    return new Reader(this.bytes.subarray(start, start + n));
  }
}

/** lib0's writeAny, walked. */
function any(r: Reader, depth: number): void {
  if (depth > MAX_DEPTH) throw new Malformed('nested too deep');
  const type = r.byte();
  switch (type) {
    case 127: // undefined
    case 126: // null
    case 121: // false
    case 120: // true
      return;
    case 125:
      return r.int();
    case 124:
      return r.skip(4);
    case 123:
    case 122:
      return r.skip(8);
    case 119:
    case 116:
      return r.chunk();
    case 118: {
      const n = r.count(2);
      for (let i = 0; i < n; i++) {
        r.chunk();
        any(r, depth + 1);
      }
      return;
    }
    case 117: {
      const n = r.count(1);
      for (let i = 0; i < n; i++) any(r, depth + 1);
      return;
    }
    default:
      throw new Malformed('unknown value type');
  }
}

/** One item's content, by its content ref (yjs/src/structs/Item.js, contentRefs). */
function content(r: Reader, ref: number): void {
  switch (ref) {
    case 1: // deleted: a length
      r.uint();
      return;
    case 2: {
      // JSON: strings
      const n = r.count(1);
      for (let i = 0; i < n; i++) r.chunk();
      return;
    }
    case 3: // binary
    case 4: // string
    case 5: // embed (JSON text)
      r.chunk();
      return;
    case 6: // format: key, value
      r.chunk();
      r.chunk();
      return;
    case 7: {
      // a type; an XML element or hook carries its name
      const typeRef = r.uint();
      if (typeRef > 6) throw new Malformed('unknown type');
      if (typeRef === 3 || typeRef === 5) r.chunk();
      return;
    }
    case 8: {
      const n = r.count(1);
      for (let i = 0; i < n; i++) any(r, 0);
      return;
    }
    case 9: // a subdocument: guid, options
      r.chunk();
      any(r, 0);
      return;
    default:
      throw new Malformed('unknown content');
  }
}

/**
 * A Yjs v1 update: structs by client, then the delete set. With `roots`, a struct placed under a
 * root type of another name fails too: nobody reads it, and it would fill its room for nothing.
 */
export function updateFits(bytes: Uint8Array, roots?: ReadonlySet<string>): boolean {
  try {
    const r = new Reader(bytes);
    const clients = r.count(3);
    for (let c = 0; c < clients; c++) {
      const structs = r.count(1);
      r.uint(); // client
      r.uint(); // clock
      for (let s = 0; s < structs; s++) {
        const info = r.byte();
        const ref = info & 0x1f;
        if (ref === 0 || ref === 10) {
          r.uint(); // a GC or a skip: its length
          continue;
        }
        if (info & 0x80) {
          r.uint();
          r.uint();
        } // origin
        if (info & 0x40) {
          r.uint();
          r.uint();
        } // right origin
        if ((info & 0xc0) === 0) {
          if (r.uint() === 1) {
            // parent: a root type's name
            const root = r.string();
            if (roots && !roots.has(root)) throw new Malformed('a root type the app does not use');
          } else {
            r.uint();
            r.uint();
          } // or an item's id
          if (info & 0x20) r.chunk(); // parent key
        }
        content(r, ref);
      }
    }
    deleteSet(r);
    return true;
  } catch (error) {
    if (error instanceof Malformed) return false;
    throw error;
  }
}

function deleteSet(r: Reader): void {
  const clients = r.count(2);
  for (let c = 0; c < clients; c++) {
    r.uint();
    const ranges = r.count(2);
    for (let i = 0; i < ranges; i++) {
      r.uint();
      r.uint();
    }
  }
}

function stateVector(r: Reader): void {
  const clients = r.count(2);
  for (let i = 0; i < clients; i++) {
    r.uint();
    r.uint();
  }
}

/** The largest presence a phone may announce (the app's is `{phone, role, seat}`, under 100 bytes). */
export const MAX_PRESENCE_BYTES = 512;

/** y-protocols' awareness update: client, clock and a JSON state for each; resolves with the clients. */
function awareness(r: Reader): number[] {
  const count = r.count(3);
  const clients: number[] = [];
  for (let i = 0; i < count; i++) {
    clients.push(r.uint());
    r.uint();
    const length = r.uint();
    if (length > MAX_PRESENCE_BYTES) throw new Malformed('presence too large');
    r.skip(length);
  }
  return clients;
}

/** What a frame is, once it passed: the room it is for, and the update it carries, if any. */
export interface Frame {
  room: string;
  /** A Yjs update's bytes (sync step 2 or update), for the room's size check. */
  update: Uint8Array | null;
  /** The awareness clients an awareness frame speaks for. */
  presence: number[];
  /** Whether it opens the room (Hocuspocus's auth message): a phone's first frame for each room. */
  opens: boolean;
  /** Whether it closes the room (a table closed on a socket that stays). */
  closes: boolean;
  /** Whether it asks for what the room holds (sync step 1): a few bytes that the relay answers with up to the whole room. */
  asks: boolean;
}

/** The room a frame names, when its name is one (the frame may still be malformed past it). */
export function roomOf(data: Uint8Array): string | null {
  try {
    const r = new Reader(data);
    const length = r.uint();
    // A room's name is ASCII: its length in bytes is its length in characters.
    if (length > 64) return null;
    r.pos = 0;
    const room = r.string();
    return ROOM_PATTERN.test(room) ? room : null;
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}

/** The room of a frame the relay sends that acknowledges an update (SyncStatus), else null. */
export function ackRoom(data: Uint8Array): string | null {
  try {
    const r = new Reader(data);
    const room = r.string();
    return r.uint() === SYNC_STATUS ? room : null;
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}

/**
 * The frame's room and update when it is a frame of the app's protocol whose every count fits,
 * else null (the connection is then closed: an honest phone never sends one).
 */
export function checkFrame(data: Uint8Array): Frame | null {
  try {
    const r = new Reader(data);
    const room = r.string();
    if (!ROOM_PATTERN.test(room)) return null;
    const type = r.uint();
    if (!ALLOWED.has(type)) return null;
    if (type === SYNC || type === SYNC_REPLY) {
      const kind = r.uint();
      const payload = r.nested();
      if (kind === SYNC_STEP_1) {
        stateVector(payload);
        return { room, update: null, presence: [], opens: false, closes: false, asks: true };
      }
      if (kind !== SYNC_STEP_2 && kind !== SYNC_UPDATE) return null;
      return updateFits(payload.bytes, rootsOf(room)) ? { room, update: payload.bytes, presence: [], opens: false, closes: false, asks: false } : null;
    }
    return { room, update: null, presence: type === AWARENESS ? awareness(r.nested()) : [], opens: type === AUTH, closes: type === CLOSE, asks: false };
  } catch (error) {
    if (error instanceof Malformed) return null;
    throw error;
  }
}
