import { censusOf } from './snapshot.ts';

/** Opens a snapshot on a thread of its own and answers its census (see `censusInThread`). */
export default ({ image, workDir }: { image: ArrayBuffer; workDir: string }) =>
  censusOf(new Blob([image]), workDir);
