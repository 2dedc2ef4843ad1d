/**
 * The layers of src/ and server/ (.dependency-cruiser.cjs) are part of `npm test`: scripts/test.sh
 * runs dependency-cruiser over both right after the type check, and a violation fails the run.
 * Here a layer is broken on purpose (files written into src/ and server/ for the test, removed
 * after it) and the same command must name the broken rule and fail.
 */
import { execFile } from 'node:child_process';
import { existsSync, rmSync, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { beforeAll, describe, expect, it } from 'vitest';

const run = promisify(execFile);

interface Violation {
  rule: string;
  from: string;
  to: string;
}

/**
 * dependency-cruiser over these files, exactly as scripts/test.sh runs it over src/: its exit status
 * (the number of errors) and the errors it lists ("error RULE: FROM → TO", a cycle's path over lines).
 */
async function cruise(files: readonly string[]): Promise<{ status: number; errors: Violation[] }> {
  const args = [...files, '--config', '.dependency-cruiser.cjs'];
  let status = 0;
  let stdout: string;
  try {
    ({ stdout } = await run('node_modules/.bin/depcruise', args));
  } catch (error) {
    const failed = error as { code?: unknown; stdout?: string };
    if (typeof failed.code !== 'number' || failed.stdout === undefined) throw error;
    ({ code: status, stdout } = failed as { code: number; stdout: string });
  }
  // eslint-disable-next-line no-control-regex
  const plain = stdout.replace(/\x1b\[[0-9;]*[A-Za-z]/g, '');
  const errors = [...plain.matchAll(/^\s*error ([\w-]+): (\S+) →\s+(\S+)/gm)].map(([, rule, from, to]) => ({ rule, from, to }) as Violation);
  return { status, errors };
}

const tag = `${process.pid}-${Date.now()}`;
const name = (path: string) => path.slice(path.lastIndexOf('/') + 1, -'.ts'.length);

/** Each file breaks one rule, but the last, which keeps to its layer. */
const rules = `src/rules/zz-layer-probe-${tag}.ts`;
const store = `src/store/zz-layer-probe-${tag}.ts`;
const i18n = `src/i18n/zz-layer-probe-${tag}.ts`;
const sync = `src/sync/zz-layer-probe-${tag}.ts`;
const wire = `src/wire/zz-layer-probe-${tag}.ts`;
const server = `server/zz-layer-probe-${tag}.ts`;
const cycleA = `src/stats/zz-cycle-probe-a-${tag}.ts`;
const cycleB = `src/stats/zz-cycle-probe-b-${tag}.ts`;
const sound = `src/stats/zz-layer-probe-${tag}.ts`;
const probes: Record<string, string> = {
  [rules]: "import type { DeviceDb } from '../store/db';\n\nexport type Probe = DeviceDb;\n",
  [store]: "export { computeStats } from '../stats/compute';\nexport { LANGUAGE_NAMES } from '../i18n/language';\n",
  [i18n]: "export { getSetting } from '../store/settings';\n",
  [sync]:
    "export { appDb } from '../app/app-db';\nexport { tableOf } from '../live/tables';\nexport type { LedgerStatus } from './status';\nexport { seal } from '../wire/crypto';\n",
  [wire]: "export type { LiveLink } from '../store/db';\n",
  [server]: "export { SYNC_PATH } from '../src/wire/protocol';\nexport { appendEvent } from '../src/store/events';\n",
  [cycleA]: `import type { B } from './${name(cycleB)}';\n\nexport interface A {\n  b?: B;\n}\n`,
  [cycleB]: `import type { A } from './${name(cycleA)}';\n\nexport interface B {\n  a?: A;\n}\n`,
  [sound]:
    "import type { DeviceDb } from '../store/db';\nimport type { GameModule } from '../rules/game';\n\nexport type Probe = [DeviceDb, GameModule<unknown, unknown, unknown>];\n",
};

describe('the layers of src/, broken on purpose', () => {
  let result: Awaited<ReturnType<typeof cruise>>;
  beforeAll(async () => {
    try {
      for (const [path, text] of Object.entries(probes)) writeFileSync(path, text);
      result = await cruise(Object.keys(probes));
    } finally {
      for (const path of Object.keys(probes)) rmSync(path, { force: true });
    }
  }, 60_000);

  it('fail the command', () => {
    expect(result.status).toBeGreaterThan(0);
  });

  it('fail on a rules module that imports the store, even for a type', () => {
    expect(result.errors).toContainEqual({ rule: 'rules-alone', from: rules, to: 'src/store/db.ts' });
  });

  it('fail on the store importing the statistics or the language, and on i18n importing the store', () => {
    expect(result.errors).toEqual(
      expect.arrayContaining([
        { rule: 'store-on-rules', from: store, to: 'src/stats/compute.ts' },
        { rule: 'store-on-rules', from: store, to: 'src/i18n/language.ts' },
        { rule: 'i18n-on-rules', from: i18n, to: 'src/store/settings.ts' },
      ]),
    );
  });

  it('fail on the ledger sync importing the app or the live table, and only on that', () => {
    const errors = result.errors.filter((e) => e.from === sync).sort((a, b) => a.to.localeCompare(b.to));
    expect(errors).toEqual([
      { rule: 'sync-on-wire-and-store', from: sync, to: 'src/app/app-db.ts' },
      { rule: 'sync-on-wire-and-store', from: sync, to: 'src/live/tables.ts' },
    ]);
  });

  it('fail on the wire importing the store, and on the relay importing the app beside the wire', () => {
    expect(result.errors).toContainEqual({ rule: 'wire-alone', from: wire, to: 'src/store/db.ts' });
    expect(result.errors.filter((e) => e.from === server)).toEqual([{ rule: 'server-on-wire', from: server, to: 'src/store/events.ts' }]);
  });

  it('fail on a cycle made of type-only imports', () => {
    const cycles = result.errors.filter((e) => e.rule === 'no-cycles').map((e) => [e.from, e.to].sort());
    expect(cycles).toContainEqual([cycleA, cycleB].sort());
  });

  it('pass a module that keeps to its layer', () => {
    expect(result.errors.filter((e) => e.from === sound)).toEqual([]);
  });

  it('are removed again', () => {
    expect(Object.keys(probes).filter((path) => existsSync(path))).toEqual([]);
  });
});
