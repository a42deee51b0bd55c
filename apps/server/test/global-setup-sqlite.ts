import { buildTemplate } from './template.ts';

/** Vitest global setup of the server-sqlite project. */
export default async function setup(): Promise<void> {
  await buildTemplate('sqlite');
}
