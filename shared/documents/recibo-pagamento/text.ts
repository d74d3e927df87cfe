// The payment receipt's text as blocks (Código Civil art. 320: the amount, the debt it pays, who paid, the time
// and place, the creditor's signature), one or two copies on one A4 with a cut line between them.
import { dateInWords } from '../../format/dates';
import { centsFromDigits, formatBRL, moneyInWords } from '../../format/money';
import { type DocumentBlock, escapeInline } from '../blocks';
import { BLANK, cityUf, NB, orBlank } from '../declaration-text';
import { isCompany, partySigner, shortIdentification } from '../parties';
import {
  FORMA_PAGAMENTO_TEXTO,
  type FormaPagamento,
  paymentDateOf,
  type ReciboPagamentoForm,
} from './schema';

export const RECIBO_PAGAMENTO_TITLE = 'RECIBO DE PAGAMENTO';

const CUT_LINE = `- - - - - - - - - - - - - - - - - - - - recorte aqui - - - - - - - - - - - - - - - - - - - -`;

const clean = (value: unknown) =>
  escapeInline(
    String(value ?? '')
      .replace(/\s+/g, ' ')
      .trim(),
  );

/** "R$ 1.234,56" and "mil duzentos e trinta e quatro reais e cinquenta e seis centavos", or blanks. */
export function amountOf(form: Partial<ReciboPagamentoForm>): { figures: string; words: string } {
  const cents = centsFromDigits(String(form.valor ?? ''));
  return cents > 0
    ? { figures: formatBRL(cents), words: moneyInWords(cents) }
    : { figures: `R$${NB}${BLANK}`, words: BLANK };
}

/** "por PIX (ID da transação E...)", "em dinheiro", "por transferência bancária"... */
export function paymentMethodText(form: Partial<ReciboPagamentoForm>): string {
  const forma = String(form.forma_pagamento ?? '') as FormaPagamento | '';
  if (forma === '') return `por meio de ${BLANK}`;
  if (forma === 'outro') return `por meio de ${orBlank(clean(form.forma_outro))}`;
  if (forma === 'dinheiro') return 'em dinheiro';
  const e2e = forma === 'pix' ? clean(form.pix_e2e_id) : '';
  return `por ${FORMA_PAGAMENTO_TEXTO[forma]}${e2e ? ` (ID da transação${NB}${e2e})` : ''}`;
}

/** The receipt's body: who received, from whom, how much, for what and how; then the discharge of that amount. */
export function receiptBody(form: Partial<ReciboPagamentoForm>): string {
  const { figures, words } = amountOf(form);
  const company = isCompany(form, 'recebedor');
  const payee = company
    ? `${shortIdentification(form, 'recebedor')}, recebeu`
    : `Eu, ${shortIdentification(form, 'recebedor')}, recebi`;
  // The payer who is a company does not sign, so no representative is named for it.
  const payer = isCompany(form, 'pagador')
    ? `**${orBlank(clean(form.pagador_nome))}**, CNPJ nº${NB}${orBlank(clean(form.pagador_cnpj))}`
    : shortIdentification(form, 'pagador');
  // Art. 320: the discharge covers what was received, not the whole debt (art. 322 presumes nothing else here).
  return (
    `${payee} de ${payer} a importância de **${figures}** (${words}), paga ${paymentMethodText(form)}, ` +
    `referente a ${orBlank(clean(form.referente))}, pelo que ${company ? 'dá' : 'dou'} quitação do valor recebido.`
  );
}

function copyBlocks(form: Partial<ReciboPagamentoForm>, via: string | null): DocumentBlock[] {
  const { figures } = amountOf(form);
  const date = paymentDateOf({ data_pagamento: String(form.data_pagamento ?? '') });
  const place = cityUf(form.cidade, form.uf);
  return [
    {
      type: 'center',
      text: `**${RECIBO_PAGAMENTO_TITLE}**${NB}${NB}—${NB}${NB}**${figures}**`,
      keepWithNext: true,
      spaceAfterMm: via ? 0.5 : 3,
    },
    ...(via ? [{ type: 'center' as const, text: via, keepWithNext: true, spaceAfterMm: 3 }] : []),
    { type: 'paragraph', text: receiptBody(form), keepTogether: true, keepWithNext: true, spaceAfterMm: 2 },
    {
      type: 'paragraph',
      text: `${place}, ${date ? dateInWords(date) : BLANK}.`,
      align: 'right',
      keepWithNext: true,
      spaceAfterMm: 0,
    },
    {
      type: 'signature',
      signingSpaceMm: 12,
      lineWidthMm: 90,
      signers: [partySigner(form, 'recebedor', 'RECEBEDOR(A)')],
      spaceAfterMm: 2,
    },
  ];
}

/** One copy, or the payer's and the payee's on the same page with a cut line between them. */
export function reciboPagamentoBlocks(form: Partial<ReciboPagamentoForm>): DocumentBlock[] {
  if (form.vias === '1') return copyBlocks(form, null);
  return [
    ...copyBlocks(form, '1ª via – pagador'),
    { type: 'center', text: CUT_LINE, spaceAfterMm: 6 },
    ...copyBlocks(form, '2ª via – recebedor'),
  ];
}
