// The notes of a saved batch (spec part 2 §3 "Promissory note (one per installment)"): each instalment of the
// split with everything a note prints and a list row shows, values and dates also in words.
import { type CalendarDate, monthName, parseBrDate, toIsoDate } from '../../format/dates';
import { moneyInWords } from '../../format/money';
import type { PromissoriaFinal } from './schema';
import { parcelas } from './split';

export interface PromissoriaNote {
  /** `{lote_id}:{indice}`, or null before the batch is saved. */
  id: string | null;
  numero: string;
  indice_parcela: number;
  total_parcelas: number;
  valor_nominal_centavos: number;
  /** "1000.01". */
  valor_nominal: string;
  valor_extenso: string;
  /** YYYY-MM-DD. */
  data_vencimento: string;
  /** "28 de fevereiro de 2027". */
  data_vencimento_extenso: string;
  beneficiario_nome: string;
  beneficiario_cpf_cnpj: string;
  local_pagamento_cep: string;
  local_pagamento_cidade: string;
  local_pagamento_estado: string;
  /** YYYY-MM-DD. */
  data_emissao: string;
  data_emissao_extenso: string;
  emitente_nome: string;
  emitente_cpf_cnpj: string;
  /** Street, number and neighbourhood. */
  emitente_endereco: string;
  emitente_cep: string;
  /** "(11) 98765-4321". */
  emitente_telefone: string;
  /** Digits only. */
  emitente_telefone_raw: string;
  emitente_cidade: string;
  emitente_estado: string;
  lote_id: string | null;
  owner_uid: string | null;
}

/** "05 de março de 2027": spec part 2 §3's "DD de mês de AAAA", the day always two digits. */
export function dateInWordsDd(date: CalendarDate): string {
  return `${String(date.day).padStart(2, '0')} de ${monthName(date.month)} de ${date.year}`;
}

/** 100001 → "1000.01". */
export function decimalString(cents: number): string {
  return `${Math.floor(cents / 100)}.${String(cents % 100).padStart(2, '0')}`;
}

/** The note id of instalment `indice` of batch `loteId`. */
export function noteId(loteId: string, indice: number): string {
  return `${loteId}:${indice}`;
}

/** The batch and instalment a note id names, or null when it names none. */
export function parseNoteId(id: string): { loteId: string; indice: number } | null {
  const match = /^(.+):(\d{1,3})$/.exec(id.trim());
  return match ? { loteId: match[1]!, indice: Number(match[2]) } : null;
}

/** The street, number and neighbourhood of the issuer, as printed. */
export function emitenteEndereco(form: PromissoriaFinal): string {
  return [[form.emitente_rua, form.emitente_numero].filter(Boolean).join(', '), form.emitente_bairro]
    .filter(Boolean)
    .join(' - ');
}

/** Every note of a checked batch form, in order; the batch id and owner once saved. */
export function promissoriaNotes(
  form: PromissoriaFinal,
  batch: { loteId: string | null; ownerUid: string | null } = { loteId: null, ownerUid: null },
): PromissoriaNote[] {
  const emissao = parseBrDate(form.data_emissao);
  if (!emissao) throw new RangeError('data de emissão inválida');
  const endereco = emitenteEndereco(form);
  return parcelas({
    totalParcelas: form.total_parcelas,
    valorTotalCentavos: form.valor_total_centavos,
    dataPrimeiroVencimento: form.data_primeiro_vencimento,
  }).map((p) => ({
    id: batch.loteId ? noteId(batch.loteId, p.indice) : null,
    numero: p.numero,
    indice_parcela: p.indice,
    total_parcelas: p.total,
    valor_nominal_centavos: p.valorCentavos,
    valor_nominal: decimalString(p.valorCentavos),
    valor_extenso: moneyInWords(p.valorCentavos),
    data_vencimento: toIsoDate(p.vencimento),
    data_vencimento_extenso: dateInWordsDd(p.vencimento),
    beneficiario_nome: form.beneficiario_nome,
    beneficiario_cpf_cnpj: form.beneficiario_cpf_cnpj,
    local_pagamento_cep: form.local_pagamento_cep,
    local_pagamento_cidade: form.local_pagamento_cidade,
    local_pagamento_estado: form.local_pagamento_estado,
    data_emissao: toIsoDate(emissao),
    data_emissao_extenso: dateInWordsDd(emissao),
    emitente_nome: form.emitente_nome,
    emitente_cpf_cnpj: form.emitente_cpf_cnpj,
    emitente_endereco: endereco,
    emitente_cep: form.emitente_cep,
    emitente_telefone: form.emitente_telefone,
    emitente_telefone_raw: form.emitente_telefone.replace(/\D/g, ''),
    emitente_cidade: form.emitente_cidade,
    emitente_estado: form.emitente_estado,
    lote_id: batch.loteId,
    owner_uid: batch.ownerUid,
  }));
}
