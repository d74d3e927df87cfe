// The rental contract page's knowledge of its fields (spec part 2 §3 "Rental contract", §5): the element that
// edits each one (the browser suite finds them by id), what a CEP lookup fills, the input rules (day and month
// padded, due day 1–31 refused otherwise, the rent's words Auto until edited), the final check as the form's resolver
// (every failing field marked with its own message, the "Erros: ..." line for the toast) and the receipts' own
// missing fields, asked only when receipts are ticked.
import {
  CONTRATO_LOCACAO_MESSAGES,
  type ContratoLocacaoField,
  type ContratoLocacaoForm,
  checkContratoLocacao,
  contractFieldErrors,
  guaranteesOf,
  wantsReceipts,
} from '@shared/documents/contrato-locacao/schema';
import { fieldList, missingReceiptFields } from '@shared/documents/recibo-aluguel/schema';
import { onlyDigits } from '@shared/format/cpf-cnpj';
import { centsFromDigits, moneyInWords } from '@shared/format/money';
import type { FieldErrors, ResolverResult } from 'react-hook-form';
import type { CepAddress } from '@/components/address/api/cep-lookup';

/** The people of the contract and the property: the prefixes of their address fields. */
export type Party = 'locador' | 'locatario' | 'fiador';
export type AddressOwner = Party | 'imovel';

/** Spec part 2 §9: the contract's CEP lookups wait 450–500 ms after typing. */
export const CONTRATO_CEP_DEBOUNCE_MS = 480;

/** The page's words for the lookup's outcomes (spec part 2 §5: "CEP não encontrado", "Falha CEP", "Inválido"). */
export const CONTRATO_CEP_TEXTS = {
  failed: 'Falha CEP',
  invalid: CONTRATO_LOCACAO_MESSAGES.invalido,
} as const;

/** The state and city selects of an address (`StateCityField`'s ids). */
export const placeIdPrefix = (owner: AddressOwner) => `ctr-${owner}`;

const PLACE_FIELDS: ReadonlyArray<[field: string, owner: AddressOwner, part: 'uf' | 'cidade']> = (
  ['locador', 'locatario', 'fiador', 'imovel'] as const
).flatMap((owner) => [
  [`${owner}_endereco_estado`, owner, 'uf'] as [string, AddressOwner, 'uf'],
  [`${owner}_endereco_cidade`, owner, 'cidade'] as [string, AddressOwner, 'cidade'],
]);

/** The id of the element that edits a field: `ctr-{field}`; states and cities live in the shared picker. */
export function fieldElementId(field: string): string {
  // The guarantee is one choice; the older ticks and the one-guarantee rule point at it.
  if (field === 'garantia_tipo' || field === 'fiador_ativo' || field === 'caucao_ativo')
    return 'ctr-garantia_tipo-fianca';
  const place = PLACE_FIELDS.find(([name]) => name === field);
  if (place) return `${placeIdPrefix(place[1])}-${place[2]}`;
  return `ctr-${field}`;
}

/** What a found address fills: only what the lookup knows, never blanking what was typed. */
export function addressPatch(owner: AddressOwner, address: CepAddress): Partial<ContratoLocacaoForm> {
  const patch: Record<string, string> = {};
  const set = (field: string, value: string) => {
    if (value.trim() !== '') patch[`${owner}_endereco_${field}`] = value.trim();
  };
  set('rua', address.endereco);
  set('bairro', address.bairro);
  set('estado', address.uf.toUpperCase());
  set('cidade', address.cidade);
  return patch as Partial<ContratoLocacaoForm>;
}

/**
 * A day or month once the field is left: two digits ("5" → "05"). One out of range ("0", "13", "45") is kept
 * as typed, for the check to refuse at the field: never replaced by another (issue 41).
 */
export function padTwo(value: string): string {
  const digits = onlyDigits(value);
  return digits.length === 1 ? `0${digits}` : digits;
}

/** The due day once left: the default 10 when left blank (spec part 2 §3); any other as typed, for the check. */
export function completeDueDay(value: string): string {
  return onlyDigits(value) === '' ? '10' : onlyDigits(value);
}

/** The rent in words, as "Auto" writes it; "" while there is no rent. */
export function rentWords(rent: string): string {
  const cents = centsFromDigits(rent);
  return cents > 0 ? moneyInWords(cents) : '';
}

/** The words were written by the person (Manual): they differ from what Auto would write. */
export function isManualWords(rent: string, words: string): boolean {
  return words.trim() !== '' && words.trim() !== rentWords(rent);
}

/** "Campos faltando para recibos: ..." while receipts are ticked and some of their own fields are missing. */
export function receiptsMissingMessage(form: ContratoLocacaoForm): string | null {
  if (!wantsReceipts(form)) return null;
  const missing = missingReceiptFields(form);
  return missing.length > 0 ? `${CONTRATO_LOCACAO_MESSAGES.recibos}${fieldList(missing)}` : null;
}

/** The form as saved: the forum is always the property's city and state (spec part 2 §5). */
export function withForum(form: ContratoLocacaoForm): ContratoLocacaoForm {
  return { ...form, cidade_foro: form.imovel_endereco_cidade, estado_foro: form.imovel_endereco_estado };
}

/** The changed fields of a save, with the forum when the property's city or state is among them. */
export function withForumChanges(
  form: ContratoLocacaoForm,
  changes: Partial<ContratoLocacaoForm>,
): Partial<ContratoLocacaoForm> {
  if (!('imovel_endereco_cidade' in changes || 'imovel_endereco_estado' in changes)) return changes;
  return { ...changes, cidade_foro: form.imovel_endereco_cidade, estado_foro: form.imovel_endereco_estado };
}

/** What the page says when its check refuses: the spec's one message and the field to focus first. */
export function refusalOf(form: ContratoLocacaoForm): { message: string; focus: string | null } | null {
  const check = checkContratoLocacao(form);
  if (check.ok) return null;
  return { message: check.message, focus: check.field ? fieldElementId(check.field) : null };
}

/**
 * The final check as the form's resolver: the shared check the server runs, and, when it refuses, every failing
 * field marked with its own message ("Obrigatório", "CPF inválido", "Inválido"), the first refused field first;
 * with receipts ticked, each of their missing fields marked "Obrigatório" too.
 */
export function contratoResolver(
  values: ContratoLocacaoForm,
): ResolverResult<ContratoLocacaoForm, ContratoLocacaoForm> {
  const check = checkContratoLocacao(values);
  if (check.ok) return { values: check.form, errors: {} };
  const marks = new Map<ContratoLocacaoField, string>();
  const mark = (field: ContratoLocacaoField, message: string) => {
    if (!marks.has(field)) marks.set(field, message);
  };
  for (const { field, message } of contractFieldErrors(values)) mark(field, message);
  if (guaranteesOf(values).length > 1) mark('caucao_ativo', CONTRATO_LOCACAO_MESSAGES.umaGarantia);
  if (wantsReceipts(values)) {
    for (const field of missingReceiptFields(values)) mark(field, CONTRATO_LOCACAO_MESSAGES.obrigatorio);
  }
  // A rule of the draft (a character the PDF cannot print, a text too long): its own message.
  const combined = [CONTRATO_LOCACAO_MESSAGES.erros, CONTRATO_LOCACAO_MESSAGES.recibos];
  for (const [field, message] of Object.entries(check.fields) as Array<[ContratoLocacaoField, string]>) {
    if (!combined.some((prefix) => message.startsWith(prefix))) mark(field, message);
  }
  // The field the check names first comes first (the focus follows it).
  const first = check.field && marks.has(check.field) ? check.field : null;
  const ordered = first ? [first, ...[...marks.keys()].filter((f) => f !== first)] : [...marks.keys()];
  const errors: FieldErrors<ContratoLocacaoForm> = {};
  for (const field of ordered) errors[field] = { type: 'validate', message: marks.get(field)! };
  return { values: {}, errors };
}
