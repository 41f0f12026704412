import { describe, expect, it } from 'vitest';
import { fieldRowShown } from './field-catalogue.ts';
import {
  ECOM_FIELDS,
  ECOM_GROUPS,
  ecomFieldApplies,
  ecomFieldBlocks,
  ecomFieldRequiredWhenShown,
} from './ecom-catalogue.ts';
import { ecomPrecheckInputSchema } from './precheck-ecom.ts';

describe('e-commerce field layout', () => {
  it('cuts every group into blocks that keep the catalogue order and lose no field', () => {
    for (const group of ECOM_GROUPS) {
      const names = ecomFieldBlocks(group).flatMap((block) => block.fields.map((field) => field.name));
      expect(names).toEqual(ECOM_FIELDS[group].map((field) => field.name));
    }
  });

  it('puts the sub-headings of spec §2 where they start', () => {
    const headings = (group: (typeof ECOM_GROUPS)[number]) =>
      ecomFieldBlocks(group).map((block) => [block.subsection, block.fields[0]?.name]);
    expect(headings('chInfo')).toEqual([
      [null, 'chPayee'],
      ['chCustomerService', 'chAchName'],
      ['chTransactions', 'chHighTxAmt'],
    ]);
    expect(headings('cbInfo')).toEqual([
      [null, 'cbBusinessAddr'],
      ['cbIncoming', 'cbFromCountry'],
      ['cbOutgoing', 'cbToCountry'],
    ]);
    expect(headings('incInfo').map(([subsection]) => subsection)).toEqual([
      null,
      'incOwner1',
      'incOwner2',
      'incDirector1',
      'incDirector2',
    ]);
    expect(ecomFieldBlocks('genInfo')).toHaveLength(1);
  });

  it("asks for 'Specify other gateway features' only once Other is ticked", () => {
    expect(ecomFieldApplies('wlOtherGateway', { wlGatewayFeatures: ['riskManagement'] })).toBe(false);
    expect(ecomFieldApplies('wlOtherGateway', { wlGatewayFeatures: ['other'] })).toBe(true);
    expect(ecomFieldApplies('wlOtherGateway', {})).toBe(false);
    expect(ecomFieldApplies('wlTargetMarkets', {})).toBe(true);
    const field = (name: string) => ECOM_FIELDS.wlInfo.find((f) => f.name === name)!;
    expect(ecomFieldRequiredWhenShown(field('wlOtherGateway'))).toBe(true);
    expect(ecomFieldRequiredWhenShown(field('wlOtherRemarks'))).toBe(false);
    expect(ecomFieldRequiredWhenShown(field('wlTargetMarkets'))).toBe(true);
  });

  it('shows the second owner and director rows only when a second name exists', () => {
    const shown = (name: string, values: Record<string, unknown>) =>
      fieldRowShown(
        ECOM_FIELDS.incInfo.find((field) => field.name === name)!,
        values,
      );
    expect(shown('incBOShares2', { incBOName2: 'Ana Núñez' })).toBe(true);
    expect(shown('incBOShares2', { incBOName2: ' ' })).toBe(false);
    expect(shown('incDirectorNationality2', {})).toBe(false);
    expect(shown('incBOName1', {})).toBe(true);
  });
});

describe('e-commerce schema', () => {
  const pathsOf = (input: object) => {
    const result = ecomPrecheckInputSchema.safeParse(input);
    return result.success ? [] : result.error.issues.map((issue) => issue.path.join('.'));
  };

  it('reports a missing service together with the general information, not instead of it', () => {
    const paths = pathsOf({ reg: 'us', srv: [], genInfo: {} });
    expect(paths).toContain('srv');
    expect(paths).toContain('genInfo.genComp');
    expect(paths).toContain('genInfo.genPass');
    expect(paths.some((path) => path.startsWith('ccpInfo'))).toBe(false);
  });
});
