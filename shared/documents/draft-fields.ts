// Field schemas of the lenient draft forms (autosave): types and lengths with Portuguese messages; missing and
// null read as "". Every text ends in the printable check, so nothing reaches a PDF that its fonts cannot print.
import * as z from 'zod';
import { printableText } from '../text/printable';

/** The step every text field ends in: `printableText` for saves and PDFs, `storedText` for reading records. */
export type Printable = (label: string) => z.ZodType<string, string>;

/** No printable check: a record saved before the check opens with every character it holds. */
export const storedText: Printable = () => z.string();

/** The two answers of a yes/no choice, as forms store them. */
export const SIM_NAO = ['sim', 'nao'] as const;

/** Text of at most `max` characters. */
export function draftText(label: string, max: number, printable: Printable = printableText) {
  return z
    .string({ error: `${label}: valor inválido` })
    .max(max, { error: `${label}: no máximo ${max} caracteres` })
    .nullish()
    .transform((value) => value ?? '')
    .pipe(printable(label));
}

/** Day and year may arrive as numbers from older records; they are kept as the text the form shows. */
export function draftDigits(label: string, max: number, printable: Printable = printableText) {
  return z
    .union([z.string(), z.number().int().nonnegative()], { error: `${label}: valor inválido` })
    .transform(String)
    .pipe(z.string().max(max, { error: `${label}: no máximo ${max} caracteres` }))
    .nullish()
    .transform((value) => value ?? '')
    .pipe(printable(label));
}

/** One of `values`, or "" for none chosen yet. */
export function draftChoice<T extends string>(values: readonly T[], message: string) {
  const allowed: readonly string[] = values;
  return z
    .string({ error: message })
    .refine((value) => value === '' || allowed.includes(value), { error: message })
    .nullish()
    .transform((value) => (value ?? '') as T | '');
}
