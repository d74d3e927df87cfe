// Issue 44: the parties of a contract its owner may invite to fill in and confirm their own section (the rental's
// tenant, guarantor and guarantor's spouse; the vehicle sale's buyer), the states an invitation goes through,
// and the masks that hide other people's CPF and RG from an invitee. Read by the server, the pages and the PDF.
import { contratoLocacaoDraftSchema, guaranteeOf } from '../documents/contrato-locacao/schema';
import { contratoVeiculoDraftSchema } from '../documents/contrato-veiculo/schema';
import { hasSpouse } from '../documents/parties';

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

const text = (form: Record<string, unknown>, key: string) =>
  typeof form[key] === 'string' ? (form[key] as string) : '';

/** The schema's keys under `prefix`, minus the ones another party (or the owner) answers; built on first read. */
function keysOf(shape: () => object, prefix: string, except: (key: string) => boolean = () => false) {
  let keys: readonly string[] | undefined;
  return () => {
    keys ??= Object.keys(shape()).filter((key) => key.startsWith(prefix) && !except(key));
    return keys;
  };
}

function party(
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

const rentalShape = () => contratoLocacaoDraftSchema.shape;
const vehicleShape = () => contratoVeiculoDraftSchema.shape;
const hasGuarantor = (form: Record<string, unknown>) =>
  guaranteeOf({
    fiador_ativo: text(form, 'fiador_ativo') as 'sim' | 'nao' | '',
    caucao_ativo: text(form, 'caucao_ativo') as 'sim' | 'nao' | '',
    garantia_tipo: text(form, 'garantia_tipo') as never,
  }) === 'fianca';

export const INVITABLE_PARTIES: readonly InvitableParty[] = [
  party(
    'locatario',
    'contrato_locacao',
    'LOCATÁRIO(A)',
    'locatário(a)',
    keysOf(rentalShape, 'locatario_'),
    () => true,
  ),
  party(
    'fiador',
    'contrato_locacao',
    'FIADOR(A)',
    'fiador(a)',
    // Whether there is a guarantor is the owner's choice; the spouse's fields are the spouse's.
    keysOf(rentalShape, 'fiador_', (key) => key === 'fiador_ativo' || key.startsWith('fiador_conjuge_')),
    hasGuarantor,
  ),
  party(
    'fiador_conjuge',
    'contrato_locacao',
    'CÔNJUGE DO(A) FIADOR(A)',
    'cônjuge do(a) fiador(a)',
    keysOf(rentalShape, 'fiador_conjuge_'),
    // CC art. 1.647 III: the spouse signs only a married (or stable-union) guarantor's guarantee.
    (form) => hasGuarantor(form) && hasSpouse(form, 'fiador'),
  ),
  party(
    'comprador',
    'contrato_compra_veiculo',
    'COMPRADOR(A)',
    'comprador(a)',
    keysOf(vehicleShape, 'comprador_'),
    () => true,
  ),
];

export function isInvitableKind(kind: string): kind is InvitableKind {
  return INVITABLE_PARTIES.some((p) => p.kind === kind);
}

/** The kind's invitable parties, in the form's order (none for a kind that has no invitations). */
export function partiesOf(kind: string): readonly InvitableParty[] {
  return INVITABLE_PARTIES.filter((p) => p.kind === kind);
}

/** The party `id` of `kind`, or undefined when that kind has no such party. */
export function partyOf(kind: string, id: string): InvitableParty | undefined {
  return INVITABLE_PARTIES.find((p) => p.kind === kind && p.id === id);
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
