// The `format` suite of `npm test` (scripts/test.sh): Prettier's layout (.prettierrc) over every
// file of the repository it formats (.prettierignore leaves out the prose, the example records and
// generated files), each file a test: "format: N passed, M failed", the files laid out otherwise
// listed first (`npx prettier --write FILE` lays one out). Exit 1 when any file failed.
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import * as prettier from 'prettier';

const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' }).split('\0').filter(Boolean);
let passed = 0;
const failed = [];
for (const file of files) {
  const info = await prettier.getFileInfo(file, { ignorePath: '.prettierignore' });
  if (info.ignored || info.inferredParser === null) continue;
  const options = { ...(await prettier.resolveConfig(file)), filepath: file };
  if (await prettier.check(readFileSync(file, 'utf8'), options)) passed++;
  else failed.push(file);
}
for (const file of failed) console.log(`not laid out as .prettierrc says: ${file}`);
console.log(`format: ${passed} passed, ${failed.length} failed`);
process.exitCode = failed.length > 0 ? 1 : 0;
