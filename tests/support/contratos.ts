// A paid rental contract edited with the person's consent (issue 41 item 3): the rent raised from R$ 2.500,00 to
// R$ 2.600,00, so the paid version and the changed one read apart in their PDFs.
import { expect } from 'vitest';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import type { TestRuntime } from './runtime';

export const RAISED_RENT = {
  ...contratoLocacaoExemplo,
  aluguel_valor: '2.600,00',
  aluguel_valor_extenso: 'dois mil e seiscentos reais',
};

/** Saves `RAISED_RENT` over the paid contract `reference`, the person having answered "Alterar". */
export async function raiseRent(runtime: TestRuntime, token: string, reference: string): Promise<void> {
  const answer = await runtime.api('/contrato-update', {
    token,
    body: { id: reference, form: RAISED_RENT, confirm_repayment: true },
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  expect(answer.body.needs_repayment).toBe(true);
}
