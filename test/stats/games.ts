/** The hand-made records (./records.ts), the example records, and storing them through importRecord. */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { importRecord, type DeviceDb } from '../../src/store/index';

export { TWO_PLAYER, THREE_PLAYER_BEGUN, DIAMS_QUICK } from './records';

/** examples beside the repository (as the README's replay example reads them). */
export const EXAMPLES = fileURLToPath(new URL('../../examples/', import.meta.url));

export function example(name: string): string {
  return readFileSync(`${EXAMPLES}${name}.json`, 'utf8');
}

export function expected(name: string): { output: Record<string, unknown> } {
  return JSON.parse(readFileSync(`${EXAMPLES}${name}.expected.json`, 'utf8'));
}

/** Imports a record (an object or a text) and returns the session id. */
export async function store(db: DeviceDb, record: object | string): Promise<string> {
  const result = await importRecord(db, typeof record === 'string' ? record : JSON.stringify(record));
  if (!result.ok) throw new Error(`import refused: ${JSON.stringify(result.error)}`);
  return result.id;
}
