import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { insertPosRow } from '../test/rows.ts';
import { indexedPart } from './search.ts';

describe('indexedPart', () => {
  it('keeps the longest run of words of three or more characters', () => {
    expect(indexedPart('Bäckerei & Co. KG Müller-Straße')).toBe('Müller-Straße');
    expect(indexedPart('ab cd efgh ij')).toBe('efgh');
  });

  it('keeps only the longest word with digits when there is one: few rows hold it', () => {
    expect(indexedPart('Rhein Farmacia 118489 S.r.l.')).toBe('118489');
    expect(indexedPart('Lago Florist 164562 LLP')).toBe('164562');
    expect(indexedPart('shop 12 anna1987@example.com')).toBe('anna1987');
    expect(indexedPart('164562')).toBe('164562');
  });

  it('keeps the whole term when every word is long, or none is', () => {
    expect(indexedPart('müller')).toBe('müller');
    expect(indexedPart('anna.schmidt@example.com')).toBe('anna.schmidt@example.com');
    expect(indexedPart('S.r.l.')).toBe('S.r.l.');
    expect(indexedPart('%_')).toBe('%_');
  });
});

describe('a search term with short words', () => {
  let t: TestApp;
  let authorization: string;
  beforeAll(async () => {
    t = await createTestApp();
    await t.addUser('search-admin@example.com', 'admin');
    ({ authorization } = await t.signIn('search-admin@example.com'));
    for (const company of [
      'Farmacia Rossi S.r.l.',
      'Farmacia Rossi Srl',
      'Farmacia Rossi S.p.A.',
      'Lago Florist 164562 LLP',
      'Alpen Bakery 164562 GmbH',
    ])
      await insertPosRow(t.db, new Date(), company);
  });
  afterAll(() => t.close());

  it('finds the whole term only, not rows holding just its long part', async () => {
    const found = async (q: string) =>
      (
        await t.app.inject({
          url: `/api/precheck-pos?q=${encodeURIComponent(q)}`,
          headers: { authorization },
        })
      )
        .json()
        .items.map((item: { company: string }) => item.company)
        .sort();
    expect(await found('farmacia rossi s.r.l.')).toEqual(['Farmacia Rossi S.r.l.']);
    expect(await found('FARMACIA ROSSI')).toEqual([
      'Farmacia Rossi S.p.A.',
      'Farmacia Rossi S.r.l.',
      'Farmacia Rossi Srl',
    ]);
    expect(await found('rossi s.%')).toEqual([]);
    // The index is asked for the number alone; the whole term still decides.
    expect(await found('lago florist 164562')).toEqual(['Lago Florist 164562 LLP']);
    expect(await found('164562')).toEqual(['Alpen Bakery 164562 GmbH', 'Lago Florist 164562 LLP']);
  });
});
