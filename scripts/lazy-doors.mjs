/**
 * The guard of the lazy doors (src/lazy-doors.ts), a plugin of every `vite build` (vite.config.ts):
 * the build fails, naming what is wrong, when
 * - an `import()` of src/ is not stated in LAZY_DOORS (a door nobody said why it waits),
 * - a door stated there is no longer in the code (the list says what the app no longer does),
 * - what a door opens is in the first load all the same: a static import reaches it from the entry,
 *   so the door is bypassed and opens nothing (its static importers are named),
 * - the first load (scripts/first-load-size.mjs, on the files as written) outgrows FIRST_LOAD_LIMIT_KB.
 * `doorProblems` is the check itself, on a build's graph (test/app/lazy-doors.test.ts breaks it on purpose).
 */
import { relative, resolve } from 'node:path';
import { FIRST_LOAD_LIMIT_KB, LAZY_DOORS } from '../src/lazy-doors.ts';
import { firstLoad } from './first-load-size.mjs';

/**
 * What is wrong with a build's doors, a sentence each ([] when nothing is).
 * @param {object} build
 * @param {readonly {from: string, to: string, target: string | null}[]} build.doors the stated doors, each with the module id its `to` resolves to (null: none)
 * @param {readonly {from: string, target: string}[]} build.dynamic every `import()` of src/ in the build: its module (from the root) and the id it opens
 * @param {ReadonlyMap<string, string>} build.firstLoad each module id of the first load, with the file of its chunk
 * @param {(id: string) => readonly string[]} build.importers the modules that import one statically
 * @param {(id: string) => string} [build.show] how a module id is written in a sentence
 * @returns {string[]}
 */
export function doorProblems({ doors, dynamic, firstLoad, importers, show = (id) => id }) {
  const problems = [];
  const key = (from, target) => `${from}\n${target}`;
  const stated = new Set(doors.map((door) => key(door.from, door.target)));
  const inCode = new Set(dynamic.map((found) => key(found.from, found.target)));
  for (const found of dynamic) {
    if (!stated.has(key(found.from, found.target)))
      problems.push(`${found.from} imports ${show(found.target)} lazily, and src/lazy-doors.ts does not state that door: add it there, with why it waits.`);
  }
  for (const door of doors) {
    if (door.target === null) problems.push(`src/lazy-doors.ts states ${door.from} → ${door.to}, which resolves to no module.`);
    else if (!inCode.has(key(door.from, door.target)))
      problems.push(`src/lazy-doors.ts states ${door.from} → ${door.to}, which ${door.from} no longer imports lazily: remove it there.`);
    else if (firstLoad.has(door.target)) {
      const by = importers(door.target).map(show).join(', ') || 'the entry';
      problems.push(
        `The door ${door.from} → ${door.to} is bypassed: ${show(door.target)} is in the first load (${firstLoad.get(door.target)}), imported statically by ${by}.`,
      );
    }
  }
  return [...new Set(problems)];
}

/** A first load of `bytes` gzipped, against a limit in KB: what is wrong, or null. */
export function sizeProblem(bytes, limitKb = FIRST_LOAD_LIMIT_KB) {
  if (bytes <= limitKb * 1000) return null;
  return `The first load is ${(bytes / 1000).toFixed(2)} KB gzipped, over its limit of ${limitKb} KB (src/lazy-doors.ts): put what the first screen does not need behind a lazy door.`;
}

/** The Vite plugin: checks the doors on the bundle, and the first load once it is written. */
export function lazyDoors({ doors = LAZY_DOORS, limitKb = FIRST_LOAD_LIMIT_KB } = {}) {
  let root = process.cwd();
  /** @type {{from: string, to: string, target: string | null}[]} */
  let resolved = [];
  const fromRoot = (id) => relative(root, id).split('\\').join('/');
  const show = (id) => {
    const path = fromRoot(id);
    const inPackage = path.lastIndexOf('node_modules/');
    return inPackage >= 0 ? path.slice(inPackage) : path;
  };
  return {
    name: 'diamond-ledger:lazy-doors',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    async buildEnd(error) {
      if (error) return;
      resolved = await Promise.all(doors.map(async (door) => ({ ...door, target: (await this.resolve(door.to, resolve(root, door.from)))?.id ?? null })));
    },
    generateBundle(_options, bundle) {
      const chunks = new Map(
        Object.values(bundle)
          .filter((file) => file.type === 'chunk')
          .map((chunk) => [chunk.fileName, chunk]),
      );
      const files = new Set();
      const queue = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
      while (queue.length) {
        const file = queue.shift();
        if (files.has(file) || !chunks.has(file)) continue;
        files.add(file);
        queue.push(...chunks.get(file).imports);
      }
      const inFirstLoad = new Map();
      for (const file of files) for (const id of chunks.get(file).moduleIds) inFirstLoad.set(id, file);
      const dynamic = [];
      for (const id of this.getModuleIds()) {
        const from = fromRoot(id);
        if (!from.startsWith('src/')) continue;
        for (const target of this.getModuleInfo(id)?.dynamicallyImportedIds ?? []) dynamic.push({ from, target });
      }
      const importers = (id) => this.getModuleInfo(id)?.importers ?? [];
      const problems = doorProblems({ doors: resolved, dynamic, firstLoad: inFirstLoad, importers, show });
      if (problems.length) this.error(`Lazy doors (src/lazy-doors.ts):\n- ${problems.join('\n- ')}`);
    },
    writeBundle(options) {
      const problem = sizeProblem(firstLoad(options.dir ?? resolve(root, 'dist')).bytes, limitKb);
      if (problem) this.error(problem);
    },
  };
}
