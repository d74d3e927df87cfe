// The parties of a contract or receipt (issue 38 items 2 and 4): a natural person qualified as Brazilian
// practice asks (nationality, marital status, profession, identity document, CPF, address; CC art. 654 §1, Lei
// 8.245/91 art. 37) or a company (legal name, CNPJ numeric or alphanumeric, seat, and the representative who
// signs "neste ato representada por"). One set of fields, rules and wording for every kind that has parties.
import { isValidCnpj, isValidCpf, maskCnpj, maskCpf, onlyDigits } from '../format/cpf-cnpj';
import { atAddress } from '../format/street';
import { isUf } from '../reference/ufs';
import type { Signer } from './blocks';
import { addressText, BLANK, clean, cpfText, NB, orBlank } from './declaration-text';
import { draftChoice, draftText, type Printable } from './draft-fields';

export const PESSOA_TIPOS = ['pf', 'pj'] as const;
export type PessoaTipo = (typeof PESSOA_TIPOS)[number];

export const ESTADOS_CIVIS = [
  'solteiro',
  'casado',
  'uniao_estavel',
  'divorciado',
  'separado',
  'viuvo',
] as const;
export type EstadoCivil = (typeof ESTADOS_CIVIS)[number];

/** How the page lists the marital statuses and how the text prints them. */
export const ESTADO_CIVIL_TEXTO: Record<EstadoCivil, string> = {
  solteiro: 'solteiro(a)',
  casado: 'casado(a)',
  uniao_estavel: 'convivente em união estável',
  divorciado: 'divorciado(a)',
  separado: 'separado(a) judicialmente',
  viuvo: 'viúvo(a)',
};

export const DOC_TIPOS = ['RG', 'CNH', 'RNM', 'passaporte'] as const;
export type DocTipo = (typeof DOC_TIPOS)[number];
const DOC_TEXTO: Record<DocTipo, string> = {
  RG: 'do RG',
  CNH: 'da CNH',
  RNM: 'do RNM',
  passaporte: 'do passaporte',
};

export const PARTY_MESSAGES = {
  obrigatorio: 'Obrigatório',
  cpfInvalido: 'CPF inválido',
  cnpjInvalido: 'CNPJ inválido',
  ufInvalida: 'UF inválida',
} as const;

/**
 * The maker of a party's text fields under its prefix: `f('nome', 'Nome do(a)', 120)` is the entry
 * `[`${prefix}_nome`, draftText('Nome do(a) ${who}', 120, printable)]` of a schema shape.
 */
export function partyTextField(prefix: string, who: string, printable: Printable) {
  return (name: string, label: string, max: number) =>
    [`${prefix}_${name}`, draftText(`${label} ${who}`, max, printable)] as const;
}

/**
 * A person of a contract (lessor, lessee, guarantor; the vehicle's seller and buyer): the fields of spec part 2
 * §3 under its prefix.
 */
export function partyFields<P extends string>(prefix: P, who: string, printable: Printable) {
  return { ...basePartyFields(prefix, who, printable), ...partyExtraFields(prefix, who, printable) };
}

function basePartyFields<P extends string>(prefix: P, who: string, printable: Printable) {
  const f = partyTextField(prefix, who, printable);
  return Object.fromEntries([
    f('nome', 'Nome do(a)', 120),
    f('nacionalidade', 'Nacionalidade do(a)', 40),
    f('rg', 'RG do(a)', 20),
    f('cpf', 'CPF do(a)', 14),
    f('cep', 'CEP do(a)', 10),
    f('endereco_rua', 'Endereço do(a)', 150),
    f('endereco_numero', 'Número do(a)', 12),
    f('endereco_bairro', 'Bairro do(a)', 80),
    f('endereco_cidade', 'Cidade do(a)', 80),
    f('endereco_estado', 'Estado do(a)', 2),
  ]) as Record<
    | `${P}_${'nome' | 'nacionalidade' | 'rg' | 'cpf' | 'cep'}`
    | `${P}_endereco_${'rua' | 'numero' | 'bairro' | 'cidade' | 'estado'}`,
    ReturnType<typeof draftText>
  >;
}

/** The company and qualification fields of a party under its prefix (the name and CPF are the kind's own). */
export function partyExtraFields<P extends string>(prefix: P, who: string, printable: Printable) {
  const f = partyTextField(prefix, who, printable);
  return {
    ...Object.fromEntries([
      [`${prefix}_tipo`, draftChoice(PESSOA_TIPOS, `Tipo de pessoa do(a) ${who} inválido`)],
      [`${prefix}_estado_civil`, draftChoice(ESTADOS_CIVIS, `Estado civil do(a) ${who} inválido`)],
      [`${prefix}_doc_tipo`, draftChoice(DOC_TIPOS, `Documento do(a) ${who} inválido`)],
    ]),
    ...Object.fromEntries([
      f('profissao', 'Profissão do(a)', 60),
      f('cnpj', 'CNPJ do(a)', 18),
      f('rep_nome', 'Representante do(a)', 120),
      f('rep_cpf', 'CPF do representante do(a)', 14),
      f('rep_cargo', 'Cargo do representante do(a)', 60),
    ]),
  } as Record<
    `${P}_${'profissao' | 'cnpj' | 'rep_nome' | 'rep_cpf' | 'rep_cargo'}`,
    ReturnType<typeof draftText>
  > &
    Record<`${P}_tipo`, ReturnType<typeof draftChoice<PessoaTipo>>> &
    Record<`${P}_estado_civil`, ReturnType<typeof draftChoice<EstadoCivil>>> &
    Record<`${P}_doc_tipo`, ReturnType<typeof draftChoice<DocTipo>>>;
}

const s = (form: object, key: string): string => {
  const value = (form as Record<string, unknown>)[key];
  return typeof value === 'string' ? value : '';
};
const filled = (value: string) => value.trim() !== '';

/** The party is a company (its type chosen "pj"); older records without a type are people. */
export function isCompany(form: object, prefix: string): boolean {
  return s(form, `${prefix}_tipo`) === 'pj';
}

/** Married or in a stable union: the partner's consent counts for a guarantee (CC art. 1.647 III). */
export function hasSpouse(form: object, prefix: string): boolean {
  const status = s(form, `${prefix}_estado_civil`);
  return !isCompany(form, prefix) && (status === 'casado' || status === 'uniao_estavel');
}

/** The field message of a CPF: "Obrigatório", "CPF inválido", or null. */
export function cpfMessage(value: string): string | null {
  if (onlyDigits(value) === '') return PARTY_MESSAGES.obrigatorio;
  return isValidCpf(value) ? null : PARTY_MESSAGES.cpfInvalido;
}

/** The field message of a CNPJ, numeric or alphanumeric (IN RFB 2.229/2024): "Obrigatório", "CNPJ inválido". */
export function cnpjMessage(value: string): string | null {
  if (!filled(value)) return PARTY_MESSAGES.obrigatorio;
  return isValidCnpj(value) ? null : PARTY_MESSAGES.cnpjInvalido;
}

/** The party's number, CPF or CNPJ, as a field name and a label ("CPF", "CNPJ"). */
export function taxIdOf(
  form: object,
  prefix: string,
): { field: string; label: 'CPF' | 'CNPJ'; value: string } {
  return isCompany(form, prefix)
    ? { field: `${prefix}_cnpj`, label: 'CNPJ', value: s(form, `${prefix}_cnpj`) }
    : { field: `${prefix}_cpf`, label: 'CPF', value: s(form, `${prefix}_cpf`) };
}

export interface PartyRules {
  /** Nationality, marital status, profession and identity document of a person (a contract's qualification). */
  qualification: boolean;
  /** Street, city and state (a contract's domicile); receipts only need the name and number. */
  address: boolean;
}

/**
 * The failing fields of one party, in the page's order: a person's name, CPF and (per `rules`) qualification
 * and address; a company's legal name, CNPJ, seat and its representative's name, CPF and role.
 */
export function partyErrors(
  form: object,
  prefix: string,
  rules: PartyRules,
): Array<{ field: string; message: string }> {
  const m = PARTY_MESSAGES;
  const errors: Array<{ field: string; message: string }> = [];
  const add = (field: string, message: string | null) => {
    if (message) errors.push({ field, message });
  };
  const required = (name: string) =>
    add(`${prefix}_${name}`, filled(s(form, `${prefix}_${name}`)) ? null : m.obrigatorio);
  required('nome');
  if (isCompany(form, prefix)) {
    add(`${prefix}_cnpj`, cnpjMessage(s(form, `${prefix}_cnpj`)));
    required('rep_nome');
    add(`${prefix}_rep_cpf`, cpfMessage(s(form, `${prefix}_rep_cpf`)));
    required('rep_cargo');
  } else {
    add(`${prefix}_cpf`, cpfMessage(s(form, `${prefix}_cpf`)));
    if (rules.qualification) {
      required('nacionalidade');
      required('estado_civil');
      required('profissao');
      required('rg');
    }
  }
  if (rules.address) {
    required('endereco_rua');
    required('endereco_cidade');
    add(`${prefix}_endereco_estado`, isUf(s(form, `${prefix}_endereco_estado`)) ? null : m.obrigatorio);
  }
  return errors;
}

/** The party's CPF, CNPJ and representative's CPF masked once valid (what the PDF prints). */
export function normaliseParty<F extends object>(form: F, prefix: string): F {
  const out = { ...form } as Record<string, unknown>;
  const set = (name: string, valid: (v: string) => boolean, mask: (v: string) => string) => {
    const key = `${prefix}_${name}`;
    if (typeof out[key] === 'string')
      out[key] = valid(out[key] as string) ? mask(out[key] as string) : (out[key] as string).trim();
  };
  set('cpf', isValidCpf, maskCpf);
  set('rep_cpf', isValidCpf, maskCpf);
  set('cnpj', isValidCnpj, maskCnpj);
  if (typeof out[`${prefix}_tipo`] === 'string' && out[`${prefix}_tipo`] === '') out[`${prefix}_tipo`] = 'pf';
  return out as F;
}

/** A CNPJ as 00.000.000/0000-00 (or its alphanumeric shape) once valid; otherwise as typed, or a blank. */
export function cnpjText(value: unknown): string {
  const text = String(value ?? '');
  if (!filled(text)) return BLANK;
  return isValidCnpj(text) ? maskCnpj(text) : clean(text);
}

/** "Rua X, nº 1, bairro Y, Cidade/UF, CEP 00000-000" of a party's address fields. */
export function partyAddress(form: object, prefix: string): string {
  return addressText({
    rua: s(form, `${prefix}_endereco_rua`),
    numero: s(form, `${prefix}_endereco_numero`),
    bairro: s(form, `${prefix}_endereco_bairro`),
    cidade: s(form, `${prefix}_endereco_cidade`),
    estado: s(form, `${prefix}_endereco_estado`),
    cep: s(form, `${prefix}_cep`),
  });
}

/** ", neste ato representada por seu(sua) sócio-administrador(a), **Nome**, inscrito(a) no CPF sob o nº ...". */
function representedBy(form: object, prefix: string): string {
  const cargo = clean(s(form, `${prefix}_rep_cargo`));
  return (
    `neste ato representada por ${cargo ? `seu(sua) ${cargo}, ` : ''}` +
    `**${orBlank(clean(s(form, `${prefix}_rep_nome`)))}**, inscrito(a) no CPF sob o nº${NB}` +
    cpfText(s(form, `${prefix}_rep_cpf`))
  );
}

/**
 * The party's qualification as a contract states it: a person with nationality, marital status and profession
 * (left out while blank), identity document, CPF and domicile; a company with its CNPJ, seat and representative.
 */
export function qualification(form: object, prefix: string): string {
  const nome = orBlank(clean(s(form, `${prefix}_nome`)));
  // The preposition follows the street's type: "na Rua …", "no Largo …" (`format/street.ts`).
  const address = atAddress(clean(s(form, `${prefix}_endereco_rua`)), partyAddress(form, prefix));
  if (isCompany(form, prefix))
    return (
      `**${nome}**, pessoa jurídica de direito privado, inscrita no CNPJ sob o nº${NB}` +
      `${cnpjText(s(form, `${prefix}_cnpj`))}, com sede ${address}, ${representedBy(form, prefix)}`
    );
  const status = s(form, `${prefix}_estado_civil`) as EstadoCivil | '';
  const extras = [
    clean(s(form, `${prefix}_nacionalidade`)) || BLANK,
    ...(status ? [ESTADO_CIVIL_TEXTO[status]] : []),
    ...(filled(s(form, `${prefix}_profissao`)) ? [clean(s(form, `${prefix}_profissao`))] : []),
  ];
  const docTipo = (s(form, `${prefix}_doc_tipo`) || 'RG') as DocTipo;
  return (
    `**${nome}**, ${extras.join(', ')}, portador(a) ${DOC_TEXTO[docTipo] ?? DOC_TEXTO.RG} nº${NB}` +
    `${orBlank(clean(s(form, `${prefix}_rg`)))}, inscrito(a) no CPF sob o nº${NB}` +
    `${cpfText(s(form, `${prefix}_cpf`))}, residente e domiciliado(a) ${address}`
  );
}

/** The party as a receipt names it: "Nome, CPF nº ..." or "Empresa, CNPJ nº ..., representada por ...". */
export function shortIdentification(form: object, prefix: string): string {
  const nome = orBlank(clean(s(form, `${prefix}_nome`)));
  if (isCompany(form, prefix))
    return (
      `**${nome}**, CNPJ nº${NB}${cnpjText(s(form, `${prefix}_cnpj`))}, representada por ` +
      `${orBlank(clean(s(form, `${prefix}_rep_nome`)))}, CPF nº${NB}${cpfText(s(form, `${prefix}_rep_cpf`))}`
    );
  return `**${nome}**, CPF nº${NB}${cpfText(s(form, `${prefix}_cpf`))}`;
}

/** The signature lines of a party: its name in bold, its role and its CPF; a company's representative signs. */
export function partySigner(form: object, prefix: string, role: string): Signer {
  const nome = `**${orBlank(clean(s(form, `${prefix}_nome`)))}**`;
  if (isCompany(form, prefix))
    return {
      lines: [
        nome,
        `${role} – CNPJ: ${cnpjText(s(form, `${prefix}_cnpj`))}`,
        `p/ ${orBlank(clean(s(form, `${prefix}_rep_nome`)))} – CPF: ${cpfText(s(form, `${prefix}_rep_cpf`))}`,
      ],
    };
  return { lines: [nome, role, `CPF: ${cpfText(s(form, `${prefix}_cpf`))}`] };
}
