import { declaracaoResidenciaExemplo } from '@shared/documents/declaracao-residencia/fixtures';
import { checkDeclaracaoResidencia } from '@shared/documents/declaracao-residencia/schema';
import { describe, expect, it } from 'vitest';
import { isCepRefused } from '@/components/address/cep-check';
import { capitalise } from '@/lib/capitalise';
import { addressPatch, cepCheckState, fieldElementId } from './declaracao-fields';

describe('residence declaration page fields', () => {
  it('points each refused field at the element that edits it', () => {
    expect(fieldElementId('titular_cpf')).toBe('decl-titular_cpf');
    expect(fieldElementId('titular_estado')).toBe('decl-titular-uf');
    expect(fieldElementId('dep_cidade')).toBe('decl-dep-cidade');
    expect(fieldElementId('condicao')).toBe('decl-condicao-membro');
  });

  it('fills the address from a lookup without blanking typed fields', () => {
    const patch = addressPatch('dep', {
      cep: '01310100',
      uf: 'sp',
      cidade: 'São Paulo',
      endereco: 'Avenida Paulista',
      bairro: '',
      complemento: '',
    });
    expect(patch).toEqual({ dep_rua: 'Avenida Paulista', dep_estado: 'SP', dep_cidade: 'São Paulo' });
  });

  it('blocks the PDF on a malformed CEP and while a lookup runs, not on an unknown CEP or services down', () => {
    // Prepare
    const idle = { status: 'idle' } as const;
    const invalid = { status: 'error', message: 'CEP inválido' } as const;
    const notFound = { status: 'error', message: 'CEP não encontrado' } as const;
    const down = { status: 'error', message: 'Falha ao buscar CEP' } as const;

    // Act / Assess
    expect(isCepRefused(invalid)).toBe(true);
    expect(isCepRefused(notFound)).toBe(false);
    expect(isCepRefused(down)).toBe(false);
    expect(checkDeclaracaoResidencia(declaracaoResidenciaExemplo, cepCheckState(down, idle)).ok).toBe(true);
    expect(checkDeclaracaoResidencia(declaracaoResidenciaExemplo, cepCheckState(notFound, idle)).ok).toBe(
      true,
    );
    expect(
      checkDeclaracaoResidencia(declaracaoResidenciaExemplo, cepCheckState(invalid, idle)),
    ).toMatchObject({
      ok: false,
      message: 'Verifique os CEPs (titular obrigatório; dependente opcional).',
    });
    expect(
      checkDeclaracaoResidencia(declaracaoResidenciaExemplo, cepCheckState(idle, { status: 'loading' })),
    ).toMatchObject({ ok: false, message: 'Aguarde resolução dos CEPs...' });
  });

  it('capitalises month names for the select', () => {
    expect(capitalise('março')).toBe('Março');
  });
});
