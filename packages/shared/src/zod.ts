import { z } from 'zod';

/**
 * The `z` every schema of ours is built with (a lint rule refuses `zod` itself elsewhere).
 *
 * Zod 4 compiles a fast parser for each object schema with `new Function`, and first probes whether
 * it may (`new Function('')`) when the schema is built. Under the portal's Content Security Policy
 * (`script-src 'self'`, no 'unsafe-eval') the browser blocks that probe and logs and reports a
 * violation on every page, although zod swallows the error and parses without it. `jitless` skips
 * both the probe and the compiled path, everywhere alike (browser, server, tests).
 *
 * Zod reads the setting when a schema is built, not when it parses: here it is set before any module
 * that imports this one runs, so before the first schema wherever that module is loaded. A bundle
 * that splits the schemas off the entry takes the setting with them, and the entry loads neither.
 * Listed in package.json `sideEffects`, so no bundler drops it.
 */
z.config({ jitless: true });

export { z };
