import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api-client';
import { deleteFailureMessage, editPath, formatCreated, listLoadMessage, tipoLabel } from './declaracoes-api';

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

  it('shows the creation time in Brazil, from milliseconds or seconds', () => {
    const instant = Date.UTC(2026, 2, 6, 1, 30); // 22:30 on 5 March in São Paulo
    expect(formatCreated(instant)).toBe('05/03/2026 22:30');
    expect(formatCreated(instant / 1000)).toBe('05/03/2026 22:30');
    expect(formatCreated(0)).toBe('—');
  });
});
