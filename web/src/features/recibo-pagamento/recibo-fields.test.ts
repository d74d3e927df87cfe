// The receipt page's field ids (what the final check focuses) and what counts as a receipt not yet started.
import { reciboPagamentoExemplo } from '@shared/documents/recibo-pagamento/fixtures';
import { emptyReciboPagamento } from '@shared/documents/recibo-pagamento/schema';
import { describe, expect, it } from 'vitest';
import { fieldElementId, isBlankReciboPagamento } from './recibo-fields';

describe('receipt fields', () => {
  it('names the element that edits each field, the place and choices included', () => {
    expect(fieldElementId('valor')).toBe('rpg-valor');
    expect(fieldElementId('uf')).toBe('rpg-local-uf');
    expect(fieldElementId('cidade')).toBe('rpg-local-cidade');
    expect(fieldElementId('recebedor_tipo')).toBe('rpg-recebedor_tipo-pf');
    expect(fieldElementId('vias')).toBe('rpg-vias-1');
  });

  it('reads a new receipt as blank and one with a name typed as started', () => {
    const empty = emptyReciboPagamento(new Date('2026-03-10T12:00:00Z'));
    expect(isBlankReciboPagamento(empty)).toBe(true);
    expect(isBlankReciboPagamento({ ...empty, pagador_nome: 'J' })).toBe(false);
    expect(isBlankReciboPagamento(reciboPagamentoExemplo)).toBe(false);
  });
});
