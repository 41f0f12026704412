import { describe, expect, it } from 'vitest';
import { normalizeReference, referenceSchema } from './reference.ts';

describe('references', () => {
  it('reads what a person types back as the reference it stands for', () => {
    expect(normalizeReference('P-7KQ3-XM2A')).toBe('P-7KQ3-XM2A');
    expect(normalizeReference(' p7kq3xm2a ')).toBe('P-7KQ3-XM2A');
    expect(normalizeReference('e-4dz8nb6r')).toBe('E-4DZ8-NB6R');
    // Crockford: O is read as 0, I and L as 1.
    expect(normalizeReference('P-O1IL-XM2A')).toBe('P-0111-XM2A');
  });

  it('finds no reference in other text', () => {
    for (const text of ['Müller', 'P-7KQ3', 'X-7KQ3-XM2A', 'P-7KQ3-XM2U', 'P-7KQ3-XM2A1', 'P--7KQ3-XM2A']) {
      expect(normalizeReference(text)).toBeNull();
    }
  });

  it('accepts only the written form in answers', () => {
    expect(referenceSchema.safeParse('E-4DZ8-NB6R').success).toBe(true);
    expect(referenceSchema.safeParse('E4DZ8NB6R').success).toBe(false);
    expect(referenceSchema.safeParse('P-7KQ3-XM2U').success).toBe(false);
  });
});
