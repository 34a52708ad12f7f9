import { fieldErrors, type PageFormAnswer } from '@keyshop/contracts';
import { data } from 'react-router';
import { z } from 'zod/mini';

/** What a page's action answers to a form posted without scripts; the page shows it where the form is. */
export interface FormPostResult extends PageFormAnswer {
  /** What the shopper typed, kept in the fields after a refusal. */
  values: Record<string, string>;
  /** The contract's message for each refused field, by the field's name. */
  fieldErrors: Record<string, string>;
}

/** The posted fields (trimmed, as the scripted forms send them), checked with the contract's schema. */
export async function readForm<S extends z.core.$ZodType>(
  request: Request,
  schema: S,
  names: readonly string[],
  fixed: Record<string, string> = {},
) {
  const form = await request.formData();
  const values = Object.fromEntries(names.map((name) => [name, String(form.get(name) ?? '').trim()]));
  return { values, parsed: z.safeParse(schema, { ...values, ...fixed }) };
}

/** Bad input: 400, with each field's error. */
export function refusedFields(values: Record<string, string>, error: z.core.$ZodError) {
  const byField = Object.fromEntries(fieldErrors(error).map(({ field, message }) => [field, message]));
  const result: FormPostResult = {
    ok: false,
    message: 'Please correct the marked fields.',
    values,
    fieldErrors: byField,
  };
  return data(result, { status: 400 });
}

/** The services' answer: sent (the fields clear), or refused for too many requests (429, the fields kept). */
export function answered(values: Record<string, string>, answer: PageFormAnswer) {
  const result: FormPostResult = { ...answer, values: answer.ok ? {} : values, fieldErrors: {} };
  return data(result, { status: answer.ok ? 200 : 429 });
}
