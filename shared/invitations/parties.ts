// Issue 44: what a contract party its owner may invite to fill in and confirm their own section is (each kind
// lists its own beside its schema; `registry.ts` gathers them), the states an invitation goes through, and the
// masks that hide other people's CPF and RG from an invitee. Read by the server, the pages and the PDF.

/** The kinds (their stored `kind`, as the manifests name them) whose parties can be invited. */
export type InvitableKind = 'contrato_locacao' | 'contrato_compra_veiculo';
export type PartyId = 'locatario' | 'fiador' | 'fiador_conjuge' | 'comprador';

export interface InvitableParty {
  id: PartyId;
  kind: InvitableKind;
  /** As the PDF's record prints it: "Dados do(a) LOCATÁRIO(A) informados e confirmados…". */
  label: string;
  /** For sentences: "Convidar o(a) locatário(a)". */
  shortLabel: string;
  /** The form keys of the party's section: the only ones its invitee may read unmasked and change. */
  fields: readonly string[];
  /** The party is in the contract as the form stands (a guarantor only under "fiança", a spouse only if married). */
  available: (form: Record<string, unknown>) => boolean;
}

/**
 * The schema's keys under `prefix`, minus the ones another party (or the owner) answers, read on first use: a
 * party's `fields`.
 */
export function schemaKeys(
  shape: () => object,
  prefix: string,
  except: (key: string) => boolean = () => false,
) {
  let keys: readonly string[] | undefined;
  return () => {
    keys ??= Object.keys(shape()).filter((key) => key.startsWith(prefix) && !except(key));
    return keys;
  };
}

/** A party whose `fields` are read from its kind's schema when first asked for (see `schemaKeys`). */
export function invitableParty(
  id: PartyId,
  kind: InvitableKind,
  label: string,
  shortLabel: string,
  fields: () => readonly string[],
  available: (form: Record<string, unknown>) => boolean,
): InvitableParty {
  // A getter: reading the schema's shape builds it, which a Lambda should pay for only when it needs it.
  return Object.defineProperty({ id, kind, label, shortLabel, available } as InvitableParty, 'fields', {
    get: fields,
    enumerable: true,
  });
}

/**
 * enviado: made, not yet opened to a save; preenchendo: the invitee saved (or a confirmation was cleared);
 * confirmado: the invitee confirmed; revogado: the owner cancelled it or made another; expirado: 7 days passed.
 */
export type InvitationState = 'enviado' | 'preenchendo' | 'confirmado' | 'revogado' | 'expirado';
export type InvitationChannel = 'link' | 'whatsapp' | 'email';

export interface InvitationView {
  party: PartyId;
  state: InvitationState;
  createdAt: string;
  expiresAt: string;
  confirmedAt?: string;
  channel: InvitationChannel;
  /** The address the invitation went to, masked: "f***@gmail.com". */
  emailMasked?: string;
}

/** How long a link stays valid. */
export const INVITATION_DAYS = 7;

const CPF_SHAPE = /^(\d{3})\D?(\d{3})\D?(\d{3})\D?(\d{2})$/;

/** "123.456.789-09" → "***.456.789-**": the middle six digits stay, as Brazilian records show a CPF. */
export function maskCpf(cpf: string): string {
  const trimmed = cpf.trim();
  if (trimmed === '') return '';
  const match = CPF_SHAPE.exec(trimmed);
  if (match) return `***.${match[2]}.${match[3]}-**`;
  // Not a CPF's shape: no digit is shown.
  return trimmed.replace(/[0-9A-Za-z]/g, '*');
}

/** The middle third of an RG's letters and digits stays, the rest is starred, dots and dashes where typed. */
export function maskRg(rg: string): string {
  const trimmed = rg.trim();
  const total = (trimmed.match(/[0-9A-Za-z]/g) ?? []).length;
  const hidden = Math.ceil(total / 3);
  let index = 0;
  return trimmed.replace(/[0-9A-Za-z]/g, (char) => {
    const at = index++;
    return at < hidden || at >= total - hidden ? '*' : char;
  });
}

/** "fulano@gmail.com" → "f***@gmail.com". */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at <= 0) return '***';
  return `${email[0]}***${email.slice(at)}`;
}

/** A key that holds a person's CPF or identity document number (the ones masked for other people). */
export function isPersonalIdKey(key: string): 'cpf' | 'rg' | null {
  if (key.endsWith('_cpf')) return 'cpf';
  if (key.endsWith('_rg')) return 'rg';
  return null;
}

/** The whole form as an invitee may see it: every CPF and RG not of `party`'s own section masked. */
export function maskedForm(form: Record<string, unknown>, party: InvitableParty): Record<string, string> {
  const own = new Set(party.fields);
  const out: Record<string, string> = {};
  for (const [key, value] of Object.entries(form)) {
    if (typeof value !== 'string' && typeof value !== 'number' && typeof value !== 'boolean') continue;
    const text = String(value);
    const id = own.has(key) ? null : isPersonalIdKey(key);
    out[key] = id === 'cpf' ? maskCpf(text) : id === 'rg' ? maskRg(text) : text;
  }
  return out;
}

/** Only `party`'s own fields of the form, as text (what the invitee's section shows and may change). */
export function sectionOf(form: Record<string, unknown>, party: InvitableParty): Record<string, string> {
  const out: Record<string, string> = {};
  for (const key of party.fields) {
    const value = form[key];
    out[key] = value === null || value === undefined ? '' : String(value);
  }
  return out;
}
