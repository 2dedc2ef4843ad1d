/**
 * Keeps a new-game form as it is typed (../../store/setup-draft.ts), so that a reload at any moment
 * finds every field as it was, like every other form of the app (../session/form-drafts.ts keeps a
 * game's forms); Settings' restore from a recovery kit keeps its form with it too
 * (../settings-screen/devices-restore.ts). The form names its fields (`read`, under its own key) and
 * takes back what was kept (`restore`, which checks the shape and returns whether it took it);
 * a piece an earlier version of the app kept elsewhere is found by `earlier`, when its key holds nothing.
 *
 * When connected it reads what was kept and puts it back, unless something was typed meanwhile;
 * from then on every update that changed the fields writes them (not awaited: the store commits
 * the writes in the order they were asked for). Starting the game drops them all (createSession's
 * `setupDone`). The host shows the state to tests as `data-drafts`: loading, saving or saved.
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import { readSetupDraft, writeSetupDraft, type DeviceDb, type Drafts } from '../../store/index';

export class KeptSetup<T> implements ReactiveController {
  /** Settles once what was kept is read (and put back when the form was untouched). */
  loaded: Promise<void> = Promise.resolve();
  private ready = false;
  private sent = '';
  private writing = 0;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly key: string,
    private readonly db: () => DeviceDb,
    private readonly read: () => T,
    private readonly restore: (kept: unknown) => void,
    private readonly earlier: (all: Drafts) => unknown = () => undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    this.ready = false;
    const untouched = JSON.stringify(this.read());
    this.loaded = readSetupDraft(this.db())
      // Nothing kept can be read: the form starts blank, and is kept from now on.
      .catch((): Drafts => ({}))
      .then((kept) => {
        const touched = JSON.stringify(this.read()) !== untouched;
        const piece = kept[this.key] ?? this.earlier(kept);
        if (!touched && piece !== undefined) this.restore(piece);
        // What was typed while reading is written at once; what was read back is not written again.
        this.sent = touched ? '' : JSON.stringify(this.read());
        this.ready = true;
        this.host.requestUpdate();
      });
  }

  hostUpdated(): void {
    this.host.dataset.drafts = !this.ready ? 'loading' : this.writing > 0 ? 'saving' : 'saved';
    if (!this.ready) return;
    const text = JSON.stringify(this.read());
    if (text === this.sent) return;
    this.sent = text;
    this.writing++;
    this.host.dataset.drafts = 'saving';
    writeSetupDraft(this.db(), this.key, JSON.parse(text) as unknown)
      // A form not kept is still the form on screen: only a reload would lose it.
      .catch(() => undefined) // see the line above
      .finally(() => {
        this.writing--;
        this.host.requestUpdate();
      });
  }
}
