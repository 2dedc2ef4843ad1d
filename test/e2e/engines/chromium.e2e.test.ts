/** The main journeys (./journeys.ts) in Chromium, with a Firefox phone as the other device. */
import { journeys } from './journeys';

journeys('chromium', 'firefox');
