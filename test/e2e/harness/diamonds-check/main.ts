/**
 * The page the round-end check journey drives (test/e2e/diamonds-check.e2e.test.ts) until the
 * app's session route mounts <diamonds-check-panel>: the real panel on the app's real database.
 * `?players=Ann,Bob` starts a game through the store's createSession, as the new-game screen
 * does; `?session=<id>` opens a stored one.
 */
import '../../../../src/components/shared/theme.css';
import '../../../../src/components/diamonds-check/check-panel.js';
import { appDb } from '../../../../src/components/shared/app-db.js';
import { createSession } from '../../../../src/store/index.js';

const params = new URLSearchParams(location.search);
let id = params.get('session');
if (!id) {
  const players = (params.get('players') ?? '').split(',').filter(Boolean);
  id = await createSession(appDb(), 'diamonds', { players, variant: 'standard', thief: null });
  history.replaceState(null, '', `?session=${encodeURIComponent(id)}`);
}
const panel = document.createElement('diamonds-check-panel');
panel.sessionId = id;
panel.ownToolbar = true;
document.querySelector('#game')?.append(panel);
