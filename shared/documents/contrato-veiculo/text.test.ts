import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { contratoVeiculoExemplo as exemplo } from './fixtures';
import { contratoVeiculoFileName, renderContratoVeiculoPdf } from './render';
import { emptyContratoVeiculo } from './schema';
import { contratoVeiculoBlocks, contratoVeiculoPlainText, contratoVeiculoPreview, priceText } from './text';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('vehicle contract text', () => {
  const text = flat(contratoVeiculoPlainText(exemplo));

  it('qualifies both parties and identifies the vehicle', () => {
    expect(text.startsWith('CONTRATO PARTICULAR DE COMPRA E VENDA DE VEÍCULO')).toBe(true);
    expect(text).toContain(
      'VENDEDOR(A): Carlos Eduardo Martins, brasileiro, portador(a) do RG nº 12.345.678-9, inscrito(a) no CPF sob o nº 529.982.247-25, residente e domiciliado(a) na Avenida Paulista, nº 1578, bairro Bela Vista, São Paulo/SP, CEP 01310-100',
    );
    expect(text).toContain('COMPRADOR(A): Fernanda Lima Rocha, brasileira');
    expect(text).toContain(
      'marca Volkswagen, modelo Gol 1.0 MPI, ano 2019/2020, cor Prata, placa BRA2E19, RENAVAM nº 00639884962, chassi nº 9BWAG45U1LT004251',
    );
  });

  it('states the price in figures and words, the method, the fine and interest, delivery and liabilities', () => {
    expect(text).toContain(
      'R$ 45.500,00 (quarenta e cinco mil e quinhentos reais), pago da seguinte forma: À vista (PIX)',
    );
    expect(text).toContain('multa de 2% (dois por cento)');
    expect(text).toContain('juros de mora de 1% (um por cento) ao mês');
    expect(text).toContain('entregue ao(à) COMPRADOR(A) em 5 de março de 2026, no estado em que se encontra');
    expect(text).toContain('Até 5 de março de 2026, às 14:30 horas, correm por conta do(a) VENDEDOR(A)');
  });

  it('has the transfer within 30 days (art. 123), the communication of the sale (art. 134), forum and signatures', () => {
    expect(text).toContain('no prazo de 30 (trinta) dias da aquisição (art. 123, I e § 1º');
    expect(text).toContain(
      'art. 134 do CTB, na redação da Lei nº 14.071/2020), sob pena de responder solidariamente',
    );
    expect(text).toContain('foro da comarca de São Paulo/SP');
    expect(text).toContain('São Paulo/SP, 5 de março de 2026.');
    expect(text).toContain('VENDEDOR(A) CPF: 529.982.247-25');
    expect(text).toContain('COMPRADOR(A) CPF: 111.444.777-35');
    expect(text.match(/Testemunha \d Nome: _+ CPF: _+/g)).toHaveLength(2);
  });

  it('closes with the framed "Próximos passos": notarised signatures, 30 days to transfer, art. 134', () => {
    const box = contratoVeiculoBlocks(exemplo).at(-1);
    expect(box).toMatchObject({ type: 'box', title: 'Próximos passos' });
    expect(text).toContain(
      'Próximos passos 1. Reconhecimento de firma por autenticidade das assinaturas na ATPV-e (ou no CRV) em cartório, onde o DETRAN o exigir.',
    );
    expect(text).toContain(
      '2. Comprador(a): transferir o veículo para o seu nome no DETRAN em até 30 dias (CTB, art. 123, § 1º).',
    );
    expect(text).toContain(
      '3. Vendedor(a): comunicar a venda ao DETRAN em até 60 dias (CTB, art. 134); sem ela, responde',
    );
  });

  it('keeps the words typed by hand (Manual) and prints an old plate with its hyphen', () => {
    expect(priceText({ valor_venda: 100, valor_venda_extenso: 'um real' })).toBe('R$\u00a01,00 (um real)');
    expect(flat(contratoVeiculoPlainText({ ...exemplo, veiculo_placa: 'abc1234' }))).toContain(
      'placa ABC-1234',
    );
  });

  it('shows blanks on an empty draft and never turns typed text into markup', () => {
    const empty = flat(contratoVeiculoPlainText(emptyContratoVeiculo(new Date('2026-03-05T12:00:00Z'))));
    expect(empty).toContain('VENDEDOR(A): ________________');
    const preview = contratoVeiculoPreview({ ...exemplo, vendedor_nome: '<b>**x**</b>' });
    const runs = preview.flatMap((b) => b.lines.flat());
    expect(runs.some((r) => r.text.includes('<b>**x**</b>') && r.bold)).toBe(true);
    expect(preview.find((b) => b.kind === 'title')?.align).toBe('center');
  });
});

describe('vehicle contract PDF', () => {
  it('prints the contract on A4 pages with its title and file name', { timeout: 30_000 }, async () => {
    const bytes = await renderContratoVeiculoPdf(exemplo, { createdAt: new Date('2026-03-05T12:00:00Z') });
    const { pages } = await extractPdfText(bytes);
    const all = flat(pages.join(' '));
    expect(pages.length).toBeGreaterThanOrEqual(1);
    expect(all).toContain('CONTRATO PARTICULAR DE COMPRA E VENDA DE VEÍCULO');
    expect(all).toContain('BRA2E19');
    expect(all).toContain('quarenta e cinco mil e quinhentos reais');
    for (const step of [
      'Próximos passos',
      '1. Reconhecimento de firma por autenticidade',
      '2. Comprador(a): transferir o veículo para o seu nome no DETRAN em até 30 dias',
      '3. Vendedor(a): comunicar a venda ao DETRAN em até 60 dias (CTB, art. 134',
    ])
      expect(all).toContain(step);
    expect(contratoVeiculoFileName(new Date(1700000000000))).toBe(
      'contrato_compra_veiculo_1700000000000.pdf',
    );
  });
});

describe('vehicle contract: instalments, ATPV-e, company parties (issue 39 item 3)', () => {
  it('prints the reservation of title and its registration step, or holds the ATPV-e until paid', () => {
    const parcelado = { ...exemplo, pagamento_parcelado: 'sim' as const, veiculo_atpv: '123456789012' };
    const reserva = flat(contratoVeiculoPlainText({ ...parcelado, reserva_dominio: 'sim' }));
    expect(reserva).toContain('autorização para transferência (ATPV-e ou CRV) nº 123456789012');
    expect(reserva).toContain(
      'RESERVA DE DOMÍNIO: o(a) VENDEDOR(A) reserva para si a propriedade do veículo',
    );
    expect(reserva).toContain('(arts. 521 a 528 do Código Civil)');
    expect(reserva).toContain(
      '4. Reserva de domínio: registrar o contrato no Cartório de Registro de Títulos',
    );
    const hold = flat(contratoVeiculoPlainText({ ...parcelado, reserva_dominio: 'nao' }));
    expect(hold).not.toContain('RESERVA DE DOMÍNIO');
    expect(hold).toContain(
      'entregará a autorização para transferência de propriedade (ATPV-e ou CRV) preenchida e assinada somente após a quitação integral',
    );
    const cash = flat(contratoVeiculoPlainText(exemplo));
    expect(cash).not.toContain('quitação integral do preço, e até lá');
    expect(cash).toContain('em até 60 dias (CTB, art. 134)');
  });

  it('qualifies a company seller and its representative signs', () => {
    const company = flat(
      contratoVeiculoPlainText({
        ...exemplo,
        vendedor_tipo: 'pj',
        vendedor_nome: 'Auto Center Paulista Ltda.',
        vendedor_cnpj: '11222333000181',
        vendedor_rep_nome: 'Carlos Eduardo Martins',
        vendedor_rep_cpf: '52998224725',
        vendedor_rep_cargo: 'sócio-administrador',
      }),
    );
    expect(company).toContain(
      'VENDEDOR(A): Auto Center Paulista Ltda., pessoa jurídica de direito privado, inscrita no CNPJ sob o nº 11.222.333/0001-81, com sede na Avenida Paulista',
    );
    expect(company).toContain(
      'neste ato representada por seu(sua) sócio-administrador, Carlos Eduardo Martins',
    );
    expect(company).toContain('p/ Carlos Eduardo Martins – CPF: 529.982.247-25');
  });
});
