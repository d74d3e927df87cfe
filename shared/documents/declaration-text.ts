// Wording shared by the declarations' texts: names, CPFs, RGs, addresses, the place-and-date line and the
// declarant's responsibility under Lei 7.115/83 and art. 299 do Código Penal. Works on partial drafts: what is
// still blank becomes a line, so a preview shows where the data goes.

import { isCompleteCep, maskCep } from '../format/cep';
import { maskCpf, onlyDigits } from '../format/cpf-cnpj';
import { dateInWords } from '../format/dates';
import { atAddress } from '../format/street';
import { isUf } from '../reference/ufs';
import { escapeInline } from './blocks';
import { documentDate } from './document-date';

/** Binds "nº" to its number and "art." to its article across line breaks (drawn as a plain space). */
export const NB = '\u00a0';

/** Stands in for what is still blank. */
export const BLANK = '________________';

/** Spaces folded, trimmed, and safe inside a block (markers escaped). */
export const clean = (value: unknown) =>
  escapeInline(
    String(value ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

export const orBlank = (value: string) => (value === '' ? BLANK : value);

/** A CPF as 000.000.000-00 once complete; otherwise as typed, or a blank. */
export function cpfText(value: unknown): string {
  const digits = onlyDigits(String(value ?? ''));
  if (digits === '') return BLANK;
  return digits.length === 11 ? maskCpf(digits) : clean(value);
}

/** The state's two letters, upper-case, or "" for anything that is not a state. */
export function ufText(value: unknown): string {
  const text = String(value ?? '').trim();
  return isUf(text) ? text.toUpperCase() : '';
}

/** ", portador(a) do RG nº 12.345.678-9/SP", or nothing when no RG was given. */
export function rgClause(rg: unknown, rgUf: unknown): string {
  const number = clean(rg);
  if (number === '') return '';
  const issuer = ufText(rgUf);
  return `, portador(a) do RG nº${NB}${number}${issuer ? `/${issuer}` : ''}`;
}

/** "São Paulo/SP" (the city alone while no state is chosen). */
export function cityUf(city: unknown, state: unknown): string {
  const name = orBlank(clean(city));
  const uf = ufText(state);
  return uf === '' ? name : `${name}/${uf}`;
}

export interface AddressParts {
  rua?: unknown;
  numero?: unknown;
  /** "apto 42", "bloco B" (left out when blank). */
  complemento?: unknown;
  bairro?: unknown;
  cidade?: unknown;
  estado?: unknown;
  /** Absent (not merely blank): the address has no CEP line. */
  cep?: unknown;
}

/** "Rua das Flores, nº 10, apto 42, bairro Centro, São Paulo/SP, CEP 01310-100" (absent parts left out). */
export function addressText(address: AddressParts): string {
  const street = orBlank(clean(address.rua));
  const number = clean(address.numero);
  const parts = [`${street}, ${number === '' ? 's/nº' : `nº${NB}${number}`}`];
  const complemento = clean(address.complemento);
  if (complemento !== '') parts.push(complemento);
  const bairro = clean(address.bairro);
  if (bairro !== '') parts.push(`bairro ${bairro}`);
  parts.push(cityUf(address.cidade, address.estado));
  // An optional address (a dependent's) leaves its CEP out when none was typed; a required one shows the blank.
  if (!('cep' in address)) return parts.join(', ');
  const cep = String(address.cep ?? '');
  parts.push(`CEP${NB}${isCompleteCep(cep) ? maskCep(cep) : orBlank(clean(cep))}`);
  return parts.join(', ');
}

/** The address after the preposition its street's type takes: "na Rua das Flores, nº 10, …" (issue 39). */
export function addressAt(address: AddressParts): string {
  return atAddress(clean(address.rua), addressText(address));
}

/** The form's document date as "5 de março de 2026", or blanks while it is incomplete. */
export function documentDateText(form: {
  data_dia?: unknown;
  data_mes?: unknown;
  data_ano?: unknown;
}): string {
  const date = documentDate({
    data_dia: String(form.data_dia ?? ''),
    data_mes: String(form.data_mes ?? ''),
    data_ano: String(form.data_ano ?? ''),
  });
  return date ? dateInWords(date) : '____ de ____________ de ______';
}

/**
 * The declarant's responsibility for the truth of what is declared, for the declarations Lei nº 7.115/1983
 * covers (art. 1º: life, residence, poverty, economic dependence, homonymy, good record).
 */
export const RESPONSIBILITY_PARAGRAPH =
  'Declaro, ainda, estar ciente de que, se comprovadamente falsa esta declaração, ficarei sujeito(a) às ' +
  `sanções civis, administrativas e criminais previstas na legislação aplicável (art.${NB}2º da Lei nº${NB}7.115/1983), ` +
  `em especial às penas do crime de falsidade ideológica, tipificado no art.${NB}299 do Código Penal.`;

/**
 * The same responsibility for a declaration Lei nº 7.115/1983 does not cover (employment): the crime of art. 299
 * do Código Penal alone, with the civil liability of the general rules (Código Civil, art. 186).
 */
export const FALSITY_PARAGRAPH =
  'Declaro, ainda, estar ciente de que declarar fato falso neste documento, com o fim de prejudicar direito, ' +
  'criar obrigação ou alterar a verdade sobre fato juridicamente relevante, constitui o crime de falsidade ' +
  `ideológica, tipificado no art.${NB}299 do Código Penal, sem prejuízo da responsabilidade civil.`;

/** The closing sentence before place and date. */
export const CLOSING_PARAGRAPH = 'Por ser expressão da verdade, firmo a presente declaração.';

/** "nos termos da Lei nº 7.115, de 29 de agosto de 1983" (the law that gives a declaration its weight). */
export const LEI_7115 = `Lei nº${NB}7.115, de 29 de agosto de 1983`;
