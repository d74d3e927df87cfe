// Verification codes of released PDFs (issue 23): 10 characters of Crockford base32 from random bytes (50 bits),
// the normaliser that reads what a person types, the check page's address and the footer's sentence. Pure: the
// server, the PDF engine and the SPA share it.

/** Crockford's base32: digits and capitals without I, L, O and U. */
export const CROCKFORD_ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export const VERIFICATION_CODE_LENGTH = 10;

/** The check page's path below the site's origin. */
export const VERIFY_PATH = '/Verificar';

const CODE_PATTERN = new RegExp(`^[${CROCKFORD_ALPHABET}]{${VERIFICATION_CODE_LENGTH}}$`);

/**
 * A new code: each character from one random byte's low five bits (256 is a multiple of 32, so every character
 * is uniform), 50 bits in all: guessing one of a million live codes takes about 10^9 tries on average.
 */
export function newVerificationCode(random: (bytes: Uint8Array) => Uint8Array = defaultRandom): string {
  const bytes = random(new Uint8Array(VERIFICATION_CODE_LENGTH));
  let code = '';
  for (const byte of bytes) code += CROCKFORD_ALPHABET[byte & 31];
  return code;
}

function defaultRandom(bytes: Uint8Array): Uint8Array {
  return globalThis.crypto.getRandomValues(bytes);
}

/**
 * The code as typed by a person, or null when it cannot be one: case and separators (spaces, hyphens, dots)
 * do not count, and the look-alikes read as Crockford says (I and L as 1, O as 0).
 */
export function normalizeVerificationCode(typed: string): string | null {
  const code = typed
    .toUpperCase()
    .replace(/[\s.-]/g, '')
    .replace(/[IL]/g, '1')
    .replace(/O/g, '0');
  return CODE_PATTERN.test(code) ? code : null;
}

/** Whether `code` is a well-formed code as stored (already normalised). */
export function isVerificationCode(code: string): boolean {
  return CODE_PATTERN.test(code);
}

/** The public check page of a code: `{site}/Verificar/{code}`. */
export function verificationUrl(siteUrl: string, code: string): string {
  return `${siteUrl.replace(/\/+$/, '')}${VERIFY_PATH}/${code}`;
}

/**
 * The sentence every page of a released PDF carries in its footer (issue 39: it checks where the file came from,
 * so it says "origem", not "autenticidade", which a reader takes for the content or the signatures).
 */
export function verificationFooterText(url: string, reference?: string): string {
  const sentence = `Verifique a origem deste arquivo em ${url}`;
  // Issue 41 item 5: the document's readable reference, the one the page, the lists and support use.
  return reference ? `Referência ${reference} · ${sentence}` : sentence;
}

/** The footer's second line: what the check proves and what it does not (the page at the URL says it too). */
export const VERIFICATION_SCOPE_TEXT =
  'Confirma que o arquivo foi emitido por este site e não foi alterado; não atesta a veracidade do conteúdo nem as assinaturas.';

/** Name particles left out of initials ("Maria da Silva" is "M. S."). */
const PARTICLES = new Set(['da', 'das', 'de', 'do', 'dos', 'e', 'di', 'del', 'van', 'von']);

/** Initials of a name, the only personal data the check shows: "Maria da Silva Moura" → "M. S. M.". */
export function nameInitials(name: string): string {
  return name
    .trim()
    .split(/\s+/)
    .filter((word) => word !== '' && !PARTICLES.has(word.toLowerCase()))
    .map((word) => `${word.charAt(0).toLocaleUpperCase('pt-BR')}.`)
    .join(' ');
}

/**
 * What renders a released PDF with verification: a fresh code and its address for each PDF file it renders
 * (a ZIP of notes renders several), and the exact bytes of each, whose SHA-256 the check compares.
 */
export interface VerificationMarks {
  next(): { code: string; url: string };
  /** The document's readable reference (`readableReference`), printed beside the code in every footer. */
  reference?: string;
  rendered(code: string, bytes: Uint8Array): void;
  /**
   * The seller's seal on each rendered PDF file (issue 43), before its bytes are reported: the check's SHA-256 is
   * then that of the sealed file, the one handed out.
   */
  seal?(pdf: Uint8Array): Promise<Uint8Array>;
}

/**
 * Renders one PDF file with one fresh code of `marks` (none without them) and the document's reference, seals it
 * and reports its bytes.
 */
export async function renderMarked(
  marks: VerificationMarks | undefined,
  render: (verificationUrl: string | undefined, documentReference: string | undefined) => Promise<Uint8Array>,
): Promise<Uint8Array> {
  const mark = marks?.next();
  const rendered = await render(mark?.url, mark ? marks?.reference : undefined);
  const bytes = marks?.seal ? await marks.seal(rendered) : rendered;
  if (mark) marks?.rendered(mark.code, bytes);
  return bytes;
}
