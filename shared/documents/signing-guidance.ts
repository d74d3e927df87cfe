// How to sign each kind (issue 43 item 2): one text per kind for its PDF's next steps and for the page once paid.
// Where a gov.br signature (assinatura eletrônica avançada, Lei 14.063/2020, art. 4º, II; free at
// assinador.iti.br) serves and how, and where it does not: the travel authorization needs a notarised signature
// or the notaries' AEV (Provimento CNJ 103/2020); a vehicle's transfer is done with the DETRAN's ATPV-e, signed as
// the state's DETRAN asks. Between private parties an electronic signature binds those who accept it (MP
// 2.200-2/2001, art. 10, §2º); an electronically signed contract is enforceable without witnesses when the
// signature's provider vouches for its integrity (CPC, art. 784, §4º, Lei 14.620/2023). `**bold**` marks for PDFs.
import { isKindId, type KindId, kindOfPaidArea } from '../kinds';
import { NB } from './declaration-text';

export const SIGNING_GUIDANCE_TITLE = 'Como assinar';

const GOV_BR_HOW =
  `grátis, com a conta gov.br (nível prata ou ouro), em **assinador.iti.br**: envie o PDF, assine com o código ` +
  'que chega ao celular e baixe o arquivo assinado; quem assina depois envia esse arquivo assinado, não o ' +
  'original. A assinatura pode ser conferida em validar.iti.gov.br.';

const GOV_BR_NAME = `assinatura eletrônica avançada gov.br (Lei${NB}14.063/2020, art.${NB}4º, II)`;

/** A declaration someone hands to a public body or a company. */
const DECLARATION = [
  `**Assinatura digital:** se quem vai receber a declaração aceitar documento digital, você pode assinar com a ` +
    `${GOV_BR_NAME}, ${GOV_BR_HOW} Órgãos públicos aceitam essa assinatura nos atos em que o admitem ` +
    `(Lei${NB}14.063/2020, art.${NB}5º); pergunte antes. Se pedirem papel, imprima e assine à mão.`,
];

/**
 * A contract between private parties: valid signed electronically by all who accept it, and then enforceable
 * without the two witnesses the paper one needs (the contract's own steps name them).
 */
const CONTRACT =
  `**Assinatura digital (opcional):** as partes podem assinar com a ${GOV_BR_NAME}, ${GOV_BR_HOW} Ela vale ` +
  `entre as partes que aceitarem esse meio (MP${NB}2.200-2/2001, art.${NB}10, §${NB}2º). Assinado ` +
  'eletronicamente por todos, o contrato é título executivo **sem as duas testemunhas**, porque a integridade ' +
  `é conferida pelo provedor da assinatura (CPC, art.${NB}784, §${NB}4º, incluído pela Lei${NB}14.620/2023); ` +
  `assinado no papel, precisa delas (CPC, art.${NB}784, III).`;

/** The vehicle's transfer itself: the DETRAN's electronic authorization, signed as the state asks. */
const VEHICLE_TRANSFER =
  '**Transferência no DETRAN:** a transferência é feita com a ATPV-e (autorização eletrônica de transferência), ' +
  'emitida pelo DETRAN; em alguns estados o(a) vendedor(a) a assina com a conta gov.br (Carteira Digital de ' +
  'Trânsito), em outros com firma reconhecida em cartório. Este documento não substitui a ATPV-e: pergunte ao ' +
  'DETRAN do seu estado o que ele exige.';

/**
 * The power of attorney's one sentence on notarisation (issue 39), printed in its guidance and said by the page: a
 * third party such as the DETRAN may demand the firma recognised (CC art. 654 §2), which the signature line asks.
 */
export const PROCURACAO_NOTARISATION =
  '**Assinatura:** o(a) OUTORGANTE (numa empresa, quem a representa) assina na presença do tabelião de notas, ' +
  'com reconhecimento de firma por autenticidade (por verdadeira), como pede a linha de assinatura: quem ' +
  `receber a procuração, como o DETRAN, pode exigi-lo (Código Civil, art.${NB}654, §${NB}2º).`;

/** The travel authorization: a gov.br signature is not accepted. */
export const TRAVEL_SIGNING =
  '**Assinatura digital não serve aqui:** a assinatura gov.br (ou de certificado ICP-Brasil) não substitui o ' +
  'reconhecimento de firma. A alternativa sem papel é a Autorização Eletrônica de Viagem (AEV), feita por um ' +
  `cartório de notas pelo e-Notariado (Provimento CNJ nº${NB}103/2020).`;

// By manifest id (shared/kinds): a new kind fails typecheck until it says how it is signed.
const GUIDANCE: Readonly<Record<KindId, readonly string[]>> = {
  // Nobody signs a resume.
  curriculo: [],
  declaracao_residencia: DECLARATION,
  declaracao_trabalho: DECLARATION,
  recibo_aluguel: [
    `**Assinatura:** o(a) LOCADOR(A) assina cada recibo à mão ou com a ${GOV_BR_NAME}, ${GOV_BR_HOW} O recibo ` +
      `assinado digitalmente vale para o(a) LOCATÁRIO(A) que o aceitar (MP${NB}2.200-2/2001, art.${NB}10, §${NB}2º).`,
  ],
  contrato_locacao: [CONTRACT],
  contrato_compra_veiculo: [CONTRACT, VEHICLE_TRANSFER],
  procuracao_veiculo: [PROCURACAO_NOTARISATION, VEHICLE_TRANSFER],
  autorizacao_viagem: [TRAVEL_SIGNING],
  // CC art. 320: the creditor (or its representative) signs the quitação; the law asks no witnesses or notary.
  recibo_pagamento: [
    `**Assinatura:** quem recebeu o pagamento (o RECEBEDOR ou, se empresa, seu representante) assina o recibo e ` +
      `entrega ao pagador (Código Civil, art.${NB}320). A lei não exige testemunhas nem firma reconhecida para ` +
      `o recibo valer como quitação. Pode assinar à mão ou com a ${GOV_BR_NAME}, ${GOV_BR_HOW} O recibo ` +
      `assinado digitalmente vale para o pagador que o aceitar (MP${NB}2.200-2/2001, art.${NB}10, §${NB}2º). ` +
      'O pagador guarda o recibo assinado; com duas vias, o recebedor fica com a outra.',
  ],
  promissoria: [
    '**Assine à mão, no papel:** a nota promissória circula e é devolvida como original a cada pagamento; ' +
      'uma nota assinada digitalmente pode ser copiada sem diferença do original, então a assinatura gov.br não ' +
      'é indicada para as notas.',
  ],
};

/** The kind's guidance (none for kinds nobody signs, such as the resume). */
export function signingGuidance(kind: string): readonly string[] {
  return isKindId(kind) ? GUIDANCE[kind] : [];
}

/** The guidance the page shows once its document is paid, by the payment panel's area. */
export function signingGuidanceForArea(area: string): readonly string[] {
  // The kind whose editor's panel reads the area (its manifest's `paidStatus`), where the names differ.
  return signingGuidance(kindOfPaidArea(area)?.id ?? area);
}
