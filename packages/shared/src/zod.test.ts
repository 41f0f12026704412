import { describe, expect, it } from 'vitest';

describe('zod without eval', () => {
  it('builds and parses schemas, the package’s and a consumer’s, without ever calling Function', async () => {
    // Zod probes `new Function('')` when an object schema is built and compiles a parser with it on the
    // first parse; under the portal's CSP each such call is a reported violation. Watch the global
    // Function from before zod loads (this file imports nothing of it statically).
    const compiled: unknown[][] = [];
    const RealFunction = globalThis.Function;
    globalThis.Function = new Proxy(RealFunction, {
      construct(target, args: unknown[]) {
        compiled.push(args);
        return Reflect.construct(target, args) as object;
      },
      apply(target, self, args: unknown[]) {
        compiled.push(args);
        return Reflect.apply(target, self, args) as unknown;
      },
    });
    try {
      const shared = await import('./index.ts');
      const { z } = await import('./zod.ts');
      expect(shared.listQuerySchema(20).parse({ page: '2' })).toMatchObject({ page: 2, pageSize: 20 });
      expect(shared.loginRequestSchema.safeParse({ email: 'not an address' }).success).toBe(false);
      expect(shared.tokenResponseSchema.parse({ access_token: 't' })).toEqual({ access_token: 't' });
      const own = z.object({ name: z.string(), count: z.number() });
      expect(own.parse({ name: 'a', count: 1 })).toEqual({ name: 'a', count: 1 });
    } finally {
      globalThis.Function = RealFunction;
    }
    expect(compiled).toEqual([]);
    // The setting is zod's own, so a schema built with `zod` itself after ours loaded runs jitless too.
    const { z } = await import('zod');
    expect(z.config().jitless).toBe(true);
  });
});
