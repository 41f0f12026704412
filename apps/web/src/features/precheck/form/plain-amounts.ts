import { plainAmount } from '@portal/shared';
import type { FieldValues, Resolver } from 'react-hook-form';
import { currentLanguage } from '@/lib/i18n';

type Values = Record<string, unknown>;

/** A copy of `values` whose amounts at `paths` ('turnover', 'genInfo.genVolume') are in plain form. */
function withPlain(
  values: Values,
  paths: readonly string[],
  language: ReturnType<typeof currentLanguage>,
): Values {
  const copy: Values = { ...values };
  for (const path of paths) {
    const [head = '', ...rest] = path.split('.');
    if (rest.length > 0) {
      const inner = copy[head];
      if (inner && typeof inner === 'object')
        copy[head] = withPlain(inner as Values, [rest.join('.')], language);
    } else {
      const value = copy[head];
      if (typeof value === 'string') copy[head] = plainAmount(value, language);
    }
  }
  return copy;
}

/**
 * The form's resolver, reading the amounts as the UI language writes them ("1.234,50 €" in German):
 * the schema then sees the plain form and the wire a JSON number. The field keeps what was typed.
 */
export function withLocalAmounts<TValues extends FieldValues, TContext, TData>(
  resolver: Resolver<TValues, TContext, TData>,
  paths: readonly string[],
): Resolver<TValues, TContext, TData> {
  return (values, context, options) =>
    resolver(withPlain(values, paths, currentLanguage()) as TValues, context, options);
}
