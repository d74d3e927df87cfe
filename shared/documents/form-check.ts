// The final check of a document form as one shape for the page and the server: a kind lists its failing rules
// (message and field, in the spec's order), and this turns them into a zod schema and a first-message answer.
import type * as z from 'zod';

export interface FailedCheck<Field extends string> {
  message: string;
  /** The field to highlight or focus first. */
  field?: Field;
}

/** What the page knows about a form's one CEP lookup (the server knows none of it and passes nothing). */
export interface CepLookupState {
  /** The lookup is still running. */
  pending?: boolean;
  /** The lookup answered that the CEP does not exist, or failed. */
  error?: boolean;
}

export type FormCheck<Field extends string, Final> =
  | { ok: true; form: Final }
  | ({
      ok: false;
      /** Every field that fails, with its message, in the rules' order (the first is `field`). */
      fields: Partial<Record<Field, string>>;
    } & FailedCheck<Field>);

/**
 * Collects failing rules one per field (its first), so a page can mark every field at once while the first
 * failure stays the toast; a rule without a field (a lookup still running) is kept as it comes.
 */
export function failureList<Field extends string>() {
  const found: FailedCheck<Field>[] = [];
  const fail = (message: string, field?: Field) => {
    if (field === undefined) found.push({ message });
    else if (!found.some((failure) => failure.field === field)) found.push({ message, field });
  };
  return { found, fail };
}

/**
 * The final check as a zod schema: the draft's types and lengths, then every failing rule as an issue on its
 * field, then the normalised form.
 */
export function finalSchema<Form extends Record<string, unknown>, Field extends string, Final>(
  draft: z.ZodType<Form, Record<string, unknown>>,
  failures: (form: Form) => FailedCheck<Field>[],
  normalise: (form: Form) => Final,
) {
  return draft
    .superRefine((form, ctx) => {
      for (const failure of failures(form)) {
        ctx.addIssue({
          code: 'custom',
          message: failure.message,
          path: failure.field ? [failure.field] : [],
        });
      }
    })
    .transform(normalise);
}

/** Runs a final schema: the normalised form, or the first message with every failing field of `fields`. */
export function runFinalCheck<Field extends string, Final>(
  schema: z.ZodType<Final>,
  fieldNames: readonly string[],
  input: unknown,
): FormCheck<Field, Final> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return { ok: true, form: parsed.data };
  const fieldOf = (path: readonly PropertyKey[]): Field | undefined => {
    const field = path[0];
    return typeof field === 'string' && fieldNames.includes(field) ? (field as Field) : undefined;
  };
  const { issues } = parsed.error;
  const fields: Partial<Record<Field, string>> = {};
  for (const issue of issues) {
    const field = fieldOf(issue.path);
    if (field && fields[field] === undefined) fields[field] = issue.message;
  }
  const first = issues[0]!;
  const field = fieldOf(first.path);
  return { ok: false, message: first.message, ...(field ? { field } : {}), fields };
}
