import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deleteFailureMessage, formatCreated } from '@/lib/document-api';
import { DECLARACAO_KINDS, editPath, listLoadMessage, readableReference, tipoLabel } from './declaracoes-api';

describe('list page messages (spec part 2 §8)', () => {
  it('loading: 500 has its own text, other statuses are "Falha HTTP {status}" whatever the body said', () => {
    expect(listLoadMessage(new ApiError('Erro interno', 500, 'internal'))).toBe(
      'Erro interno ao carregar suas declarações',
    );
    expect(listLoadMessage(new ApiError('Falha HTTP 502', 502, 'http_error'))).toBe('Falha HTTP 502');
    expect(
      listLoadMessage(new ApiError('Serviço temporariamente indisponível', 503, 'service_unavailable')),
    ).toBe('Falha HTTP 503');
    expect(listLoadMessage(new ApiError('Erro de rede', 0, 'network_error'))).toBe('Erro de rede');
    expect(listLoadMessage(new ApiError('Resposta inválida', 200, 'invalid_response'))).toBe(
      'Resposta inválida',
    );
  });

  it('delete: permission, session, network and anything else', () => {
    expect(deleteFailureMessage(new ApiError('x', 403, 'forbidden'))).toBe('Sem permissão');
    expect(deleteFailureMessage(new ApiError('x', 401, 'unauthorized'))).toBe(
      'Sessão expirada, faça login novamente.',
    );
    expect(deleteFailureMessage(new ApiError('Erro de rede', 0, 'network_error'))).toBe('Rede indisponível');
    expect(deleteFailureMessage(new ApiError('x', 404, 'not_found'))).toBe('Falha ao excluir');
    expect(deleteFailureMessage(new Error('boom'))).toBe('Falha ao excluir');
  });
});

describe('list columns', () => {
  it('names the kind and links "Editar" to its page', () => {
    expect(tipoLabel({ product: 'declaracao_trabalho' })).toBe('Trabalho');
    expect(tipoLabel({ product: 'declaracao_residencia' })).toBe('Residência');
    expect(editPath({ id: 'decl-a b', product: 'declaracao_residencia' })).toBe(
      '/DeclaracaoResidencia?id=decl-a%20b&edit=true',
    );
    expect(editPath({ id: 'decl-trab-1', product: 'declaracao_trabalho' })).toBe(
      '/DeclaracaoTrabalho?id=decl-trab-1&edit=true',
    );
  });

  it('names any other product the record holds, without a page to edit it here', () => {
    expect(tipoLabel({ product: 'outro_produto' })).toBe('outro produto');
    expect(tipoLabel({})).toBe('Residência');
    expect(editPath({ id: 'x-1', product: 'outro_produto' })).toBeNull();
  });

  it('names the power of attorney "Procuração" and edits it on its page', () => {
    expect(tipoLabel({ product: 'procuracao_veiculo' })).toBe('Procuração');
    expect(editPath({ id: 'proc-veh-1', product: 'procuracao_veiculo' })).toBe(
      '/ProcuracaoVeiculo?id=proc-veh-1&edit=true',
    );
  });

  it('names the payment receipt "Recibo" and edits it on its page', () => {
    expect(tipoLabel({ product: 'recibo_pagamento' })).toBe('Recibo');
    expect(editPath({ id: 'recpag-1', product: 'recibo_pagamento' })).toBe(
      '/ReciboPagamento?id=recpag-1&edit=true',
    );
  });

  it('"Nova Declaração" offers each kind with its page for a new one', () => {
    expect(DECLARACAO_KINDS.map((k) => [k.create.label, k.create.to])).toEqual([
      ['Declaração de Residência', '/CriarDeclaracaoResidencia'],
      ['Declaração de Trabalho', '/DeclaracaoTrabalho'],
      ['Procuração de Veículo', '/ProcuracaoVeiculo'],
      ['Recibo de Pagamento', '/ReciboPagamento'],
    ]);
  });

  it('shows a readable reference: the kind and the random part, not the uid', () => {
    const uid = 'a1b2c3d4-e5f6-4711-8899-';
    expect(readableReference(`decl-${uid}-1772700000000-9f3a2c41b7`)).toBe('RES-9F3A2-C41B7');
    expect(readableReference(`decl-trab-${uid}-1772700000000-0123456789`)).toBe('TRAB-01234-56789');
    // Today's ids: no uid, 20 random characters, of which the last 10 are read aloud.
    expect(readableReference('autorizacao-1772700000000-868cb4410f0123456789')).toBe('AUT-01234-56789');
    // An older reference without the random part: the end of its timestamp.
    expect(readableReference('decl-abc-1772712345678')).toBe('RES-12345678');
  });

  it('shows the creation time in Brazil, from milliseconds or seconds', () => {
    const instant = Date.UTC(2026, 2, 6, 1, 30); // 22:30 on 5 March in São Paulo
    expect(formatCreated(instant)).toBe('05/03/2026 22:30');
    expect(formatCreated(instant / 1000)).toBe('05/03/2026 22:30');
    expect(formatCreated(0)).toBe('—');
  });
});
