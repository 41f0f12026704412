// Every language's catalogue as one module of its own (<language>.ts, one export per namespace), so
// the browser can fetch just the language it shows; src/index.ts gathers them for the server.
// Static re-exports, so Vite, esbuild and tsx all bundle or load the JSON; no file is read at run time.
export * as en from './en.ts';
export * as es from './es.ts';
export * as de from './de.ts';
export * as it from './it.ts';
