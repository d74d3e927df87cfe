import { describe, expect, it } from 'vitest';
import { declaracaoResidenciaExemplo as exemplo } from './fixtures';
import { CONDICOES, type Condicao } from './schema';
import {
  CONDICAO_WORDING,
  DECLARACAO_RESIDENCIA_TITLE,
  declaracaoResidenciaBlocks,
  declaracaoResidenciaPlainText,
  declaracaoResidenciaPreview,
} from './text';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('residence declaration text', () => {
  it.each([
    ['proprietario', 'na condição de proprietário(a) do imóvel, DECLARO'],
    ['locatario', 'na condição de locatário(a) do imóvel, DECLARO'],
    [
      'titular_conta',
      'na condição de titular de conta de consumo (água, luz, gás ou telefone) do imóvel, DECLARO',
    ],
  ] as const)('says how the holder lives at the address: "%s" (issue 39)', (titular_vinculo, wording) => {
    expect(flat(declaracaoResidenciaPlainText({ ...exemplo, titular_vinculo }))).toContain(wording);
  });

  it.each([
    ['membro', 'na condição de membro da minha família'],
    ['cedido', 'em imóvel cedido, sem cobrança de aluguel'],
    ['alugado_formal', 'em imóvel alugado, com contrato formal de locação'],
    ['alugado_informal', 'em imóvel alugado, sem contrato formal de locação'],
  ] as [Condicao, string][])('states the condition "%s"', (condicao, wording) => {
    const text = flat(declaracaoResidenciaPlainText({ ...exemplo, condicao }));

    expect(text).toContain(`reside no endereço acima indicado, ${wording}.`);
    for (const other of CONDICOES.filter((c) => c !== condicao))
      expect(text).not.toContain(CONDICAO_WORDING[other]);
  });

  it('has the holder declare, under Lei nº 7.115/1983, that the dependent lives at the holder’s address', () => {
    const text = flat(declaracaoResidenciaPlainText(exemplo));

    expect(text.startsWith(DECLARACAO_RESIDENCIA_TITLE)).toBe(true);
    expect(text).toContain(
      'Eu, Maria Aparecida dos Santos Oliveira, inscrito(a) no CPF sob o nº 529.982.247-25, portador(a) do RG nº ' +
        '12.345.678-9/SP, residente e domiciliado(a) na Avenida Paulista, nº 1578, apto 42, bairro Bela Vista, ' +
        'São Paulo/SP, CEP 01310-100, na condição de locatário(a) do imóvel, DECLARO, para os devidos fins e sob as penas da lei, nos termos da Lei nº ' +
        '7.115, de 29 de agosto de 1983, que João Pedro Oliveira, inscrito(a) no CPF sob o nº 111.444.777-35, ' +
        'portador(a) do RG nº 14.123.456/MG, reside no endereço acima indicado',
    );
    expect(text).toContain('falsidade ideológica, tipificado no art. 299 do Código Penal.');
    expect(text).toContain('São Paulo/SP, 5 de março de 2026.');
  });

  it('puts names in bold, the place and date on the right, and the holder under the signature line', () => {
    const blocks = declaracaoResidenciaBlocks({ ...exemplo, data_dia: '1' });

    expect(blocks[0]).toMatchObject({ type: 'title', text: 'DECLARAÇÃO DE RESIDÊNCIA' });
    expect(blocks[1]).toMatchObject({ type: 'paragraph' });
    const statement = blocks[1]!.type === 'paragraph' ? blocks[1]!.text : '';
    expect(statement).toContain('**Maria Aparecida dos Santos Oliveira**');
    expect(statement).toContain('**João Pedro Oliveira**');
    expect(blocks).toContainEqual(
      expect.objectContaining({
        type: 'right',
        text: 'São Paulo/SP, 1º de março de 2026.',
        keepWithNext: true,
      }),
    );
    expect(blocks.at(-1)).toEqual(
      expect.objectContaining({
        type: 'signature',
        signers: [{ lines: ['**Maria Aparecida dos Santos Oliveira**', 'CPF: 529.982.247-25'] }],
      }),
    );
  });

  it('formats raw CPFs and CEPs and leaves out an absent RG, writing "s/nº" for no number', () => {
    const text = flat(
      declaracaoResidenciaPlainText({
        ...exemplo,
        titular_cpf: '52998224725',
        titular_cep: '01310100',
        titular_numero: '',
        titular_complemento: '',
        titular_rg: '',
        dep_rg: '',
      }),
    );

    expect(text).toContain('inscrito(a) no CPF sob o nº 529.982.247-25, residente');
    expect(text).toContain('Avenida Paulista, s/nº, bairro Bela Vista');
    expect(text).toContain('CEP 01310-100');
    expect(text).not.toContain('RG');
  });

  it('prints the dependent’s own address, with its complement and without a CEP when none was typed', () => {
    const dependente = {
      ...exemplo,
      dep_rua: 'Rua das Flores',
      dep_numero: '10',
      dep_complemento: 'casa 2, fundos',
      dep_bairro: 'Centro',
      dep_cidade: 'Belo Horizonte',
      dep_estado: 'MG',
    };

    const text = flat(declaracaoResidenciaPlainText(dependente));
    const withCep = flat(declaracaoResidenciaPlainText({ ...dependente, dep_cep: '30110000' }));

    expect(text).toContain(
      'reside na Rua das Flores, nº 10, casa 2, fundos, bairro Centro, Belo Horizonte/MG, na condição',
    );
    expect(text).not.toContain('acima indicado');
    expect(withCep).toContain('Belo Horizonte/MG, CEP 30110-000, na condição');
  });

  it('reads an older record without complement fields as before', () => {
    const { titular_complemento: _t, dep_complemento: _d, ...older } = exemplo;

    const text = flat(declaracaoResidenciaPlainText(older));

    expect(text).toContain('Avenida Paulista, nº 1578, bairro Bela Vista, São Paulo/SP');
    expect(text).toContain('reside no endereço acima indicado, na condição');
  });

  it('shows blanks for what a draft still lacks, for the preview', () => {
    const text = flat(declaracaoResidenciaPlainText({ titular_nome: 'Ana' }));

    expect(text).toContain('Eu, Ana, inscrito(a) no CPF sob o nº ________________');
    expect(text).toContain('na condição de ________________');
    expect(text).toContain('____ de ____________ de ______.');
  });

  it('keeps user asterisks from turning into bold markers', () => {
    const preview = declaracaoResidenciaPreview({ ...exemplo, titular_nome: 'Ana** e **Bia' });

    const runs = preview[1]!.lines[0]!;
    expect(runs.filter((r) => r.bold).map((r) => r.text)).toEqual(['Ana** e **Bia', 'João Pedro Oliveira']);
  });
});
