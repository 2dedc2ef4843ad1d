/** The write token the tests' raw clients and phones show (server/write-keys.ts): whoever opens a room first claims it with it. */
export const TOKEN = 'the-tests-write-token';
