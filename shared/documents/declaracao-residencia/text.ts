// The residence declaration's text, as blocks: one builder for the SPA's HTML preview and the server's PDF.

import { blocksToPlainText, type DocumentBlock, type PreviewBlock, toPreview } from '../blocks';
import {
  addressAt,
  CLOSING_PARAGRAPH,
  cityUf,
  clean,
  cpfText as cpf,
  documentDateText,
  LEI_7115,
  NB,
  orBlank,
  RESPONSIBILITY_PARAGRAPH,
  rgClause,
} from '../declaration-text';
import { CONDICOES, type Condicao, type DeclaracaoResidenciaForm, VINCULOS, type Vinculo } from './schema';

export const DECLARACAO_RESIDENCIA_TITLE = 'DECLARAÇÃO DE RESIDÊNCIA';

/** What the declaration says about how the dependent lives at the address (completes "reside na Rua …, "). */
export const CONDICAO_WORDING: Record<Condicao, string> = {
  membro: 'na condição de membro da minha família',
  cedido: 'em imóvel cedido, sem cobrança de aluguel',
  alugado_formal: 'em imóvel alugado, com contrato formal de locação',
  alugado_informal: 'em imóvel alugado, sem contrato formal de locação',
};

/** On what the holder's residence rests (completes "residente e domiciliado(a) na Rua …, "). */
export const VINCULO_WORDING: Record<Vinculo, string> = {
  proprietario: 'na condição de proprietário(a) do imóvel',
  locatario: 'na condição de locatário(a) do imóvel',
  titular_conta: 'na condição de titular de conta de consumo (água, luz, gás ou telefone) do imóvel',
};

type FormLike = Partial<DeclaracaoResidenciaForm>;

function addressOf(form: FormLike): string {
  return addressAt({
    rua: form.titular_rua,
    numero: form.titular_numero,
    complemento: form.titular_complemento,
    bairro: form.titular_bairro,
    cidade: form.titular_cidade,
    estado: form.titular_estado,
    cep: form.titular_cep,
  });
}

/**
 * Where the dependent lives, as the form collected it: the dependent's own address once a street is given
 * (a landlord reads the address the declaration is about), otherwise "acima indicado" (the holder's).
 */
function dependentAddressOf(form: FormLike): string {
  if (clean(form.dep_rua) === '') return 'no endereço acima indicado';
  return addressAt({
    rua: form.dep_rua,
    numero: form.dep_numero,
    complemento: form.dep_complemento,
    bairro: form.dep_bairro,
    cidade: form.dep_cidade,
    estado: form.dep_estado,
    ...(clean(form.dep_cep) === '' ? {} : { cep: form.dep_cep }),
  });
}

const cityLine = (form: FormLike) => cityUf(form.titular_cidade, form.titular_estado);

function vinculoOf(value: unknown): string {
  return (VINCULOS as readonly unknown[]).includes(value)
    ? VINCULO_WORDING[value as Vinculo]
    : 'na condição de ________________ do imóvel';
}

function condicaoOf(value: unknown): Condicao | null {
  return (CONDICOES as readonly unknown[]).includes(value) ? (value as Condicao) : null;
}

/**
 * The declaration as blocks: title; the holder's statement under Lei nº 7.115/1983 that the dependent lives at
 * the holder's address, with the condition; the warning of art. 299 do Código Penal; place and date; the
 * holder's signature. Works on partial drafts (blanks become lines).
 */
export function declaracaoResidenciaBlocks(form: FormLike): DocumentBlock[] {
  const titular = orBlank(clean(form.titular_nome));
  const dependente = orBlank(clean(form.dep_nome));
  const condicao = condicaoOf(form.condicao);
  const wording = condicao ? CONDICAO_WORDING[condicao] : 'na condição de ________________';

  const declaracao =
    `Eu, **${titular}**, inscrito(a) no CPF sob o nº${NB}${cpf(form.titular_cpf)}` +
    `${rgClause(form.titular_rg, form.titular_rg_uf)}, residente e domiciliado(a) ` +
    `${addressOf(form)}, ${vinculoOf(form.titular_vinculo)}, DECLARO, para os devidos fins e sob as penas da lei, nos termos da ` +
    `${LEI_7115}, que **${dependente}**, inscrito(a) no CPF sob o nº${NB}` +
    `${cpf(form.dep_cpf)}${rgClause(form.dep_rg, form.dep_rg_uf)}, reside ${dependentAddressOf(form)}, ${wording}.`;

  return [
    { type: 'title', text: DECLARACAO_RESIDENCIA_TITLE, spaceAfterMm: 10 },
    { type: 'paragraph', text: declaracao, indentMm: 12.5 },
    { type: 'paragraph', text: RESPONSIBILITY_PARAGRAPH, indentMm: 12.5 },
    { type: 'paragraph', text: CLOSING_PARAGRAPH, indentMm: 12.5 },
    {
      type: 'right',
      text: `${cityLine(form)}, ${documentDateText(form)}.`,
      spaceBeforeMm: 10,
      keepWithNext: true,
    },
    {
      type: 'signature',
      spaceBeforeMm: 6,
      signers: [{ lines: [`**${titular}**`, `CPF: ${cpf(form.titular_cpf)}`] }],
    },
  ];
}

/** The declaration for the SPA's HTML preview: styled runs per block, text as data (never markup). */
export function declaracaoResidenciaPreview(form: FormLike): PreviewBlock[] {
  return toPreview(declaracaoResidenciaBlocks(form));
}

/** The declaration as plain text (stored preview texts, search, tests). */
export function declaracaoResidenciaPlainText(form: FormLike): string {
  return blocksToPlainText(declaracaoResidenciaBlocks(form));
}
