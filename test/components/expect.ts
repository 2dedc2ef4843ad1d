/**
 * The `expect` of the Node tests (vitest's, from @vitest/expect on chai) for the component tests,
 * which mocha runs in Chromium: one assertion style across every suite.
 */
import * as chai from 'chai';
import { JestAsymmetricMatchers, JestChaiExpect, JestExtend, type ExpectStatic } from '@vitest/expect';

chai.use(JestExtend);
chai.use(JestChaiExpect);
chai.use(JestAsymmetricMatchers);

export const expect = chai.expect as unknown as ExpectStatic;
