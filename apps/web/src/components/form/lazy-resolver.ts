import type { FieldValues, Resolver } from 'react-hook-form';

/**
 * A resolver fetched the first time the form validates (the first field left, or the first submit):
 * the shared schemas and zod are a large part of a form's scripts and nothing needs them before then,
 * so the form shows and takes input without them. Until they arrive the form waits as it does for any
 * asynchronous resolver (zod's is one); a failed download is tried again at the next validation.
 */
export function lazyResolver<TValues extends FieldValues, TContext, TData>(
  load: () => Promise<Resolver<TValues, TContext, TData>>,
): Resolver<TValues, TContext, TData> {
  let loading: Promise<Resolver<TValues, TContext, TData>> | undefined;
  return async (values, context, options) => {
    loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    });
    const resolve = await loading;
    return resolve(values, context, options);
  };
}
