// Runs once before the browser suite: screenshots and logs of failures from an earlier run are removed, so
// the folder only ever shows what this run saw.
import { readdirSync, rmSync } from 'node:fs';
import { SCREENSHOT_DIR } from './browser';

export default function setup(): void {
  let names: string[];
  try {
    names = readdirSync(SCREENSHOT_DIR);
  } catch {
    return; // no folder yet
  }
  for (const name of names) {
    if (name.startsWith('failed-')) rmSync(`${SCREENSHOT_DIR}${name}`, { force: true });
  }
}
