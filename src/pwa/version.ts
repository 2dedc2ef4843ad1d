/**
 * The app's version, from package.json. Vite (vite.config.ts) and the component test server
 * (web-test-runner.config.mjs) both replace `__APP_VERSION__` at build time.
 */
declare const __APP_VERSION__: string;

export const APP_VERSION: string = __APP_VERSION__;
