import { copyFileSync, mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const repo = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/**
 * The lint's own guards, tried on code that breaks them. The repository's lint config runs on a small
 * tree of its own in a temporary folder (the zones are generated from the folders it finds there), so
 * the fixtures never show in the repository, where a lint running beside the tests would see them: a
 * module holding a two-file circle, a deep import of another module and its own PGlite, and a lib
 * file that reaches into a module.
 */
describe('the lint refuses', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'lint-fixture-'));
  const api = path.join(root, 'apps/api');
  const file = (relative: string, text: string) => {
    const at = path.join(api, 'src', relative);
    mkdirSync(path.dirname(at), { recursive: true });
    writeFileSync(at, text);
    return at;
  };
  let results: ESLint.LintResult[];

  beforeAll(async () => {
    for (const config of ['eslint.config.js', 'tsconfig.base.json', 'apps/api/tsconfig.json']) {
      mkdirSync(path.dirname(path.join(root, config)), { recursive: true });
      copyFileSync(path.join(repo, config), path.join(root, config));
    }
    symlinkSync(path.join(repo, 'node_modules'), path.join(root, 'node_modules'));
    mkdirSync(path.join(root, 'apps/web/src/features'), { recursive: true });
    file('modules/webhooks/repository.ts', 'export const prune = (): number => 1;\n');
    file('modules/webhooks/index.ts', "export { prune } from './repository.ts';\n");
    const files = [
      file(
        'modules/fixture/a.ts',
        "import { b } from './b.ts';\n\nexport const a = (): number => b() + 1;\n",
      ),
      file(
        'modules/fixture/b.ts',
        "import { a } from './a.ts';\n\nexport const b = (): number => a() - 1;\n",
      ),
      file(
        'modules/fixture/deep.ts',
        "import { prune } from '../webhooks/repository.ts';\n\nexport const deep = prune;\n",
      ),
      file(
        'modules/fixture/embedded.ts',
        "import { PGlite } from '@electric-sql/pglite';\n\nexport const open = () => PGlite.create();\n",
      ),
      file(
        'db/client.ts',
        "import { PGlite } from '@electric-sql/pglite';\n\nexport const open = () => PGlite.create();\n",
      ),
      file(
        'lib/reaching.ts',
        "import { prune } from '../modules/webhooks/index.ts';\n\nexport const reaching = prune;\n",
      ),
    ];
    results = await new ESLint({ cwd: root }).lintFiles(files);
  }, 180_000);

  afterAll(() => rmSync(root, { recursive: true, force: true }));

  const rulesIn = (relative: string) =>
    results
      .find((result) => result.filePath === path.join(api, 'src', relative))
      ?.messages.map((message) => message.ruleId ?? message.message);

  it('an import circle, even of two files', () => {
    expect(rulesIn('modules/fixture/a.ts')).toEqual(['import-x/no-cycle']);
    expect(rulesIn('modules/fixture/b.ts')).toEqual(['import-x/no-cycle']);
  });

  it("a module's import of another module's file past its index.ts", () => {
    expect(rulesIn('modules/fixture/deep.ts')).toEqual(['import-x/no-restricted-paths']);
  });

  it('PGlite opened anywhere but db/client.ts, with defaults that are not the portal’s', () => {
    expect(rulesIn('modules/fixture/embedded.ts')).toEqual(['@typescript-eslint/no-restricted-imports']);
    expect(rulesIn('db/client.ts')).toEqual([]);
  });

  it('lib/ importing a module', () => {
    expect(rulesIn('lib/reaching.ts')).toEqual(['import-x/no-restricted-paths']);
  });
});
