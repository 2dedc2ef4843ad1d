/**
 * The lint rule that every ignored error says why ignoring it is safe (eslint-rules/swallowed-errors.js,
 * issue 38): which catches it reports, and which it lets be.
 */
import { RuleTester } from 'eslint';
import { describe, it } from 'vitest';
import plugin from '../../eslint-rules/swallowed-errors';

RuleTester.describe = describe;
RuleTester.it = it;

const tester = new RuleTester({ languageOptions: { ecmaVersion: 2022, sourceType: 'module' } });
const rule = plugin.rules['no-silent-catch'];

tester.run('no-silent-catch', rule, {
  valid: [
    // The error is read: handled.
    'try { f(); } catch (error) { console.error(error); }',
    'p.catch((error) => show(error));',
    'p.catch(function (error) { throw wrap(error); });',
    // Ignored, with the reason on its line or inside it.
    'function read() {\n  try { return f(); } catch { // not JSON: damaged\n    return null;\n  }\n}',
    'try { f(); } catch {\n  // a browser without it: the download is used\n}',
    'try { f(); } catch (_error) { /* safe: retried below */ }',
    'p.catch(() => undefined); // the next change tries again',
    'p\n  // nothing kept can be read: the form starts blank\n  .catch(() => ({}))\n  .then(use);',
    // Not a handler we can read: a named function is its own place to say so.
    'p.catch(report);',
    'p.then(use);',
  ],
  invalid: [
    { code: 'function read() { try { return f(); } catch { return null; } }', errors: [{ messageId: 'clause' }] },
    { code: 'function read() { try { return f(); } catch (error) { return null; } }', errors: [{ messageId: 'clause' }] },
    { code: 'try {\n  f();\n} catch {\n  x = 1;\n}', errors: [{ messageId: 'clause', line: 3 }] },
    { code: 'p.catch(() => undefined);', errors: [{ messageId: 'handler' }] },
    { code: 'p.catch((_error) => null);', errors: [{ messageId: 'handler' }] },
    { code: 'p.catch(function () {});', errors: [{ messageId: 'handler' }] },
    // A comment above a `.catch` that does not begin its line is about something else.
    { code: '// a note on the call\np.catch(() => 0);', errors: [{ messageId: 'handler' }] },
    // A comment two lines away from the catch is not on it.
    { code: 'try {\n  f(); // reads the file\n  g();\n} catch {\n  x = 1;\n}', errors: [{ messageId: 'clause' }] },
  ],
});
