// The document kinds /PagamentoMP knows, first match wins: prefixed kinds before the resume, which takes every
// reference without a known prefix (as the price rule does).
import { autorizacaoViagemPaymentKind } from '@/features/autorizacao-viagem/api/autorizacao-payment-kind';
import { curriculoPaymentKind } from '@/features/curriculo/api/curriculo-payment-kind';
import { promissoriaPaymentKind } from '@/features/promissoria/api/promissoria-payment-kind';
import { contratoLocacaoPaymentKind } from './contrato-payment-kind';
import { declaracaoResidenciaPaymentKind, declaracaoTrabalhoPaymentKind } from './declaracao-payment-kind';
import type { PaymentKind } from './payment-kinds';

export const PAYMENT_KINDS: readonly PaymentKind[] = [
  declaracaoTrabalhoPaymentKind,
  declaracaoResidenciaPaymentKind,
  contratoLocacaoPaymentKind,
  autorizacaoViagemPaymentKind,
  promissoriaPaymentKind,
  curriculoPaymentKind,
];

export function paymentKindFor(
  reference: string,
  kinds: readonly PaymentKind[] = PAYMENT_KINDS,
): PaymentKind | null {
  return kinds.find((kind) => kind.matches(reference)) ?? null;
}
