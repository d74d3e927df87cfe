// Vehicle power of attorney form (spec part 2 §3, §5): the lenient draft schema of saves and the final check
// before a payment and a PDF, with the spec's messages and our checks of the vehicle's identifiers (issue 19),
// both parties qualified (Código Civil art. 654 §1) and a company grantor's representative (issue 39).
import * as z from 'zod';
import { isCompleteCep, maskCep } from '../../format/cep';
import { checkCpfCnpj, isValidCpf, maskCpf, maskCpfCnpj, onlyDigits } from '../../format/cpf-cnpj';
import { calendarDateOf } from '../../format/dates';
import {
  formatPlate,
  isValidPlate,
  isValidRenavamNumber,
  normaliseRenavam,
  normaliseVin,
  vinProblem,
} from '../../format/vehicle';
import { MONTHS } from '../../reference/calendar';
import { isUf } from '../../reference/ufs';
import { documentDate } from '../document-date';
import { draftChoice, draftDigits, draftText } from '../draft-fields';
import {
  type CepLookupState,
  type FailedCheck,
  type FormCheck,
  failureList,
  finalSchema,
  runFinalCheck,
} from '../form-check';
import { lazySchema } from '../lazy-schema';

/**
 * Spec part 2 §5 "Vehicle power of attorney" (the first three, verbatim), then ours: what the document needs
 * besides (address, vehicle, date) and the identifiers checked (issue 19 item 4).
 */
export const PROCURACAO_VEICULO_MESSAGES = {
  dono: 'Informe nome do dono e CPF/CNPJ',
  cep: 'Verifique o CEP do endereço',
  procurador: 'Informe dados do procurador',
  endereco: 'Preencha o endereço do dono (rua, cidade e UF)',
  veiculo: 'Informe os dados do veículo (marca/modelo, placa, RENAVAM e chassi)',
  data: 'Informe uma data válida para a procuração',
  dataFutura: 'A data da procuração não pode estar no futuro',
  aguardeCep: 'Aguarde a consulta do CEP...',
  placa: 'Placa inválida: use o padrão antigo (ABC1234) ou Mercosul (ABC1D23)',
  renavam: 'RENAVAM inválido: confira os 11 dígitos (o último é o dígito verificador)',
  chassiLetras: 'Chassi inválido: o chassi não tem as letras I, O ou Q',
  chassiTamanho: 'Chassi inválido: o chassi tem 17 letras e números',
  cpfProcurador: 'CPF do procurador inválido',
  qualificacaoDono: 'Informe nacionalidade, estado civil e profissão do dono',
  rgDono: 'Informe o RG do dono',
  representante: 'Informe nome, CPF e cargo de quem representa a empresa',
  cpfRepresentante: 'CPF do representante inválido',
  qualificacaoProcurador: 'Informe nacionalidade, estado civil, profissão, RG e endereço do procurador',
} as const;

/** Marital status as the instrument states it (a qualification element, CC art. 654 §1). */
export const MARITAL_STATUSES = [
  'solteiro',
  'casado',
  'divorciado',
  'viuvo',
  'separado',
  'uniao_estavel',
] as const;
export type MaritalStatus = (typeof MARITAL_STATUSES)[number];
export const MARITAL_STATUS_LABELS: Record<MaritalStatus, string> = {
  solteiro: 'solteiro(a)',
  casado: 'casado(a)',
  divorciado: 'divorciado(a)',
  viuvo: 'viúvo(a)',
  separado: 'separado(a) judicialmente',
  uniao_estavel: 'em união estável',
};

/** A CNPJ (12 to 14 characters, or letters: the alphanumeric CNPJ) names a company; anything else a person. */
export function isCompanyDocument(value: unknown): boolean {
  const text = String(value ?? '');
  return onlyDigits(text).length > 11 || /[A-Za-z]/.test(text);
}

const draftShape = () => ({
  nome_completo_dono: draftText('Nome do dono', 150),
  rg_dono: draftText('RG do dono', 20),
  cpf_cnpj_dono: draftText('CPF/CNPJ do dono', 18),
  cep_endereco_dono: draftText('CEP do endereço', 10),
  endereco_completo_dono: draftText('Endereço do dono', 150),
  numero_endereco_dono: draftText('Número do endereço', 12),
  bairro_endereco_dono: draftText('Bairro do dono', 80),
  cidade_endereco_dono: draftText('Cidade do dono', 80),
  estado_endereco_dono: draftText('Estado do dono', 2),
  // A person grantor's qualification; a company's representative (issue 39). Optional in drafts.
  nacionalidade_dono: draftText('Nacionalidade do dono', 40),
  estado_civil_dono: draftChoice(MARITAL_STATUSES, 'Estado civil do dono: valor inválido'),
  profissao_dono: draftText('Profissão do dono', 60),
  representante_nome: draftText('Nome do representante', 150),
  representante_cpf: draftText('CPF do representante', 14),
  representante_cargo: draftText('Cargo do representante', 60),
  nome_completo_procurador: draftText('Nome do procurador', 150),
  rg_procurador: draftText('RG do procurador', 20),
  cpf_procurador: draftText('CPF do procurador', 14),
  nacionalidade_procurador: draftText('Nacionalidade do procurador', 40),
  estado_civil_procurador: draftChoice(MARITAL_STATUSES, 'Estado civil do procurador: valor inválido'),
  profissao_procurador: draftText('Profissão do procurador', 60),
  endereco_procurador: draftText('Endereço do procurador', 200),
  marca_modelo_veiculo: draftText('Marca/modelo do veículo', 80),
  placa_veiculo: draftText('Placa do veículo', 8),
  renavam_veiculo: draftText('RENAVAM do veículo', 11),
  chassi_veiculo: draftText('Chassi do veículo', 17),
  cor_veiculo: draftText('Cor do veículo', 30),
  data_dia: draftDigits('Dia', 2),
  data_mes: draftText('Mês', 12),
  data_ano: draftDigits('Ano', 4),
  /**
   * "sim": the date line written wholly in words, computed from the checked date ("cinco de março de dois mil e
   * vinte e seis"). It replaces the free-text `data_extenso` of older records, which is no field any more: a
   * stored one is dropped on reading, so no typed text can backdate the instrument (issue 39).
   */
  data_por_extenso: draftChoice(['sim', 'nao'], 'Data por extenso: valor inválido'),
});

/** Any partially filled form (saves, preview); missing fields read as "", unknown fields are dropped. */
export const procuracaoVeiculoDraftSchema = lazySchema(() => z.object(draftShape()));
export type ProcuracaoVeiculoForm = z.output<typeof procuracaoVeiculoDraftSchema>;
export type ProcuracaoVeiculoField = keyof ProcuracaoVeiculoForm;

export type ProcuracaoVeiculoCheck = FormCheck<ProcuracaoVeiculoField, ProcuracaoVeiculoForm>;

const filled = (value: string) => value.trim() !== '';

function isAfter(a: { year: number; month: number; day: number }, b: typeof a): boolean {
  return a.year * 10000 + a.month * 100 + a.day > b.year * 10000 + b.month * 100 + b.day;
}

/** The chassis' message, or null when it is valid. */
export function chassiMessage(value: string): string | null {
  const problem = vinProblem(value);
  if (problem === 'letras') return PROCURACAO_VEICULO_MESSAGES.chassiLetras;
  return problem === 'tamanho' ? PROCURACAO_VEICULO_MESSAGES.chassiTamanho : null;
}

/**
 * The rules in the spec's order (owner, CEP, procurator), then what the document needs, then the values typed
 * but not valid; one failure per field, the first being the page's toast and the server's answer.
 */
function failures(
  f: ProcuracaoVeiculoForm,
  cep: CepLookupState,
  today: Date,
): FailedCheck<ProcuracaoVeiculoField>[] {
  const m = PROCURACAO_VEICULO_MESSAGES;
  const { found, fail } = failureList<ProcuracaoVeiculoField>();

  if (!filled(f.nome_completo_dono)) fail(m.dono, 'nome_completo_dono');
  if (!filled(f.cpf_cnpj_dono)) fail(m.dono, 'cpf_cnpj_dono');
  if (cep.pending) fail(m.aguardeCep);
  else if (!isCompleteCep(f.cep_endereco_dono) || cep.error) fail(m.cep, 'cep_endereco_dono');
  if (!filled(f.nome_completo_procurador)) fail(m.procurador, 'nome_completo_procurador');
  if (onlyDigits(f.cpf_procurador) === '') fail(m.procurador, 'cpf_procurador');

  // CC art. 654 §1: the instrument qualifies grantor and attorney; a company acts through a named person.
  const company = isCompanyDocument(f.cpf_cnpj_dono);
  if (company) {
    if (!filled(f.representante_nome)) fail(m.representante, 'representante_nome');
    if (onlyDigits(f.representante_cpf) === '') fail(m.representante, 'representante_cpf');
    else if (!isValidCpf(f.representante_cpf)) fail(m.cpfRepresentante, 'representante_cpf');
    if (!filled(f.representante_cargo)) fail(m.representante, 'representante_cargo');
  } else {
    if (!filled(f.nacionalidade_dono)) fail(m.qualificacaoDono, 'nacionalidade_dono');
    if (f.estado_civil_dono === '') fail(m.qualificacaoDono, 'estado_civil_dono');
    if (!filled(f.profissao_dono)) fail(m.qualificacaoDono, 'profissao_dono');
    if (!filled(f.rg_dono)) fail(m.rgDono, 'rg_dono');
  }
  const attorney: ProcuracaoVeiculoField[] = [
    'nacionalidade_procurador',
    'estado_civil_procurador',
    'profissao_procurador',
    'rg_procurador',
    'endereco_procurador',
  ];
  for (const field of attorney) if (!filled(f[field])) fail(m.qualificacaoProcurador, field);

  if (!filled(f.endereco_completo_dono)) fail(m.endereco, 'endereco_completo_dono');
  if (!filled(f.cidade_endereco_dono)) fail(m.endereco, 'cidade_endereco_dono');
  if (!isUf(f.estado_endereco_dono)) fail(m.endereco, 'estado_endereco_dono');
  const vehicle: ProcuracaoVeiculoField[] = [
    'marca_modelo_veiculo',
    'placa_veiculo',
    'renavam_veiculo',
    'chassi_veiculo',
  ];
  for (const field of vehicle) if (!filled(f[field])) fail(m.veiculo, field);
  const date = documentDate(f);
  if (!date) fail(m.data, 'data_dia');
  else if (isAfter(date, calendarDateOf(today))) fail(m.dataFutura, 'data_dia');

  const ownerDocument = checkCpfCnpj(f.cpf_cnpj_dono);
  // "CPF do dono inválido", "CNPJ do dono incompleto"...
  if (ownerDocument) fail(ownerDocument.replace(/^(CPF|CNPJ) /, '$1 do dono '), 'cpf_cnpj_dono');
  if (onlyDigits(f.cpf_procurador) !== '' && !isValidCpf(f.cpf_procurador))
    fail(m.cpfProcurador, 'cpf_procurador');
  if (!isValidPlate(f.placa_veiculo)) fail(m.placa, 'placa_veiculo');
  if (!isValidRenavamNumber(f.renavam_veiculo)) fail(m.renavam, 'renavam_veiculo');
  const chassi = chassiMessage(f.chassi_veiculo);
  if (chassi) fail(chassi, 'chassi_veiculo');
  return found;
}

const clean = (value: string) => value.replace(/\s+/g, ' ').trim();

/** Only the grantor's kind of fields: a person's qualification, or a company's representative. */
function grantorFields(f: ProcuracaoVeiculoForm): Partial<ProcuracaoVeiculoForm> {
  if (isCompanyDocument(f.cpf_cnpj_dono)) {
    return { rg_dono: '', nacionalidade_dono: '', estado_civil_dono: '', profissao_dono: '' };
  }
  return { representante_nome: '', representante_cpf: '', representante_cargo: '' };
}

function normalise(f: ProcuracaoVeiculoForm): ProcuracaoVeiculoForm {
  const date = documentDate(f)!;
  const texts = Object.fromEntries(
    Object.entries(f).map(([key, value]) => [key, clean(value)]),
  ) as ProcuracaoVeiculoForm;
  const company = isCompanyDocument(f.cpf_cnpj_dono);
  return {
    ...texts,
    ...grantorFields(f),
    representante_cpf: company ? maskCpf(f.representante_cpf) : '',
    cpf_cnpj_dono: maskCpfCnpj(f.cpf_cnpj_dono),
    cep_endereco_dono: maskCep(f.cep_endereco_dono),
    estado_endereco_dono: f.estado_endereco_dono.trim().toUpperCase(),
    cpf_procurador: maskCpf(f.cpf_procurador),
    placa_veiculo: formatPlate(f.placa_veiculo),
    renavam_veiculo: normaliseRenavam(f.renavam_veiculo),
    chassi_veiculo: normaliseVin(f.chassi_veiculo),
    data_dia: String(date.day),
    data_mes: MONTHS[date.month - 1]!,
    data_ano: String(date.year),
  };
}

/** The final check as a zod schema (the server passes no CEP lookup state). */
export function procuracaoVeiculoFinalSchema(cep: CepLookupState = {}, today: Date = new Date()) {
  return finalSchema(procuracaoVeiculoDraftSchema, (form) => failures(form, cep, today), normalise);
}

/** The page's check on "Gerar PDF" and the server's before a payment and a PDF. */
export function checkProcuracaoVeiculo(
  input: unknown,
  cep: CepLookupState = {},
  today: Date = new Date(),
): ProcuracaoVeiculoCheck {
  return runFinalCheck(
    procuracaoVeiculoFinalSchema(cep, today),
    Object.keys(procuracaoVeiculoDraftSchema.shape),
    input,
  );
}

/** A blank form dated `today` in Brazil's time zone (spec part 2 §3: the date defaults to today). */
export function emptyProcuracaoVeiculo(today: Date = new Date()): ProcuracaoVeiculoForm {
  const date = calendarDateOf(today);
  return {
    ...procuracaoVeiculoDraftSchema.parse({}),
    data_dia: String(date.day).padStart(2, '0'),
    data_mes: MONTHS[date.month - 1]!,
    data_ano: String(date.year),
  };
}

const PRESET: ReadonlySet<string> = new Set(['data_dia', 'data_mes', 'data_ano']);

/** Nothing typed yet (the preset date aside). */
export function isBlankProcuracaoVeiculo(form: ProcuracaoVeiculoForm): boolean {
  return Object.entries(form).every(([field, value]) => PRESET.has(field) || String(value).trim() === '');
}
