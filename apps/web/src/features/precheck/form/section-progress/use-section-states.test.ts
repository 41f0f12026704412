import { optionalField, requiredField } from '@portal/shared';
import { describe, expect, it } from 'vitest';
import { type AnswerCheck, type ProgressField, sectionState } from './use-section-states';

const company = requiredField('company');
const terminals = optionalField('terminals', 'yesNo', { defaultValue: 'no' });
const cards = requiredField('cards', 'choices', { options: ['visa', 'amex'] });
const FIELDS: ProgressField[] = [company, terminals, cards].map((field) => ({
  path: field.name,
  field,
  required: field.required,
}));

/** Answers by path; errors as the form holds them, shown or not yet. */
function check(answers: Record<string, unknown>, errors: Record<string, 'held' | 'shown'> = {}) {
  return (path: string): AnswerCheck => ({
    value: answers[path],
    invalid: errors[path] !== undefined,
    shown: errors[path] === 'shown',
  });
}

const EMPTY = { company: '', terminals: 'no', cards: [] };

describe('sectionState', () => {
  it('is not started while every answer is what the empty form starts with, its defaults included', () => {
    expect(sectionState(FIELDS, check(EMPTY))).toBe('notStarted');
    expect(sectionState(FIELDS, check({ ...EMPTY, company: '   ' }))).toBe('notStarted');
  });

  it('is in progress once any answer is given, an optional one or a changed default too', () => {
    expect(sectionState(FIELDS, check({ ...EMPTY, company: 'Nordlicht' }))).toBe('inProgress');
    expect(sectionState(FIELDS, check({ ...EMPTY, terminals: 'yes' }))).toBe('inProgress');
    expect(sectionState(FIELDS, check({ ...EMPTY, cards: ['amex'] }))).toBe('inProgress');
  });

  it('is complete when every required answer is given and the form holds no error for it', () => {
    const filled = { ...EMPTY, company: 'Nordlicht', cards: ['visa'] };
    expect(sectionState(FIELDS, check(filled))).toBe('complete');
    // An error found by a whole-form check but not shown yet still keeps it from complete.
    expect(sectionState(FIELDS, check(filled, { company: 'held' }))).toBe('inProgress');
  });

  it('has errors as soon as the form shows one of its errors, whatever else is given', () => {
    expect(sectionState(FIELDS, check(EMPTY, { company: 'shown' }))).toBe('hasErrors');
    expect(sectionState(FIELDS, check({ ...EMPTY, company: 'x', cards: ['visa'] }, { cards: 'shown' }))).toBe(
      'hasErrors',
    );
  });

  it('counts only the questions the section asks now', () => {
    expect(sectionState(FIELDS.slice(0, 2), check({ ...EMPTY, company: 'Nordlicht' }))).toBe('complete');
  });
});
