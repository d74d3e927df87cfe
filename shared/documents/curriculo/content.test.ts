import { describe, expect, it } from 'vitest';
import { buildCurriculoContent, splitFuncoes } from './content';
import { curriculoExemplo } from './fixtures';
import { type CurriculoForm, emptyCurriculo } from './schema';

const today = new Date('2026-03-05T12:00:00Z');

describe('resume content', () => {
  it('formats the sample for print: gendered words, age, address with the dotted CEP, documents', () => {
    const content = buildCurriculoContent(curriculoExemplo, today);

    expect(content.cargo).toBe('Assistente Administrativo');
    expect(content.endereco).toBe('Avenida Paulista, 1578, Apto 42 – Bela Vista');
    expect(content.cidade).toBe('São Paulo/SP – CEP 01.310-100');
    expect(content.localidade).toBe('São Paulo/SP');
    expect(content.pessoais).toEqual([
      { label: 'Idade', value: '33 anos' },
      { label: 'Nascimento', value: '14/07/1992' },
      { label: 'Estado civil', value: 'Casada' },
      { label: 'Nacionalidade', value: 'Brasileira' },
      { label: 'Naturalidade', value: 'Belo Horizonte/MG' },
      { label: 'Pai', value: 'José Carlos Ferreira' },
      { label: 'Mãe', value: 'Maria Aparecida Costa Ferreira' },
    ]);
    expect(content.documentos).toEqual([
      { label: 'CPF', value: '529.982.247-25' },
      { label: 'RG', value: '12.345.678-9 – SSP/SP' },
      { label: 'PIS/NIT', value: '120.54687.25-3' },
      { label: 'Cartão SUS', value: '898 0012 3456 7890' },
      { label: 'CNH', value: '01234567890 – Categoria AB' },
      { label: 'Título de eleitor', value: '1234 5678 0191 – Zona 251, Seção 0123' },
    ]);
  });

  it('describes jobs and courses with periods, time of service and workload', () => {
    const content = buildCurriculoContent(curriculoExemplo, today);

    expect(content.experiencias[0]).toMatchObject({
      title: 'Assistente Administrativa',
      subtitle: 'Comercial Horizonte Distribuidora Ltda.',
      period: '03/2021 – Atual',
      detail: '5 anos',
      location: 'Rua Vergueiro, 3185',
      bulleted: true,
    });
    expect(content.experiencias[0]!.lines[0]).toMatch(/^Controle de contas a pagar/);
    expect(content.experiencias[1]).toMatchObject({
      period: '08/2016 – 02/2021',
      detail: '4 anos e 6 meses',
    });
    expect(content.formacao[0]).toMatchObject({
      title: 'Bacharelado em Administração',
      period: '2017 – 2021',
    });
    expect(content.cursos.map((c) => c.detail)).toEqual(['40 horas', '24 horas']);
  });

  it('prefers a typed time of service, masks a raw CPF and leaves out what is not given', () => {
    const form: CurriculoForm = {
      ...emptyCurriculo(),
      nome: '  Ana   Souza ',
      cargo_desejado: 'Vendedora',
      incluir_documentacao: true,
      cpf: '52998224725',
      cnh_categoria: 'B',
      experiencias: [{ ...curriculoExemplo.experiencias[1]!, tempo_servico: 'quase 5 anos' }],
    };

    const content = buildCurriculoContent(form, today);

    expect(content.nome).toBe('Ana Souza');
    expect(content.cargo).toBe('');
    expect(content.documentos).toEqual([
      { label: 'CPF', value: '529.982.247-25' },
      { label: 'CNH', value: 'Categoria B' },
    ]);
    expect(content.experiencias[0]!.detail).toBe('quase 5 anos');
    expect(content.pessoais).toEqual([]);
    expect(content.escolaridade).toBeNull();
    expect(content.endereco).toBe('');
  });

  it('reads duties as a list when marked or on several lines, as a paragraph otherwise', () => {
    expect(splitFuncoes('- Vendas\n• Caixa\n\n* Estoque')).toEqual({
      lines: ['Vendas', 'Caixa', 'Estoque'],
      bulleted: true,
    });
    expect(splitFuncoes('1. Abrir a loja\n2) Fechar o caixa')).toEqual({
      lines: ['Abrir a loja', 'Fechar o caixa'],
      bulleted: true,
    });
    expect(splitFuncoes('Atendimento ao público -  vendas')).toEqual({
      lines: ['Atendimento ao público - vendas'],
      bulleted: false,
    });
    expect(splitFuncoes('   ')).toEqual({ lines: [], bulleted: false });
  });
});
