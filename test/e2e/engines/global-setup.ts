/**
 * The engines' journeys serve the build with the table server of each file (./journeys.ts), so
 * they need the run's build and no `vite preview`: a second preview of this project, beside the
 * one the other journeys start in `npm test`, is refused by vite's command lock.
 */
import type { TestProject } from 'vitest/node';
import { build, DIST } from '../global-setup';

export default function setup(project: TestProject): void {
  build();
  project.provide('distDir', DIST);
}
