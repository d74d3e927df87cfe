// Vehicle sale contract form (spec part 2 §3 "Vehicle contract", §5 "Vehicle contract PDF"): the lenient draft
// schema of every save and the final check before a payment or a PDF, with the spec's messages ("Erros: " and
// the items joined by "; ", "CPF do vendedor inválido", "CEP do comprador inválido", ...) and, beyond the spec
// (issue 19 item 4), the vehicle's identifiers checked: plate, RENAVAM, chassis and year.
import * as z from 'zod';
import { isCompleteCep, maskCep } from '../../format/cep';
import { isValidCnpj, isValidCpf, maskCnpj, maskCpf } from '../../format/cpf-cnpj';
import { type CalendarDate, calendarDateOf, formatDateBr, parseBrDate } from '../../format/dates';
import { wordsMatchCents, wordsMismatchMessage } from '../../format/money';
import {
  isPlausibleModelYear,
  isValidPlate,
  isValidRenavamNumber,
  isValidVin,
  normalisePlate,
  normaliseRenavam,
  normaliseVin,
} from '../../format/vehicle';
import { isUf } from '../../reference/ufs';
import { printableText } from '../../text/printable';
import { draftChoice, draftText, type Printable, SIM_NAO, storedText } from '../draft-fields';
import { type FailedCheck, type FormCheck, finalSchema, runFinalCheck } from '../form-check';
import { blankOtherPartyType } from '../hidden-fields';
import { lazySchema } from '../lazy-schema';
import { isCompany, partyFields } from '../parties';

/** Spec part 2 §3: the default payment method. */
export const DEFAULT_FORMA_PAGAMENTO = 'À vista (PIX)';

/** Typed money is at most 15 digits, so cents stay a safe integer. */
const MAX_CENTS = 999_999_999_999_999;

export const CONTRATO_VEICULO_MESSAGES = {
  erros: 'Erros: ',
  vendedorNome: 'Nome do vendedor obrigatório',
  vendedorCpf: 'CPF do vendedor inválido',
  compradorNome: 'Nome do comprador obrigatório',
  compradorCpf: 'CPF do comprador inválido',
  marca: 'Marca do veículo obrigatória',
  modelo: 'Modelo do veículo obrigatório',
  ano: 'Ano do veículo obrigatório',
  placa: 'Placa do veículo obrigatória',
  valor: 'Valor da venda obrigatório',
  vendedorCep: 'CEP do vendedor inválido',
  compradorCep: 'CEP do comprador inválido',
  // Beyond the spec (issue 19 item 4): the vehicle's identifiers as the DETRAN checks them.
  anoInvalido: 'Ano do veículo inválido: de 1900 ao ano que vem (ex.: 2020 ou 2020/2021)',
  placaInvalida: 'Placa inválida: use o padrão antigo (ABC1234) ou o Mercosul (ABC1D23)',
  renavamInvalido: 'RENAVAM inválido: 11 dígitos com o dígito verificador (confira no CRLV)',
  chassiInvalido: 'Chassi inválido: 17 letras e números, sem I, O ou Q, os 4 últimos números',
  dataEntrega: 'Data de entrega inválida (DD/MM/AAAA)',
  dataReferencia: 'Data de referência inválida (DD/MM/AAAA)',
  horaReferencia: 'Hora de referência inválida (HH:MM)',
  dataAssinatura: 'Data da assinatura inválida (DD/MM/AAAA)',
  // Issue 39 item 3: the identifiers the transfer needs are required; company parties; words equal to figures.
  renavam: 'RENAVAM obrigatório',
  chassi: 'Chassi obrigatório',
  vendedorCnpj: 'CNPJ do vendedor inválido',
  compradorCnpj: 'CNPJ do comprador inválido',
  vendedorRepresentante: 'Representante do vendedor obrigatório',
  compradorRepresentante: 'Representante do comprador obrigatório',
  vendedorRepresentanteCpf: 'CPF do representante do vendedor inválido',
  compradorRepresentanteCpf: 'CPF do representante do comprador inválido',
} as const;

/** The value in centavos: a number, or the digits the spec's page sends as text; null while empty. */
function draftCents(label: string) {
  return z
    .union([z.number().int().nonnegative().max(MAX_CENTS), z.string().max(24)], {
      error: `${label}: valor inválido`,
    })
    .nullish()
    .transform((value, ctx) => {
      if (value === null || value === undefined) return null;
      if (typeof value === 'number') return value;
      const digits = value.replace(/\D/g, '').replace(/^0+/, '');
      if (digits === '') return null;
      const cents = Number(digits);
      if (!Number.isSafeInteger(cents) || cents > MAX_CENTS) {
        ctx.addIssue({ code: 'custom', message: `${label}: valor inválido` });
        return z.NEVER;
      }
      return cents;
    });
}

function contratoShape(printable: Printable) {
  const t = (label: string, max: number) => draftText(label, max, printable);
  return {
    ...partyFields('vendedor', 'vendedor(a)', printable),
    ...partyFields('comprador', 'comprador(a)', printable),
    veiculo_marca: t('Marca do veículo', 60),
    veiculo_modelo: t('Modelo do veículo', 80),
    veiculo_ano: t('Ano do veículo', 11),
    veiculo_cor: t('Cor do veículo', 30),
    veiculo_placa: t('Placa do veículo', 8),
    veiculo_renavam: t('RENAVAM', 13),
    veiculo_chassi: t('Chassi', 20),
    /** The transfer authorisation's number: ATPV-e or, on older papers, the CRV. */
    veiculo_atpv: t('Número da ATPV-e ou do CRV', 20),
    valor_venda: draftCents('Valor da venda'),
    valor_venda_extenso: t('Valor por extenso', 300),
    forma_pagamento: t('Forma de pagamento', 300),
    /** Price paid in instalments: the title stays with the seller (reserva de domínio) or the ATPV-e waits. */
    pagamento_parcelado: draftChoice(SIM_NAO, 'Opção de pagamento parcelado inválida'),
    reserva_dominio: draftChoice(SIM_NAO, 'Opção de reserva de domínio inválida'),
    data_entrega: t('Data de entrega', 10),
    data_referencia_responsabilidade: t('Data de referência', 10),
    hora_referencia_responsabilidade: t('Hora de referência', 5),
    cidade_foro: t('Cidade do foro', 80),
    estado_foro: t('Estado do foro', 2),
    data_assinatura: t('Data da assinatura', 10),
  };
}

/** Any partially filled contract (autosave, preview); missing fields read as "" (the value as null). */
export const contratoVeiculoDraftSchema = lazySchema(() => z.object(contratoShape(printableText)));
/** A stored form as saved, without the printable check (see `draft-fields.ts`). */
export const contratoVeiculoStoredSchema = lazySchema(() => z.object(contratoShape(storedText)));
export type ContratoVeiculoForm = z.output<typeof contratoVeiculoDraftSchema>;
export type ContratoVeiculoField = keyof ContratoVeiculoForm;

const filled = (value: string) => value.trim() !== '';

/** "HH:MM" with hours to 23 and minutes to 59. */
export function isClockTime(value: string): boolean {
  const match = /^(\d{2}):(\d{2})$/.exec(value.trim());
  return match !== null && Number(match[1]) <= 23 && Number(match[2]) <= 59;
}

/** A typed DD/MM/AAAA date, or null while it is blank or not a real day. */
export function typedDate(value: string | null | undefined): CalendarDate | null {
  return parseBrDate(value);
}

/**
 * Every failing rule, one per field: the spec's (seller, buyer, vehicle, value, CEPs) in its order, then the
 * identifiers and dates checked beyond it. `today` bounds the model year.
 */
function failures(f: ContratoVeiculoForm, today: Date): FailedCheck<ContratoVeiculoField>[] {
  const m = CONTRATO_VEICULO_MESSAGES;
  const found: FailedCheck<ContratoVeiculoField>[] = [];
  const fail = (field: ContratoVeiculoField, message: string | null) => {
    if (message) found.push({ field, message });
  };
  const required = (value: string, message: string) => (filled(value) ? null : message);
  const cep = (value: string, message: string) => (filled(value) && !isCompleteCep(value) ? message : null);
  const date = (value: string, message: string) => (filled(value) && !typedDate(value) ? message : null);
  const party = (who: 'vendedor' | 'comprador') => {
    const seller = who === 'vendedor';
    fail(`${who}_nome`, required(f[`${who}_nome`], seller ? m.vendedorNome : m.compradorNome));
    if (!isCompany(f, who)) {
      fail(`${who}_cpf`, isValidCpf(f[`${who}_cpf`]) ? null : seller ? m.vendedorCpf : m.compradorCpf);
      return;
    }
    fail(`${who}_cnpj`, isValidCnpj(f[`${who}_cnpj`]) ? null : seller ? m.vendedorCnpj : m.compradorCnpj);
    fail(
      `${who}_rep_nome`,
      required(f[`${who}_rep_nome`], seller ? m.vendedorRepresentante : m.compradorRepresentante),
    );
    fail(
      `${who}_rep_cpf`,
      isValidCpf(f[`${who}_rep_cpf`])
        ? null
        : seller
          ? m.vendedorRepresentanteCpf
          : m.compradorRepresentanteCpf,
    );
  };
  party('vendedor');
  party('comprador');
  fail('veiculo_marca', required(f.veiculo_marca, m.marca));
  fail('veiculo_modelo', required(f.veiculo_modelo, m.modelo));
  fail(
    'veiculo_ano',
    !filled(f.veiculo_ano) ? m.ano : isPlausibleModelYear(f.veiculo_ano, today) ? null : m.anoInvalido,
  );
  fail(
    'veiculo_placa',
    !filled(f.veiculo_placa) ? m.placa : isValidPlate(f.veiculo_placa) ? null : m.placaInvalida,
  );
  fail('valor_venda', f.valor_venda !== null && f.valor_venda > 0 ? null : m.valor);
  fail('vendedor_cep', cep(f.vendedor_cep, m.vendedorCep));
  fail('comprador_cep', cep(f.comprador_cep, m.compradorCep));
  fail(
    'veiculo_renavam',
    !filled(f.veiculo_renavam)
      ? m.renavam
      : isValidRenavamNumber(f.veiculo_renavam)
        ? null
        : m.renavamInvalido,
  );
  fail(
    'veiculo_chassi',
    !filled(f.veiculo_chassi) ? m.chassi : isValidVin(f.veiculo_chassi) ? null : m.chassiInvalido,
  );
  if (f.valor_venda !== null && f.valor_venda > 0 && filled(f.valor_venda_extenso))
    fail(
      'valor_venda_extenso',
      wordsMatchCents(f.valor_venda_extenso, f.valor_venda) ? null : wordsMismatchMessage(f.valor_venda),
    );
  fail('data_entrega', date(f.data_entrega, m.dataEntrega));
  fail('data_referencia_responsabilidade', date(f.data_referencia_responsabilidade, m.dataReferencia));
  fail(
    'hora_referencia_responsabilidade',
    filled(f.hora_referencia_responsabilidade) && !isClockTime(f.hora_referencia_responsabilidade)
      ? m.horaReferencia
      : null,
  );
  fail('data_assinatura', date(f.data_assinatura, m.dataAssinatura));
  return found;
}

/**
 * The contract as its page shows it: each party's other type's fields blanked (a person's CPF and RG under
 * "Pessoa jurídica", a company's CNPJ and representative under "Pessoa física"), and a reservation of title
 * chosen back to "não" unless the price is paid in instalments. The page stores this, the server's save too (issue 39).
 */
export function visibleContratoVeiculo(form: ContratoVeiculoForm): ContratoVeiculoForm {
  const out = blankOtherPartyType(blankOtherPartyType(form, 'vendedor'), 'comprador');
  const withoutReserva = form.pagamento_parcelado !== 'sim' && form.reserva_dominio === 'sim';
  return withoutReserva ? { ...out, reserva_dominio: 'nao' } : out;
}

/** The identifiers as printed, masks applied, the forum copied from the seller's city and state (spec §2). */
export function normaliseContratoVeiculo(form: ContratoVeiculoForm): ContratoVeiculoForm {
  const f = visibleContratoVeiculo(form);
  const cep = (value: string) => (isCompleteCep(value) ? maskCep(value) : value.trim());
  const uf = (value: string) => (isUf(value) ? value.trim().toUpperCase() : '');
  return {
    ...f,
    vendedor_cpf: isValidCpf(f.vendedor_cpf) ? maskCpf(f.vendedor_cpf) : f.vendedor_cpf.trim(),
    vendedor_cnpj: isValidCnpj(f.vendedor_cnpj) ? maskCnpj(f.vendedor_cnpj) : f.vendedor_cnpj.trim(),
    comprador_cnpj: isValidCnpj(f.comprador_cnpj) ? maskCnpj(f.comprador_cnpj) : f.comprador_cnpj.trim(),
    vendedor_rep_cpf: isValidCpf(f.vendedor_rep_cpf)
      ? maskCpf(f.vendedor_rep_cpf)
      : f.vendedor_rep_cpf.trim(),
    comprador_rep_cpf: isValidCpf(f.comprador_rep_cpf)
      ? maskCpf(f.comprador_rep_cpf)
      : f.comprador_rep_cpf.trim(),
    reserva_dominio: f.pagamento_parcelado === 'sim' && f.reserva_dominio === 'sim' ? 'sim' : 'nao',
    comprador_cpf: isValidCpf(f.comprador_cpf) ? maskCpf(f.comprador_cpf) : f.comprador_cpf.trim(),
    vendedor_cep: cep(f.vendedor_cep),
    comprador_cep: cep(f.comprador_cep),
    vendedor_endereco_estado: uf(f.vendedor_endereco_estado),
    comprador_endereco_estado: uf(f.comprador_endereco_estado),
    veiculo_placa: normalisePlate(f.veiculo_placa),
    veiculo_renavam: normaliseRenavam(f.veiculo_renavam),
    veiculo_chassi: normaliseVin(f.veiculo_chassi),
    cidade_foro: f.vendedor_endereco_cidade.trim(),
    estado_foro: uf(f.vendedor_endereco_estado),
  };
}

export function contratoVeiculoFinalSchema(today: Date = new Date()) {
  return finalSchema(contratoVeiculoDraftSchema, (form) => failures(form, today), normaliseContratoVeiculo);
}

export type ContratoVeiculoCheck = FormCheck<ContratoVeiculoField, ContratoVeiculoForm>;

/** "Erros: " and every failing field's message joined by "; " (spec part 2 §5), from the fields' messages. */
export function errosMessage(messages: readonly string[]): string {
  return `${CONTRATO_VEICULO_MESSAGES.erros}${messages.join('; ')}`;
}

/**
 * The check the page runs on "Gerar PDF" and before paying, and the server before a payment or a PDF: the
 * normalised form, or "Erros: ..." with every failing field (the first to focus).
 */
export function checkContratoVeiculo(input: unknown, today: Date = new Date()): ContratoVeiculoCheck {
  const check = runFinalCheck<ContratoVeiculoField, ContratoVeiculoForm>(
    contratoVeiculoFinalSchema(today),
    Object.keys(contratoVeiculoDraftSchema.shape),
    input,
  );
  if (check.ok) return check;
  const messages = Object.values(check.fields) as string[];
  // A type error of the draft schema has no field of its own: its message stands alone.
  return messages.length > 0 ? { ...check, message: errosMessage(messages) } : check;
}

/** A blank contract with the spec's defaults, signed and delivered `today` (Brazil's time zone). */
export function emptyContratoVeiculo(today: Date = new Date()): ContratoVeiculoForm {
  const date = formatDateBr(calendarDateOf(today));
  return {
    ...contratoVeiculoDraftSchema.parse({}),
    forma_pagamento: DEFAULT_FORMA_PAGAMENTO,
    vendedor_tipo: 'pf',
    comprador_tipo: 'pf',
    pagamento_parcelado: 'nao',
    reserva_dominio: 'nao',
    data_entrega: date,
    data_referencia_responsabilidade: date,
    data_assinatura: date,
  };
}

/** Nothing typed yet beyond the defaults: no contract is saved for it. */
export function isBlankContratoVeiculo(form: ContratoVeiculoForm, today: Date = new Date()): boolean {
  const blank = emptyContratoVeiculo(today);
  return (Object.keys(blank) as ContratoVeiculoField[]).every((key) => form[key] === blank[key]);
}
