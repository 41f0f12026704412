import { readFile } from 'node:fs/promises';
import { censusOf } from './snapshot.ts';

/** Opens a snapshot's file on a thread of its own and answers its census (see `censusInThread`). */
export default async ({ file, workDir }: { file: string; workDir: string }) =>
  censusOf(new Blob([await readFile(file)]), workDir);
