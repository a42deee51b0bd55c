import type { FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

/**
 * A form's zod resolver that loads zod, the resolver and the form's schema on its first call (the
 * first check, on input or on submit), so they are not in the page's first load (issue 16: they
 * were 38 KB gzip of the sign-in, settings and upload pages). The checks and their messages are the
 * schema's, as with `zodResolver(schema)`; the resolver was already asynchronous, so the form
 * waits for it the same way. `loadSchema` is a dynamic import of the schema's module.
 */
export function lazyZodResolver<Input extends FieldValues, Output extends FieldValues = Input>(
  loadSchema: () => Promise<z.ZodType<Output, Input>>,
): Resolver<Input, unknown, Output> {
  return async (values, context, options) => {
    const [{ zodResolver }, schema] = await Promise.all([import('@hookform/resolvers/zod'), loadSchema()]);
    const resolve = zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>;
    return resolve(values, context, options);
  };
}
