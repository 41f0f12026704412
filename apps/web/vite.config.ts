import { readdir, readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, runnerImport } from 'vite';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Text and font files; images other than SVG, and archives, are compressed already. */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|webmanifest|txt|xml|woff2?|ttf|otf)$/;

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

/** Writes `file.br` and `file.gz` beside `file`, each only when it is smaller than the file itself. */
async function precompressFile(file: string): Promise<void> {
  const content = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(content, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: content.length,
      },
    }),
    gzip(content, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // woff2 is brotli inside already: a sibling that saves nothing would only cost a disk read.
  await Promise.all([
    br.length < content.length ? writeFile(`${file}.br`, br) : undefined,
    gz.length < content.length ? writeFile(`${file}.gz`, gz) : undefined,
  ]);
}

/**
 * Compresses the build once, at the strongest levels (too slow per request, free at build time), so
 * the API serves `.br`/`.gz` siblings through @fastify/static's `preCompressed` (apps/api/src/plugins/web.ts).
 *
 * Our own few lines on node:zlib rather than a plugin: vite-plugin-compression has had no release
 * since 2021, and vite-plugin-compression2, though maintained, would be a dependency (with its own
 * options and defaults to keep in step with Vite majors) for what is one loop over `dist/`.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'portal:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    // After every file, index.html and the worker included, is on disk.
    async closeBundle(error?: Error) {
      if (error) return;
      const files = (await filesUnder(outDir)).filter((file) => COMPRESSIBLE.test(file));
      await Promise.all(files.map(precompressFile));
    },
  };
}

/**
 * Writes dist/robots.txt from the route registry (src/config/robots.ts), so the API serves a real one
 * (apps/api/src/plugins/web.ts) rather than the SPA's index.html, and it lists the routes as they are.
 * Through Vite's own module loader: the registry imports `@portal/shared`, TypeScript source that
 * Node cannot load the way it loads this file.
 */
function robots(): Plugin {
  return {
    name: 'portal:robots',
    apply: 'build',
    async generateBundle() {
      const { module } = await runnerImport<{ robotsTxt: () => string }>(
        fileURLToPath(new URL('./src/config/robots.ts', import.meta.url)),
        { configFile: false, logLevel: 'error' },
      );
      this.emitFile({ type: 'asset', fileName: 'robots.txt', source: module.robotsTxt() });
    },
  };
}

/**
 * Fewer, larger files for what the public forms load first. Left to itself Rolldown cuts a chunk for
 * every set of screens that shares a module, and a form arrived in dozens of tiny files: over
 * HTTP/1.1 each response also carries the security headers, often more than the file itself, and each
 * small file compresses worse than one large one. So:
 * - `app`: everything the entry imports statically, which is loaded before anything shows anyway;
 * - `form`: what every pre-check form renders and sends with (features/precheck/form, the captcha's
 *   state and field, the generic components/form and the public layout, with what they import: Mantine's inputs,
 *   react-hook-form), but not the captcha widgets, which load on first use, nor the review and the
 *   success page (their tables and date formats), fetched once the form is used, nor the progress bar's
 *   menu (Popover and its positioning), which only narrow screens load, nor the inputs of one form
 *   only; Mantine's DirectionProvider (which Radio shares with signed-in screens) and Paper (the e-commerce form's groups, and many signed-in
 *   screens) would otherwise each be a file of its own, 0.4 KB with 0.5 KB of headers;
 * - `pos-form` and `ecom-form`: each form's own part, with its public route, and the inputs only its
 *   catalogue asks for (form/inputs/, as the form's map of inputs says) with the Mantine modules only
 *   they use: POS radio buttons; e-commerce long texts (Textarea, getEnv) and passwords
 *   (PasswordInput, the ActionIcon of its toggle).
 * A group takes the modules it names and those they import, so it holds only what its modules use:
 * zod, imported through `@portal/shared` but only used by what loads later, stays out.
 */
const CHUNK_GROUPS = [
  { name: 'app', tags: ['$initial' as const], priority: 3 },
  {
    name: 'form',
    test: /[\\/]src[\\/](components[\\/](form|layout[\\/]public-form-layout)|features[\\/]captcha[\\/](?!(altcha|recaptcha)-widget)|features[\\/]precheck[\\/](api[\\/]create-precheck\.ts|form[\\/](?!precheck-review|submit-success|section-progress[\\/]section-progress-menu|inputs[\\/](?:choice|long-text|password)-field-input))|lib[\\/](retry|live-query-client)\.ts)|shared[\\/]src[\\/]record-view\.ts$|@mantine[\\/]core[\\/]esm[\\/](core[\\/]DirectionProvider|components[\\/]Paper)[\\/]/,
    priority: 2,
  },
  {
    name: 'precheck-review',
    test: /features[\\/]precheck[\\/]form[\\/](precheck-review|submit-success)\.tsx$|components[\\/]ui[\\/]detail-table\.tsx$|lib[\\/]dates\.ts$|[\\/]date-fns[\\/]|@mantine[\\/]core[\\/]esm[\\/]components[\\/](Table|ScrollArea)[\\/]|@floating-ui[\\/]/,
    priority: 1,
    includeDependenciesRecursively: false,
  },
  {
    name: 'pos-form',
    test: /precheck[\\/]pos[\\/](api[\\/]create-pos-precheck|components[\\/](create-pos-precheck|pos-form-fields|pos-precheck-form))\.tsx?$|precheck-pos[\\/]public-add-pos-precheck\.tsx$|shared[\\/]src[\\/]pos-catalogue\.ts$|form[\\/]inputs[\\/]choice-field-input\.tsx$|@mantine[\\/]core[\\/]esm[\\/]components[\\/]Radio[\\/]/,
    priority: 1,
    includeDependenciesRecursively: false,
  },
  {
    name: 'ecom-form',
    test: /precheck[\\/]ecom[\\/](api[\\/]create-ecom-precheck|components[\\/](create-ecom-precheck|ecom-form-values|ecom-precheck-form|ecom-group-section))\.tsx?$|precheck-ecom[\\/]public-add-ecom-precheck\.tsx$|shared[\\/]src[\\/]ecom-catalogue\.ts$|form[\\/]inputs[\\/](long-text|password)-field-input\.tsx$|@mantine[\\/]core[\\/]esm[\\/](components[\\/](Textarea|PasswordInput|ActionIcon)|core[\\/]utils[\\/]get-env)[\\/]/,
    priority: 1,
    includeDependenciesRecursively: false,
  },
];

export default defineConfig({
  plugins: [react(), robots(), precompress()],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  server: {
    // The API runs as its own process in development; the browser sees one origin, as in production.
    proxy: { '/api': 'http://127.0.0.1:3000' },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // What each chunk imports, for the bundle budget (scripts/bundle-budget.ts).
    manifest: true,
    rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
  },
});
