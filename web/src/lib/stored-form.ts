// Reads a stored form as a page edits it: through the kind's draft schema, field by field when the whole does
// not pass, so one unreadable value is blanked instead of losing the form.
import type * as z from 'zod';

export function storedFormWith<T extends Record<string, unknown>>(
  schema: z.ZodType<T, unknown>,
  stored: unknown,
): T {
  const parsed = schema.safeParse(stored);
  if (parsed.success) return parsed.data;
  const source = typeof stored === 'object' && stored !== null ? (stored as Record<string, unknown>) : {};
  let form = schema.parse({});
  for (const key of Object.keys(form)) {
    const candidate = schema.safeParse({ ...form, [key]: source[key] });
    if (candidate.success) form = candidate.data;
  }
  return form;
}
