// The document kinds /PagamentoMP knows, composed here, in the app layer, so the payment page does not import
// the other features (bulletproof-react's one direction: app → features → lib). One entry per manifest id
// (shared/kinds): a new kind fails typecheck until it says whether this page pays it.
import { KINDS, type KindId } from '@shared/kinds';
import { autorizacaoViagemPaymentKind } from '@/features/autorizacao-viagem/api/autorizacao-payment-kind';
import { contratoLocacaoPaymentKind } from '@/features/contrato-locacao/api/contrato-payment-kind';
import { curriculoPaymentKind } from '@/features/curriculo/api/curriculo-payment-kind';
import { declaracaoResidenciaPaymentKind } from '@/features/declaracao-residencia/api/declaracao-payment-kind';
import { declaracaoTrabalhoPaymentKind } from '@/features/declaracao-trabalho/api/declaracao-trabalho-payment-kind';
import { promissoriaPaymentKind } from '@/features/promissoria/api/promissoria-payment-kind';
import type { PaymentKind } from '@/lib/payment-kinds';

/** null: the kind is paid on its own page (the visitors' kinds), not found here. */
const BY_KIND: { readonly [K in KindId]: PaymentKind | null } = {
  // Every reference without a known prefix, as the price rule reads them.
  curriculo: curriculoPaymentKind,
  // Every `contrato-` reference, the vehicle contract's `contrato-veiculo-` too.
  contrato_locacao: contratoLocacaoPaymentKind,
  recibo_aluguel: null,
  declaracao_residencia: declaracaoResidenciaPaymentKind,
  declaracao_trabalho: declaracaoTrabalhoPaymentKind,
  promissoria: promissoriaPaymentKind,
  contrato_compra_veiculo: null,
  procuracao_veiculo: null,
  autorizacao_viagem: autorizacaoViagemPaymentKind,
  recibo_pagamento: null,
};

/** Each kind claims its own prefixes (the resume the rest), so no two match one reference and order is free. */
export const PAYMENT_KINDS: readonly PaymentKind[] = KINDS.flatMap((kind) => BY_KIND[kind.id] ?? []);
