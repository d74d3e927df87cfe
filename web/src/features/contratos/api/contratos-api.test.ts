// Meus Contratos' columns per kind, as the manifests give them: the kind's name, what it calls its two parties,
// its page and its PDF route and file name.
import { describe, expect, it } from 'vitest';
import { editPath, kindLabel, kindOf, partiesOf } from './contratos-api';

describe('contract list columns', () => {
  it('names each kind, its parties, its page and its PDF', () => {
    // Prepare
    const rental = {
      id: 'contrato-1',
      kind: 'contrato_locacao',
      titular: 'Ana',
      dependente: 'Bruno',
    } as const;
    const receipts = { id: 'recibo-1', kind: 'recibo_aluguel', titular: 'Ana', dependente: 'Bruno' } as const;
    const vehicle = {
      id: 'cv-1',
      kind: 'contrato_compra_veiculo',
      titular: 'Carla',
      dependente: 'Davi',
    } as const;

    // Act / Assess
    expect([rental, receipts, vehicle].map(kindLabel)).toEqual([
      'Contrato de locação',
      'Recibos de aluguel (sem contrato)',
      'Contrato de compra e venda de veículo',
    ]);
    expect(partiesOf(vehicle)).toEqual([
      { role: 'Vendedor', name: 'Carla' },
      { role: 'Comprador', name: 'Davi' },
    ]);
    expect(partiesOf(receipts).map((p) => p.role)).toEqual(['Locador', 'Locatário']);
    expect([rental, receipts, vehicle].map((item) => [kindOf(item).pdf, kindOf(item).file])).toEqual([
      ['contrato-pdf', 'contrato_locacao'],
      ['recibo-aluguel-pdf', 'recibos_aluguel'],
      ['contrato-veiculo-pdf', 'contrato_compra_veiculo'],
    ]);
    expect(editPath(receipts, true)).toBe('/GerarRecibosAluguel?reference=recibo-1&pdf=1');
    expect(editPath(vehicle)).toBe('/ContratoCompraVeiculo?reference=cv-1');
  });
});
