import { describe, expect, it } from 'vitest';
import { capitalizeFirst } from './text';

describe('capitalizeFirst', () => {
  it('lower-cases everything but the first letter', () => {
    expect(capitalizeFirst('ACME GMBH')).toBe('Acme gmbh');
    expect(capitalizeFirst('jOHN DOE')).toBe('John doe');
    expect(capitalizeFirst('café müller')).toBe('Café müller');
  });

  it('capitalizes a leading accented letter', () => {
    expect(capitalizeFirst('ÉLAN SARL')).toBe('Élan sarl');
    expect(capitalizeFirst('über uns')).toBe('Über uns');
  });

  it('leaves text without a leading letter and the empty string alone', () => {
    expect(capitalizeFirst('')).toBe('');
    expect(capitalizeFirst('3M DEUTSCHLAND')).toBe('3m deutschland');
    expect(capitalizeFirst('a')).toBe('A');
  });
});
