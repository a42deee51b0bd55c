// Replaced at build time by vite.config.ts (`define`); tests define it in vitest.config.ts.
declare const __APP_VERSION__: string;

/** The version of the running web build ('dev' under the dev server). */
export const APP_VERSION: string = typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : 'dev';
