#!/usr/bin/env node
/**
 * Gzipped size of what the first visit downloads before the app can run: the scripts and
 * styles dist/index.html loads (including modulepreloads) and, transitively, the modules those
 * import statically. Lazily imported screens (`import()`) are not counted. Each file is gzipped
 * on its own, as a server would send it; 1 KB = 1000 bytes, as in Vite's build report.
 * Usage: node scripts/first-load-size.mjs [distDir]   (run `vite build` first)
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/**
 * The files of a build's first load (paths inside `dist`) and their gzipped bytes, each file gzipped on its own.
 * Also read by scripts/lazy-doors.mjs, which fails a build whose first load outgrows its limit.
 */
export function firstLoad(dist) {
  const indexFile = join(dist, 'index.html');
  if (!existsSync(indexFile)) throw new Error(`No ${relative(process.cwd(), indexFile)}: run \`npx vite build\` first.`);
  const html = readFileSync(indexFile, 'utf8');
  const seen = new Set();
  const queue = entryFiles(dist, html);
  while (queue.length) {
    const file = queue.shift();
    if (seen.has(file)) continue;
    seen.add(file);
    if (!file.endsWith('.js')) continue;
    for (const [, spec] of readFileSync(file, 'utf8').matchAll(STATIC_IMPORT)) {
      if (spec.startsWith('.')) queue.push(join(dirname(file), spec));
    }
  }
  let bytes = 0;
  for (const file of seen) bytes += gzipSync(readFileSync(file), { level: 9 }).length;
  return { files: [...seen].map((file) => relative(dist, file)), bytes };
}

/** Local file paths of the page's <script src> and <link rel=stylesheet|modulepreload href>. */
function entryFiles(dist, html) {
  const files = [];
  for (const [tag] of html.matchAll(/<(script|link)\b[^>]*>/g)) {
    const isScript = tag.startsWith('<script');
    const rel = /\brel=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if (!isScript && rel !== 'stylesheet' && rel !== 'modulepreload') continue;
    const url = /\b(?:src|href)=["']?([^"'\s>]+)/.exec(tag)?.[1];
    if (url && !/^[a-z]+:|^\/\//i.test(url)) files.push(join(dist, url.replace(/^\.?\//, '')));
  }
  return files;
}

/** Static `import … from "x"`, `import "x"` and `export … from "x"` of a module (never `import(`). */
const STATIC_IMPORT = /(?:^|[^\w$.])(?:import\s*(?:[\w$*{}\s,]+?\s*from\s*)?|export\s*(?:\*(?:\s*as\s+[\w$]+)?|\{[^}]*\})\s*from\s*)["']([^"']+)["']/g;

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dist = resolve(process.argv[2] ?? 'dist');
  let load;
  try {
    load = firstLoad(dist);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (process.env.FIRST_LOAD_VERBOSE) {
    for (const file of load.files) console.error(file);
  }
  console.log(JSON.stringify({ bench: 'first-load-gzip', value: Math.round(load.bytes / 10) / 100, unit: 'KB' }));
}
