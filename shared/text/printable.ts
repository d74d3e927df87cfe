// What a person may type in a document field: text the PDF fonts print exactly as typed. Invisible format
// characters are removed, anything else the fonts cannot print is refused with a message naming the field,
// on the page and on the server alike (the same zod schema), fed by the fonts' generated character table.
import * as z from 'zod';
import { PRINTABLE_RANGES } from './printable-charset';

/** Line breaks and tabs: controls that are layout, drawn as a new line and a space. */
const LAYOUT_CONTROLS = new Set([0x09, 0x0a, 0x0d]);

export function isPrintableCodePoint(cp: number): boolean {
  if (LAYOUT_CONTROLS.has(cp)) return true;
  // Binary search over [start, end] pairs.
  let low = 0;
  let high = PRINTABLE_RANGES.length / 2 - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    if (cp < PRINTABLE_RANGES[mid * 2]!) high = mid - 1;
    else if (cp > PRINTABLE_RANGES[mid * 2 + 1]!) low = mid + 1;
    else return true;
  }
  return false;
}

// Zero-width characters, bidi marks, embeddings and overrides, the BOM, soft hyphens (all \p{Cf}) and
// variation selectors: nothing a reader sees, and they can reorder or hide text in a viewer.
const INVISIBLE = /\p{Cf}|[\uFE00-\uFE0F]/gu;
const isInvisible = (ch: string) => /^(?:\p{Cf}|[\uFE00-\uFE0F])$/u.test(ch);

/** `text` in composed form (NFC) without invisible format characters. */
export function stripInvisible(text: string): string {
  return text.normalize('NFC').replace(INVISIBLE, '');
}

// Made on first use: a Segmenter loads ICU's break rules, which every module load of the schemas (each
// Lambda's cold start, the SPA's first page) would pay otherwise.
let segmenter: Intl.Segmenter | undefined;

/** How a refused character is shown: as typed, or its code (U+001B) when it has no visible form. */
function shown(grapheme: string): string {
  const visible = [...grapheme].every((ch) => !/[\p{Cc}\p{Cs}\p{Zl}\p{Zp}]/u.test(ch));
  if (visible) return grapheme;
  return [...grapheme]
    .map((ch) => `U+${ch.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`)
    .join(' ');
}

/**
 * The characters of `text` the fonts cannot print (deduplicated, in order, each as a whole grapheme: "👍🏽",
 * "U+0000"): emoji, scripts the fonts lack, control characters, unpaired surrogates. Invisible format
 * characters are not listed: they are removed.
 */
export function unprintableCharacters(text: string): string[] {
  const composed = text.normalize('NFC');
  // Nearly every text prints whole: it is read code point by code point, and split into graphemes (a
  // Segmenter, slow to make and to run) only to name what it refuses.
  if (![...composed].some(isRefused)) return [];
  const found = new Set<string>();
  segmenter ??= new Intl.Segmenter('pt-BR', { granularity: 'grapheme' });
  for (const { segment } of segmenter.segment(composed)) {
    if ([...segment].some(isRefused)) found.add(shown(segment));
  }
  return [...found];
}

const isRefused = (ch: string) => !isPrintableCodePoint(ch.codePointAt(0)!) && !isInvisible(ch);

/** "O campo Nome contém caracteres que não podem ser impressos: 😀" */
export function unprintableMessage(label: string, characters: readonly string[]): string {
  return `O campo ${label} contém caracteres que não podem ser impressos: ${characters.join(' ')}`;
}

/**
 * A zod step for every text field of a document: the text composed (NFC) and stripped of invisible format
 * characters, refused with `unprintableMessage` when the fonts cannot print some of it.
 */
export function printableText(label: string) {
  return z.string().transform((value, ctx) => {
    const bad = unprintableCharacters(value);
    if (bad.length > 0)
      ctx.addIssue({
        code: 'custom',
        message: unprintableMessage(label, bad),
        params: { unprintable: true },
      });
    return stripInvisible(value);
  });
}

/**
 * The fields of `form` (top-level keys) holding text the fonts cannot print, each with its first message: what
 * the page shows under them while the person types, by the schema the server checks with.
 */
export function unprintableFields(schema: z.ZodType, form: unknown): Record<string, string> {
  const parsed = schema.safeParse(form);
  // Keyed by the form's own keys: no prototype, so a field named `constructor` is looked up like any other.
  const fields: Record<string, string> = Object.create(null);
  if (parsed.success) return fields;
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    const unprintable = issue.code === 'custom' && issue.params?.unprintable === true;
    if (unprintable && typeof field === 'string' && fields[field] === undefined)
      fields[field] = issue.message;
  }
  return fields;
}
