/**
 * A game screen's copy of the game's drafts (the store's readDrafts): read together with
 * the game by the screen's log controller, and changed only through `set`, which shows a change once
 * the store has committed it.
 */
import type { ReactiveControllerHost } from 'lit';
import { readDrafts, writeDraft, type DeviceDb, type Drafts } from '../../store/index';

export class ScreenDrafts {
  /** The drafts as last read or written. */
  values: Drafts = {};
  /** Writes not committed yet: a tab closed now would lose the last taps. */
  private writing = 0;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly db: () => DeviceDb,
    private readonly id: () => string,
  ) {}

  /** The stored drafts of the current game; the caller assigns it to `values` with the game. */
  read(): Promise<Drafts> {
    const id = this.id();
    return id ? readDrafts(this.db(), id) : Promise.resolve({});
  }

  /** True while a piece written is not committed yet (screens show it to tests as `data-drafts`). */
  get saving(): boolean {
    return this.writing > 0;
  }

  /**
   * Stores one piece (`undefined` removes it), then shows it. A draft written at every keystroke
   * need not be awaited: the store commits the writes in the order they were asked for.
   */
  async set(key: string, value: unknown): Promise<void> {
    const id = this.id();
    this.writing++;
    // Shown as saving from the next frame on, not only once the write is done: a reload read "saved"
    // while a chip's draft was still on its way, and the chip was gone after it.
    this.host.requestUpdate();
    try {
      await writeDraft(this.db(), id, key, value);
    } finally {
      this.writing--;
      this.host.requestUpdate();
    }
    if (id !== this.id()) return; // the screen moved to another game meanwhile
    const next = { ...this.values };
    if (value === undefined) delete next[key];
    else next[key] = value;
    this.values = next;
    this.host.requestUpdate();
  }
}
