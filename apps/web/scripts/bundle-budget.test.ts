import { describe, expect, it } from 'vitest';
import { type Budget, checkBudgets, firstLoad, type Manifest, report } from './bundle-budget';

/** A build as Vite's manifest describes it: an entry, a public form in a named group, a staff screen. */
const manifest: Manifest = {
  'index.html': { file: 'assets/index.js', name: 'index', imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime.js' },
  '_pos-form-Ab12.js': {
    file: 'assets/pos-form.js',
    name: 'pos-form',
    imports: ['_form-Cd34.js', 'index.html'],
  },
  '_form-Cd34.js': { file: 'assets/form.js', name: 'form', imports: ['_runtime.js', 'index.html'] },
  '../../packages/i18n/locales/en.base.ts': { file: 'assets/en.base.js', name: 'en.base' },
  'src/app/routes/dashboard.tsx': { file: 'assets/dashboard.js', imports: ['_charts-Ef56.js'] },
  '_charts-Ef56.js': { file: 'assets/charts.js', name: 'charts' },
};

const KB = 1000;
const sizes: Record<string, number> = {
  'assets/index.js': 60 * KB,
  'assets/runtime.js': 1 * KB,
  'assets/pos-form.js': 5 * KB,
  'assets/form.js': 30 * KB,
  'assets/en.base.js': 2 * KB,
  'assets/dashboard.js': 4 * KB,
  'assets/charts.js': 110 * KB,
};
const sizeOf = (file: string) => sizes[file]!;
const posForm: Budget = {
  route: '/p/add-precheck-pos',
  loads: ['index.html', 'pos-form', 'locales/en.base.ts'],
  limit: 120 * KB,
};

describe('bundle budget', () => {
  it('follows static imports from the entry, a group by its name and a catalogue part, each chunk once', () => {
    expect(firstLoad(manifest, posForm.loads)).toEqual([
      'assets/index.js',
      'assets/runtime.js',
      'assets/pos-form.js',
      'assets/form.js',
      'assets/en.base.js',
    ]);
  });

  it('passes a public form within its budget', () => {
    const [result] = checkBudgets(manifest, [posForm], sizeOf);
    expect(result).toMatchObject({ total: 98 * KB, over: false });
  });

  it('fails, naming the route, the total and the budget, once a large staff module is imported into the form', () => {
    const grown: Manifest = {
      ...manifest,
      '_pos-form-Ab12.js': {
        ...manifest['_pos-form-Ab12.js']!,
        imports: ['_form-Cd34.js', '_charts-Ef56.js'],
      },
    };
    const results = checkBudgets(grown, [posForm], sizeOf);
    expect(results[0]).toMatchObject({ total: 208 * KB, over: true });
    expect(results[0]!.chunks[0]).toEqual({ file: 'assets/charts.js', bytes: 110 * KB });
    expect(report(results)).toContain(
      'bundle budget exceeded: /p/add-precheck-pos loads 208.0 KB, its budget is 120.0 KB',
    );
  });

  it('refuses a load the build does not have, so a renamed chunk cannot slip out of its budget', () => {
    expect(() => checkBudgets(manifest, [{ ...posForm, loads: ['ecom-form'] }], sizeOf)).toThrow(
      /"ecom-form" names 0 chunks/,
    );
  });
});
