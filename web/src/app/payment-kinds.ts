// The document kinds /PagamentoMP knows, first match wins: prefixed kinds before the resume, which takes every
// reference without a known prefix (as the price rule does). Composed here, in the app layer, so the payment
// page does not import the other features (bulletproof-react's one direction: app → features → lib).
import { autorizacaoViagemPaymentKind } from '@/features/autorizacao-viagem/api/autorizacao-payment-kind';
import { contratoLocacaoPaymentKind } from '@/features/contrato-locacao/api/contrato-payment-kind';
import { curriculoPaymentKind } from '@/features/curriculo/api/curriculo-payment-kind';
import { declaracaoResidenciaPaymentKind } from '@/features/declaracao-residencia/api/declaracao-payment-kind';
import { declaracaoTrabalhoPaymentKind } from '@/features/declaracao-trabalho/api/declaracao-trabalho-payment-kind';
import { promissoriaPaymentKind } from '@/features/promissoria/api/promissoria-payment-kind';
import type { PaymentKind } from '@/lib/payment-kinds';

export const PAYMENT_KINDS: readonly PaymentKind[] = [
  declaracaoTrabalhoPaymentKind,
  declaracaoResidenciaPaymentKind,
  contratoLocacaoPaymentKind,
  autorizacaoViagemPaymentKind,
  promissoriaPaymentKind,
  curriculoPaymentKind,
];
