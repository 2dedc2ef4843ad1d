/**
 * The order the journeys start in: the longest first, so that four workers end together instead
 * of one starting an 85-second file when the others are done. vitest orders by the times of the
 * last run it cached, and a fresh clone (CI) has none: it would order by file size, which says
 * little about how long a journey waits on its browsers. The list is the journeys of a minute or
 * more, longest first, from a fresh clone's `npm test` (.tmp/journeys.json); the rest follow in
 * vitest's own order.
 */
import { BaseSequencer, type TestSpecification } from 'vitest/node';

const SLOW_FIRST = [
  'diamonds-journeys',
  'live-changes',
  'ledger-recovery',
  'live-trust',
  'phone-table',
  'live-table',
  'ledger-sync',
  'drafts',
  'diamonds-check',
  'diams-journey',
  'words-fit',
].map((name) => `/test/e2e/${name}.e2e.test.ts`);

const rank = (spec: TestSpecification): number => {
  const i = SLOW_FIRST.findIndex((end) => spec.moduleId.endsWith(end));
  return i < 0 ? SLOW_FIRST.length : i;
};

export default class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: within a project and rank, vitest's order stays.
    return sorted.sort((a, b) => (a.project.config.sequence.groupOrder - b.project.config.sequence.groupOrder) || rank(a) - rank(b));
  }
}
