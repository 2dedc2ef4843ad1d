/**
 * Complete 6-player standard games replayed per second in Node, and, on the same records in the
 * same run, plain JSON.parse + JSON.stringify per second: the ratio is the engine's overhead.
 */
import { replayDiamonds } from '../src/rules/diamonds/replay';
import { readDiamondsRecord } from '../src/rules/diamonds/record';
import { randomGame } from '../test/support/random-diamonds';
import { emit } from './emit';
import { sized } from './size';

const GAMES = sized(200, 3);
const texts = Array.from({ length: GAMES }, (_, i) => JSON.stringify(randomGame(1000 + i, { players: 6 }).record));
const records = texts.map((t) => JSON.parse(t) as unknown);

function perSecond(run: (i: number) => void, seconds = sized(2, 0.05)): number {
  for (let i = 0; i < GAMES; i++) run(i); // warm up the JIT
  let done = 0;
  const start = performance.now();
  let now = start;
  while (now - start < seconds * 1000) {
    for (let i = 0; i < GAMES; i++) run(i);
    done += GAMES;
    now = performance.now();
  }
  return (done * 1000) / (now - start);
}

let sink = 0;
const validated = perSecond((i) => {
  const r = readDiamondsRecord(records[i]);
  if (!r.ok) throw new Error(r.error.text.key);
  sink += r.state.roundsDone;
});
const full = perSecond((i) => {
  const r = replayDiamonds(records[i]);
  if (!r.ok) throw new Error(r.error.text.key);
  sink += r.output.roundsPlayed;
});
const json = perSecond((i) => {
  sink += JSON.stringify(JSON.parse(texts[i] as string)).length;
});
emit('diamonds-6p-games-replayed-per-second', Math.round(validated), 'games/s');
emit('diamonds-6p-replay-with-output-per-second', Math.round(full), 'games/s');
emit('json-parse-stringify-per-second', Math.round(json), 'records/s');
emit('engine-overhead-vs-json', Number((json / validated).toFixed(2)), 'x');
if (sink < 0) console.log(sink);
