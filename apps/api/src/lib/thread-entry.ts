import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';

/**
 * What a worker thread loads. Compiled (apps/api/build.js), each thread's script is an entry point of
 * its own beside the server bundle (`compiled`, relative to it). From source the thread loads its
 * TypeScript (`source`, relative to the caller) through tsx: under tsx (`npm run dev`) it would
 * inherit the loader, but under Vitest the main thread's loader is Vite's, which no thread gets.
 */
export function threadEntry(callerUrl: string, compiled: string, source: string) {
  if (callerUrl.endsWith('.js')) return { filename: new URL(compiled, callerUrl).href, execArgv: [] };
  const tsx = pathToFileURL(createRequire(callerUrl).resolve('tsx')).href;
  return { filename: new URL(source, callerUrl).href, execArgv: ['--import', tsx] };
}
