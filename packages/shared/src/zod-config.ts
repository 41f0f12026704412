import { config } from 'zod/v4/core';

/**
 * Zod 4 compiles a fast parser for each object schema with `new Function`, and first probes whether
 * it may (`new Function('')`) when the schema is built. Under the portal's Content Security Policy
 * (`script-src 'self'`, no 'unsafe-eval') the browser blocks that probe and logs and reports a
 * violation on every page, although zod swallows the error and parses without it. `jitless` skips
 * both the probe and the compiled path, everywhere alike (browser, server, tests).
 *
 * Zod reads the setting when a schema is built, not when it parses, so this must run before the first
 * schema is made: `index.ts` imports it first, and the web entry (apps/web/src/main.tsx) before
 * anything else. From `zod/v4/core`, the module that owns the setting, so the entry does not pull in
 * the schema library. Listed in package.json `sideEffects`, so no bundler drops it.
 */
config({ jitless: true });
