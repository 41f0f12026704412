// Compiles the server to plain JavaScript in dist/, so production runs `node dist/server.js` without a
// TypeScript loader. The workspace packages ship TypeScript source, so they are bundled in; npm
// dependencies stay in node_modules.
//
// Paths computed from `import.meta.url` resolve from dist/ as they do from src/: dist/server.js sits
// one level below apps/api like src/app.ts and src/config.ts, which compute them. The PDF worker is an
// entry point of its own, loaded by its file name in threads (lib/thread-entry.ts). The operators'
// commands (seed, restore, db:copy) are compiled too, to run as the server does: under a TypeScript
// loader each start compiles the app's sources again.
import { createRequire } from 'node:module';
import { build } from 'esbuild';

const require = createRequire(import.meta.url);

/** `packages: 'external'` would leave these out too, and Node cannot load their TypeScript source. */
const bundleWorkspacePackages = {
  name: 'bundle-workspace-packages',
  setup(build) {
    build.onResolve({ filter: /^@portal\// }, (args) => ({ path: require.resolve(args.path) }));
  },
};

await build({
  absWorkingDir: import.meta.dirname,
  entryPoints: {
    server: 'src/server.ts',
    'pdf-worker': 'src/lib/pdf/worker.ts',
    seed: 'src/db/seed/index.ts',
    restore: 'src/modules/backups/restore-cli.ts',
    'db-copy': 'src/db/copy/index.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  packages: 'external',
  plugins: [bundleWorkspacePackages],
  sourcemap: 'linked',
  logLevel: 'warning',
});
