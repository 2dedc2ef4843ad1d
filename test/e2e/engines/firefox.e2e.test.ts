/** The main journeys (./journeys.ts) in Firefox ESR, with a WebKitGTK phone as the other device. */
import { journeys } from './journeys';

journeys('firefox', 'webkit');
