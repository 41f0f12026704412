import { hasMessage } from '@portal/i18n';
import { describe, expect, it } from 'vitest';
import {
  type CatalogueKeys,
  catalogueFields,
  catalogueFormDefaults,
  fieldBlocks,
  type FieldSpec,
  optionKey,
  optionalField,
  requiredField,
} from './field-catalogue.ts';
import { ECOM_CATALOGUE, ECOM_KEYS } from './ecom-catalogue.ts';
import { POS_CATALOGUE, POS_FORM_DEFAULTS, POS_KEYS } from './pos-catalogue.ts';
import { posPrecheckInputSchema } from './precheck-pos.ts';

const CATALOGUES: [string, Record<string, readonly FieldSpec[]>, CatalogueKeys][] = [
  ['POS', POS_CATALOGUE, POS_KEYS],
  ['e-commerce', ECOM_CATALOGUE, ECOM_KEYS],
];

describe.each(CATALOGUES)('the %s catalogue', (_kind, sections, keys) => {
  const fields = catalogueFields(sections);

  it('names every question once', () => {
    const names = fields.map((field) => field.name);
    expect(new Set(names).size).toBe(names.length);
  });

  it('has a text for every section, sub-heading, label, help and option', () => {
    const missing: string[] = [];
    const need = (key: string) => {
      if (!hasMessage(key)) missing.push(key);
    };
    for (const [section, sectionFields] of Object.entries(sections)) {
      need(keys.section(section));
      for (const field of sectionFields) {
        need(keys.field(field.name));
        if (field.subsection) need(keys.subsection(field.subsection));
        if (field.help) need(keys.help(field.name));
        for (const option of field.options ?? []) {
          need(optionKey(keys, field, option));
          if (field.optionHelp) need(keys.optionHelp(field.name, option));
        }
        if (field.requiredKey) need(field.requiredKey);
        if (field.invalidKey) need(field.invalidKey);
      }
    }
    expect(missing).toEqual([]);
  });

  it('gives choices their options, and shows rows only with a question of their own section', () => {
    for (const sectionFields of Object.values(sections)) {
      const names = sectionFields.map((field) => field.name);
      for (const field of sectionFields) {
        if (field.kind === 'choice' || field.kind === 'choices')
          expect(field.options?.length).toBeGreaterThan(0);
        if (field.shownWith) expect(names).toContain(field.shownWith);
      }
    }
  });
});

describe('catalogue builders', () => {
  it('cut a section into blocks at the questions that start a sub-heading', () => {
    const fields = [
      requiredField('a'),
      optionalField('b', 'text', { subsection: 'second' }),
      optionalField('c'),
      requiredField('d', 'amount', { subsection: 'third' }),
    ];
    expect(fieldBlocks(fields).map((block) => [block.subsection, block.fields.map((f) => f.name)])).toEqual([
      [null, ['a']],
      ['second', ['b', 'c']],
      ['third', ['d']],
    ]);
  });

  it('start a form at the defaults: empty text, nothing ticked, the default answer', () => {
    expect(
      catalogueFormDefaults([
        requiredField('name'),
        optionalField('list', 'choices', { options: ['x'] }),
        optionalField('answer', 'yesNo', { defaultValue: 'no' }),
      ]),
    ).toEqual({ name: '', list: [], answer: 'no' });
  });

  it('derive the POS form defaults and the required flags the schema enforces', () => {
    expect(POS_FORM_DEFAULTS).toMatchObject({
      company: '',
      terminals: 'no',
      checkoutConnection: 'no',
      cashCut: 'standard',
      tip: 'no',
      cards: [],
      additionalServices: [],
    });
    for (const field of catalogueFields(POS_CATALOGUE)) {
      const acceptsNothing = posPrecheckInputSchema.shape[field.name].safeParse(undefined).success;
      expect(acceptsNothing, field.name).toBe(!field.required);
    }
  });
});
