/** The main journeys (./journeys.ts) in WebKitGTK, with a Chromium phone as the other device. */
import { journeys } from './journeys';

journeys('webkit', 'chromium');
