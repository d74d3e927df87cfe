// The vehicle sale contract's text (Código Civil arts. 481 ff.; CTB arts. 123 and 134), as blocks: one builder
// for the SPA's live preview and the server's PDF. Works on partial drafts: blanks become lines, so the preview
// shows where the data goes.

import { dateInWords } from '../../format/dates';
import { formatCents, moneyInWords } from '../../format/money';
import { formatPlate, normaliseRenavam, normaliseVin } from '../../format/vehicle';
import { blocksToPlainText, type DocumentBlock, type PreviewBlock, toPreview } from '../blocks';
import { clause, WITNESSES } from '../contract-text';
import { BLANK, cityUf, clean, NB, orBlank } from '../declaration-text';
import { partySigner, qualification } from '../parties';
import { signingGuidance } from '../signing-guidance';
import { vehicleNextStepsBox } from '../vehicle-next-steps';
import { type ContratoVeiculoForm, typedDate } from './schema';

type FormLike = Partial<ContratoVeiculoForm>;

export const CONTRATO_VEICULO_TITLE = 'CONTRATO PARTICULAR DE COMPRA E VENDA DE VEÍCULO';

const CTB = `Código de Trânsito Brasileiro (Lei nº${NB}9.503/1997)`;

const s = (form: FormLike, key: string) => String((form as Record<string, unknown>)[key] ?? '');

/** A typed DD/MM/AAAA date in words ("5 de março de 2026"), or a blank to fill in by hand. */
function dateText(value: unknown): string {
  const date = typedDate(String(value ?? ''));
  return date ? dateInWords(date) : '____ de ____________ de ______';
}

/** The sale value in figures and words; the words the person wrote (Manual) or else computed. */
export function priceText(form: FormLike): string {
  const cents = typeof form.valor_venda === 'number' ? form.valor_venda : 0;
  if (cents <= 0) return `R$${NB}${BLANK} (${BLANK})`;
  const words = clean(form.valor_venda_extenso) || moneyInWords(cents);
  return `R$${NB}${formatCents(cents)} (${words})`;
}

function vehicleText(form: FormLike): string {
  const v = (key: string) => `**${orBlank(clean(s(form, key)))}**`;
  const placa = formatPlate(s(form, 'veiculo_placa'));
  const renavam = normaliseRenavam(s(form, 'veiculo_renavam'));
  const chassi = normaliseVin(s(form, 'veiculo_chassi'));
  const atpv = clean(s(form, 'veiculo_atpv'));
  return (
    `marca ${v('veiculo_marca')}, modelo ${v('veiculo_modelo')}, ano ${v('veiculo_ano')}, cor ` +
    `${v('veiculo_cor')}, placa **${orBlank(clean(placa))}**, RENAVAM nº${NB}**${orBlank(clean(renavam))}**, ` +
    `chassi nº${NB}**${orBlank(clean(chassi))}**` +
    (atpv ? `, autorização para transferência (ATPV-e ou CRV) nº${NB}**${atpv}**` : '')
  );
}

/** The reference moment from which fines and liabilities are the buyer's: "5 de março de 2026, às 14:30". */
function referenceMoment(form: FormLike): string {
  const time = clean(form.hora_referencia_responsabilidade);
  return `**${dateText(form.data_referencia_responsabilidade)}, às ${time || '____:____'} horas**`;
}

/**
 * A price paid in instalments (issue 39 item 3): the seller keeps the title until the last one (reserva de
 * domínio, CC arts. 521-528), or at least hands over the signed ATPV-e only when everything is paid.
 */
function instalmentParagraphs(form: FormLike): string[] {
  if (form.pagamento_parcelado !== 'sim') return [];
  if (form.reserva_dominio === 'sim')
    return [
      '**RESERVA DE DOMÍNIO:** o(a) VENDEDOR(A) reserva para si a propriedade do veículo até o pagamento ' +
        'integral do preço; o(a) COMPRADOR(A) recebe a posse na entrega e responde pelo veículo desde então, e só ' +
        `adquire a propriedade com a quitação (arts.${NB}521 a 528 do Código Civil). Para valer contra terceiros, ` +
        'esta cláusula será registrada no Cartório de Registro de Títulos e Documentos do domicílio do(a) ' +
        `COMPRADOR(A) (art.${NB}522 do Código Civil). Vencida e não paga uma parcela, o(a) VENDEDOR(A), depois de ` +
        `constituir o(a) COMPRADOR(A) em mora, poderá cobrar as parcelas vencidas e vincendas ou recuperar o veículo (arts.${NB}525 a 527).`,
    ];
  return [
    'Sendo o preço pago em parcelas, o(a) VENDEDOR(A) entregará a autorização para transferência de propriedade ' +
      '(ATPV-e ou CRV) preenchida e assinada somente após a quitação integral do preço, e até lá o veículo ' +
      'permanece registrado em seu nome.',
  ];
}

/**
 * The contract as blocks: title; the parties; the clauses (object, price and payment with the 2 % fine and 1 %
 * monthly interest, delivery as seen with documents in order, liabilities before and after the reference
 * moment, the buyer's transfer within 30 days and the seller's communication of the sale, forum); place and
 * date; signature lines of seller, buyer and two witnesses; then the framed "Próximos passos".
 */
export function contratoVeiculoBlocks(form: FormLike): DocumentBlock[] {
  const foro = cityUf(
    form.cidade_foro || form.vendedor_endereco_cidade,
    form.estado_foro || form.vendedor_endereco_estado,
  );
  const forma = orBlank(clean(form.forma_pagamento));
  const clauses: DocumentBlock[] = [
    ...clause(
      1,
      'DO OBJETO',
      `O(A) VENDEDOR(A), legítimo(a) proprietário(a), vende ao(à) COMPRADOR(A) o veículo ${vehicleText(form)}, ` +
        'livre e desembaraçado de quaisquer ônus, alienação fiduciária, penhora ou restrição judicial ou ' +
        'administrativa, e com os débitos de tributos (IPVA, licenciamento), seguro obrigatório e multas quitados ' +
        'até o momento de referência da Cláusula 4ª.',
    ),
    ...clause(
      2,
      'DO PREÇO E DA FORMA DE PAGAMENTO',
      `O preço certo e ajustado da venda é de **${priceText(form)}**, pago da seguinte forma: **${forma}**. ` +
        'Com o pagamento integral, o(a) VENDEDOR(A) dá ao(à) COMPRADOR(A) plena, geral e irrevogável quitação.',
      ...instalmentParagraphs(form),
      'O atraso no pagamento de qualquer parcela sujeitará o(a) COMPRADOR(A) à multa de **2% (dois por cento)** ' +
        'sobre o valor em atraso, a juros de mora de **1% (um por cento) ao mês** e à correção monetária, sem ' +
        'prejuízo de o(a) VENDEDOR(A) exigir o cumprimento do contrato ou resolvê-lo, com perdas e danos ' +
        `(art.${NB}475 do Código Civil).`,
    ),
    ...clause(
      3,
      'DA ENTREGA E DO ESTADO DO VEÍCULO',
      `O veículo será entregue ao(à) COMPRADOR(A) em **${dateText(form.data_entrega)}**, no estado em que se ` +
        'encontra, que o(a) COMPRADOR(A) declara ter examinado e aceito, acompanhado do Certificado de Registro e ' +
        'Licenciamento (CRLV) e da autorização para transferência de propriedade (ATPV-e ou CRV) devidamente ' +
        'preenchida e assinada, com os documentos em ordem. O(A) VENDEDOR(A) responde pelos vícios ocultos que ' +
        `desconhecidos do(a) COMPRADOR(A) tornem o veículo impróprio ao uso (arts.${NB}441 e 445 do Código Civil).`,
    ),
    ...clause(
      4,
      'DAS MULTAS, TRIBUTOS E RESPONSABILIDADES',
      `Até ${referenceMoment(form)}, correm por conta do(a) VENDEDOR(A) as multas de trânsito, a pontuação, os ` +
        'tributos, encargos e os danos causados a terceiros com o veículo; a partir desse momento, correm por ' +
        'conta do(a) COMPRADOR(A), que assume a posse e a guarda do veículo e indicará o condutor responsável ' +
        'quando notificado de infração cometida depois dele.',
    ),
    ...clause(
      5,
      'DA TRANSFERÊNCIA DE PROPRIEDADE',
      `O(A) COMPRADOR(A) deverá transferir a propriedade do veículo para o seu nome no órgão executivo de trânsito (DETRAN) no prazo de **30 (trinta) dias** da aquisição (art.${NB}123, I e §${NB}1º, do ${CTB}), arcando com as taxas da transferência. A falta da transferência no prazo é infração de trânsito (art.${NB}233 do CTB) e sujeita o veículo à remoção.`,
      `O(A) VENDEDOR(A) deverá comunicar a venda ao DETRAN (comunicação de venda), com cópia autenticada do comprovante de transferência assinado e datado, ou na forma eletrônica, no prazo de **60 (sessenta) dias** (art.${NB}134 do CTB, na redação da Lei nº${NB}14.071/2020), sob pena de responder solidariamente pelas penalidades impostas e suas reincidências até a data da comunicação. As partes recomendam fazê-la logo após a assinatura.`,
    ),
    ...clause(
      6,
      'DO FORO',
      `Fica eleito o foro da comarca de **${foro}** para resolver quaisquer questões deste contrato.`,
    ),
  ];

  return [
    { type: 'title', text: CONTRATO_VEICULO_TITLE, spaceAfterMm: 8 },
    { type: 'paragraph', text: `**VENDEDOR(A):** ${qualification(form, 'vendedor')}.` },
    { type: 'paragraph', text: `**COMPRADOR(A):** ${qualification(form, 'comprador')}.` },
    {
      type: 'paragraph',
      text: `As partes acima têm entre si justo e contratado o presente contrato de compra e venda de veículo, regido pelos arts.${NB}481 e seguintes do Código Civil e pelas cláusulas seguintes.`,
    },
    ...clauses,
    {
      type: 'paragraph',
      text: 'E, por estarem de acordo, as partes assinam este contrato em 2 (duas) vias de igual teor, com as duas testemunhas abaixo.',
      keepWithNext: true,
    },
    {
      type: 'right',
      text: `${cityUf(form.vendedor_endereco_cidade, form.vendedor_endereco_estado)}, ${dateText(form.data_assinatura)}.`,
      spaceBeforeMm: 4,
      keepWithNext: true,
    },
    {
      type: 'signature',
      spaceBeforeMm: 2,
      signers: [partySigner(form, 'vendedor', 'VENDEDOR(A)'), partySigner(form, 'comprador', 'COMPRADOR(A)')],
    },
    WITNESSES,
    vehicleNextStepsBox('das assinaturas na ATPV-e (ou no CRV)', [
      ...(form.pagamento_parcelado === 'sim' && form.reserva_dominio === 'sim'
        ? [
            '**Reserva de domínio:** registrar o contrato no Cartório de Registro de Títulos e Documentos do ' +
              `domicílio do(a) comprador(a) (art.${NB}522 do Código Civil).`,
          ]
        : []),
      ...signingGuidance('contrato_compra_veiculo'),
    ]),
  ];
}

/** The contract for the SPA's live preview: styled runs per block, text as data (never markup). */
export function contratoVeiculoPreview(form: FormLike): PreviewBlock[] {
  return toPreview(contratoVeiculoBlocks(form));
}

/** Spec part 2 §3: the stored preview text is at most 3000 characters. */
export const PREVIEW_TEXT_MAX = 3000;

/** The contract as plain text (stored preview text, tests). */
export function contratoVeiculoPlainText(form: FormLike): string {
  return blocksToPlainText(contratoVeiculoBlocks(form));
}
