// The `lint` suite of `npm test` (scripts/test.sh): ESLint over the tree (eslint.config.js), its
// problems as `npm run lint` prints them, then one closing line that counts each file linted as a
// test: "lint: N passed, M failed" (a file with any problem fails: no rule is set to warn). Exit 1
// when any file failed.
import { ESLint } from 'eslint';

const eslint = new ESLint();
const results = await eslint.lintFiles(['.']);
const formatter = await eslint.loadFormatter('stylish');
const text = await formatter.format(results);
if (text) console.log(text);
const failed = results.filter((result) => result.messages.length > 0).length;
console.log(`lint: ${results.length - failed} passed, ${failed} failed`);
process.exitCode = failed > 0 ? 1 : 0;
