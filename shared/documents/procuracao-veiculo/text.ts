// The vehicle power of attorney's text, as blocks: one builder for the SPA's HTML preview and the server's PDF
// (spec part 2 §9; issue 19 item 5). Works on partial drafts: what is still blank becomes a line.
import { cnpjCharacters, maskCnpj, onlyDigits } from '../../format/cpf-cnpj';
import { formatPlate, normaliseRenavam, normaliseVin } from '../../format/vehicle';
import { blocksToPlainText, type DocumentBlock, type PreviewBlock, toPreview } from '../blocks';
import {
  addressAt,
  cityUf,
  clean,
  cpfText,
  documentDateText,
  NB,
  orBlank,
  rgClause,
} from '../declaration-text';
import { vehicleNextStepsBox } from '../vehicle-next-steps';
import type { ProcuracaoVeiculoForm } from './schema';

export const PROCURACAO_VEICULO_TITLE = 'PROCURAÇÃO DE VEÍCULO';
/** The signature line of spec part 2 §9, verbatim. */
export const SIGNATURE_OUTORGANTE = 'ASSINATURA E RECONHECER FIRMA (POR VERDADEIRA)';

type FormLike = Partial<ProcuracaoVeiculoForm>;

/** A CNPJ (12 to 14 characters, or letters: the alphanumeric CNPJ) names a company; anything else a person. */
function isCompany(value: unknown): boolean {
  const text = String(value ?? '');
  return onlyDigits(text).length > 11 || /[A-Za-z]/.test(text);
}

function ownerDocumentText(value: unknown): string {
  if (!isCompany(value)) return cpfText(value);
  const chars = cnpjCharacters(String(value ?? ''));
  return chars.length === 14 ? maskCnpj(chars) : orBlank(clean(value));
}

function ownerAddress(form: FormLike): string {
  return addressAt({
    rua: form.endereco_completo_dono,
    numero: form.numero_endereco_dono,
    bairro: form.bairro_endereco_dono,
    cidade: form.cidade_endereco_dono,
    estado: form.estado_endereco_dono,
    cep: form.cep_endereco_dono,
  });
}

const shown = (value: string) => orBlank(clean(value));

/** "marca/modelo **Gol**, cor **Prata**, placa **BRA2E19**, RENAVAM **00639884962**, chassi **9BW…**". */
function vehicleText(form: FormLike): string {
  const cor = clean(form.cor_veiculo);
  return (
    `marca/modelo **${shown(String(form.marca_modelo_veiculo ?? ''))}**` +
    (cor === '' ? '' : `, cor **${cor}**`) +
    `, placa **${shown(formatPlate(form.placa_veiculo))}**` +
    `, RENAVAM **${shown(normaliseRenavam(form.renavam_veiculo))}**` +
    `, chassi **${shown(normaliseVin(form.chassi_veiculo))}**`
  );
}

/** The place-and-date line: the date typed in words when given, else the form's date in words. */
function placeAndDate(form: FormLike): string {
  const inWords = clean(form.data_extenso);
  const date = inWords === '' ? documentDateText(form) : inWords;
  return `${cityUf(form.cidade_endereco_dono, form.estado_endereco_dono)}, ${date}.`;
}

/** Powers granted: the special and express ones Código Civil art. 661 §1 requires to dispose of property. */
const POWERS =
  'vender e transferir o referido veículo a quem convier, pelo preço e nas condições que ajustar; preencher e ' +
  'assinar a Autorização para Transferência de Propriedade do Veículo (ATPV-e) e, quando exigido, o ' +
  'Certificado de Registro de Veículo (CRV); receber o preço e dar quitação; e representar o(a) OUTORGANTE ' +
  'perante o Departamento Estadual de Trânsito (DETRAN), suas Circunscrições Regionais (CIRETRAN), a ' +
  'Secretaria Nacional de Trânsito (SENATRAN), as polícias, prefeituras, secretarias da Fazenda e demais ' +
  'órgãos e repartições públicas, podendo requerer, assinar requerimentos, declarações e comunicações de ' +
  'venda, pagar taxas, multas e tributos, requerer vistorias, segundas vias, licenciamento e certidões, e ' +
  'praticar todos os demais atos necessários ao fiel cumprimento deste mandato';

/** After the signature: what the people involved still have to do, and by when. */
/**
 * The power of attorney as blocks: title; the grantor (a person with CPF and RG, or a company with CNPJ) and
 * the attorney-in-fact qualified; the vehicle identified; the special and express powers (CC art. 661 §1);
 * no sub-delegation; place and date; the grantor's signature line; the framed next steps.
 */
export function procuracaoVeiculoBlocks(form: FormLike): DocumentBlock[] {
  const dono = shown(String(form.nome_completo_dono ?? ''));
  const procurador = shown(String(form.nome_completo_procurador ?? ''));
  const company = isCompany(form.cpf_cnpj_dono);
  const outorgante = company
    ? `**OUTORGANTE:** **${dono}**, pessoa jurídica inscrita no CNPJ sob o nº${NB}` +
      `${ownerDocumentText(form.cpf_cnpj_dono)}, com sede ${ownerAddress(form)}.`
    : `**OUTORGANTE:** **${dono}**, inscrito(a) no CPF sob o nº${NB}${ownerDocumentText(form.cpf_cnpj_dono)}` +
      `${rgClause(form.rg_dono, '')}, residente e domiciliado(a) ${ownerAddress(form)}.`;
  const outorgado =
    `**OUTORGADO(A):** **${procurador}**, inscrito(a) no CPF sob o nº${NB}${cpfText(form.cpf_procurador)}` +
    `${rgClause(form.rg_procurador, '')}.`;
  const poderes =
    '**PODERES:** Pelo presente instrumento particular de procuração, o(a) OUTORGANTE nomeia e constitui ' +
    'seu(sua) bastante procurador(a) o(a) OUTORGADO(A), a quem confere poderes especiais e expressos, nos ' +
    `termos do art.${NB}661, §${NB}1º, do Código Civil, para, em relação ao veículo de sua propriedade ` +
    `${vehicleText(form)}: ${POWERS}.`;
  const semSubstabelecimento =
    'Esta procuração é outorgada **sem poderes de substabelecimento**: os poderes aqui conferidos serão ' +
    'exercidos pessoalmente pelo(a) OUTORGADO(A).';

  return [
    { type: 'title', text: PROCURACAO_VEICULO_TITLE, spaceAfterMm: 8 },
    { type: 'paragraph', text: outorgante },
    { type: 'paragraph', text: outorgado },
    { type: 'paragraph', text: poderes },
    { type: 'paragraph', text: semSubstabelecimento },
    { type: 'right', text: placeAndDate(form), spaceBeforeMm: 6, keepWithNext: true },
    {
      type: 'signature',
      spaceBeforeMm: 2,
      signingSpaceMm: 14,
      signers: [
        {
          lines: [
            SIGNATURE_OUTORGANTE,
            `**${dono}**`,
            `${company ? 'CNPJ' : 'CPF'}: ${ownerDocumentText(form.cpf_cnpj_dono)}`,
          ],
        },
      ],
    },
    vehicleNextStepsBox('da assinatura do(a) OUTORGANTE'),
  ];
}

/** The power of attorney for the SPA's HTML preview: styled runs per block, text as data (never markup). */
export function procuracaoVeiculoPreview(form: FormLike): PreviewBlock[] {
  return toPreview(procuracaoVeiculoBlocks(form));
}

/** The power of attorney as plain text (tests, search). */
export function procuracaoVeiculoPlainText(form: FormLike): string {
  return blocksToPlainText(procuracaoVeiculoBlocks(form));
}
