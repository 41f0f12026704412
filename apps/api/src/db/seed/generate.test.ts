import { ecomPrecheckSchema } from '@portal/shared';
import { RECEIVED_REVIEW } from '@portal/shared/testing';
import { describe, expect, it } from 'vitest';
import { ecomRow, makeProfile } from './generate.ts';

describe('generated e-commerce pre-checks', () => {
  it('read as the API answers them: every group as its typed answer schema expects', () => {
    const refused: string[] = [];
    for (let serial = 0; serial < 500; serial++) {
      const { reg, srv, details } = ecomRow(makeProfile(serial));
      // The reference is the database's to draw (precheck_reference()), not the generator's.
      const reference = 'E-0000-0001';
      const answer = {
        id: String(serial),
        reference,
        reg,
        srv,
        createdAt: new Date().toISOString(),
        ...RECEIVED_REVIEW,
        ...details,
      };
      const result = ecomPrecheckSchema.safeParse(answer);
      if (!result.success)
        refused.push(...result.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
    }
    expect([...new Set(refused)]).toEqual([]);
  });
});
