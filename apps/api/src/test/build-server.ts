import { execFile } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const apiDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The server-process tests start what production and the operators run, so the run compiles it first. */
export default async function setup(): Promise<void> {
  await promisify(execFile)(process.execPath, ['build.js'], { cwd: apiDir });
}
