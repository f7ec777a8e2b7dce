import type { FieldErrors, FieldValues, Resolver } from 'react-hook-form';

/** A contract schema's resolver (zodResolver of the contract's body), as far as a form's resolver uses it. */
type SchemaResolver<B> = (
  body: B,
  context: unknown,
  options: never,
) => { errors: FieldErrors } | Promise<{ errors: FieldErrors }>;

/**
 * A form's react-hook-form resolver over the contract's schema (the gateway checks the same): the schema checks the
 * body the form would send (`bodyOf`); its errors come back as the form's fields' errors in the page's language
 * (`errorsOf`); without errors the values pass on as typed (the gateway client parses the body before it is sent).
 */
export const contractResolver =
  <V extends FieldValues, B>(
    schema: SchemaResolver<B>,
    bodyOf: (values: V) => B,
    errorsOf: (errors: FieldErrors) => FieldErrors<V>,
  ): Resolver<V> =>
  async (values, context, options) => {
    const result = await schema(bodyOf(values), context, options as never);
    if (Object.keys(result.errors).length === 0) return { values, errors: {} };
    return { values: {}, errors: errorsOf(result.errors) };
  };
