import { describe, expect, it } from 'vitest';
import { extractPdfText } from '../../pdf/extract-text';
import { contratoComercialExemplo, contratoLocacaoExemplo as exemplo } from './fixtures';
import { renderContratoLocacaoPdf } from './render';
import { checkContratoLocacao } from './schema';
import { contratoLocacaoPlainText, contratoLocacaoPreview, endDateOf } from './text';

const flat = (text: string) => text.replace(/\s+/g, ' ');

describe('rental contract text', () => {
  const text = flat(contratoLocacaoPlainText(exemplo));

  it('qualifies the parties and the property, the term with its dates, the rent and its words', () => {
    expect(text.startsWith('CONTRATO DE LOCAÇÃO DE IMÓVEL RESIDENCIAL')).toBe(true);
    expect(text).toContain(
      'LOCADOR(A): Maria Aparecida dos Santos Oliveira, brasileira, divorciado(a), professora, portador(a) do RG nº 12.345.678-9, inscrito(a) no CPF sob o nº 529.982.247-25',
    );
    expect(text).toContain('FIADOR(A): Ana Cristina Souza, brasileira');
    expect(text).toContain(
      'Rua Joaquim Floriano, nº 466, apto 52, bairro Itaim Bibi, São Paulo/SP, CEP 04538-132',
    );
    expect(text).toContain(
      '12 (doze) meses, com início em 1º de janeiro de 2026 e término em 31 de dezembro de 2026',
    );
    expect(text).toContain(
      'R$ 2.500,00 (dois mil e quinhentos reais), a ser pago até o dia 31 seguinte ao último dia de cada período mensal da locação, contado do seu início, ou nesse mesmo dia se o período nele terminar (aluguel do mês vencido)',
    );
    expect(text).toContain('É vedada a cobrança antecipada do aluguel (arts. 20 e 43, III');
    expect(text).toContain('Índice Nacional de Preços ao Consumidor Amplo (IPCA/IBGE)');
    expect(text).toContain('matrícula nº 0012345678');
    expect(text).toContain('matrícula nº 987654-3');
  });

  it('has the inspection, guarantee, art. 4 fine and forum clauses, and the signatures with two witnesses', () => {
    expect(text).toContain('DO TERMO DE VISTORIA');
    expect(text).toContain('até a efetiva devolução das chaves');
    expect(text).toContain('renuncia expressamente ao benefício de ordem');
    expect(text).toContain('art. 37, parágrafo único');
    expect(text).toContain('reduzida proporcionalmente ao tempo que faltar');
    expect(text).toContain('foro da comarca de São Paulo/SP');
    expect(text).toContain('São Paulo/SP, 20 de dezembro de 2025.');
    expect(text).toContain('FIADOR(A) CPF: 390.533.447-05');
    expect(text).toContain('Próximos passos 1. Assinaturas: LOCADOR(A), LOCATÁRIO(A), FIADOR(A) assinam');
    expect(text).toContain('Vistoria: anexe a este contrato o termo de vistoria assinado');
    expect(text).toContain('Registro: para que um comprador do imóvel tenha de respeitar a locação');
    expect(text.match(/Testemunha \d Nome: _+ CPF: _+/g)).toHaveLength(2);
  });

  it('writes a commercial contract without guarantor, IPTU included and numeric dates', () => {
    const commercial = flat(contratoLocacaoPlainText(contratoComercialExemplo));
    expect(commercial.startsWith('CONTRATO DE LOCAÇÃO DE IMÓVEL COMERCIAL')).toBe(true);
    expect(commercial).not.toContain('FIADOR');
    expect(commercial).not.toContain('DO TERMO DE VISTORIA');
    expect(commercial).toContain('não conta com nenhuma das garantias do art. 37');
    expect(commercial).toContain(
      'a locação cessa de pleno direito, independentemente de notificação ou aviso (art. 56',
    );
    expect(commercial).not.toContain('art. 47');
    expect(commercial).not.toContain('art. 51');
    expect(commercial).toContain('incluídos no valor do aluguel');
    expect(commercial).toContain('com início em 01/01/2026 e término em 31/12/2026');
    expect(commercial).toContain('em 2 (duas) vias');
  });

  it('spells the renewal the law gives: art. 47 under 30 months, art. 46 from 30, art. 51 note for 5-year commercial', () => {
    const residential12 = flat(contratoLocacaoPlainText(exemplo));
    expect(residential12).toContain('a locação prorroga-se automaticamente por prazo indeterminado');
    expect(residential12).toContain('só poderá retomar o imóvel nas hipóteses do art. 47');
    expect(residential12).not.toContain('art. 46');
    const residential30 = flat(contratoLocacaoPlainText({ ...exemplo, prazo_meses: '30' }));
    expect(residential30).toContain(
      'a locação termina de pleno direito, independentemente de notificação ou aviso (art. 46',
    );
    expect(residential30).toContain('concedido o prazo de trinta dias para a desocupação (art. 46, § 2º)');
    expect(residential30).not.toContain('art. 47');
    const commercial60 = flat(contratoLocacaoPlainText({ ...contratoComercialExemplo, prazo_meses: '60' }));
    expect(commercial60).toContain('terá direito à renovação');
  });

  it('asks the spouse of a married guarantor for the consent, with a clause and a signature line; not a single one', () => {
    expect(text).toContain(
      'OUTORGA CONJUGAL: o(a) cônjuge do(a) FIADOR(A), Roberto Carlos Souza, inscrito(a) no CPF sob o nº 153.509.460-56, assina este contrato e autoriza expressamente a fiança nele prestada (art. 1.647, III, do Código Civil; Súmula 332',
    );
    expect(text).toContain('Roberto Carlos Souza CÔNJUGE/COMPANHEIRO(A) DO(A) FIADOR(A) CPF: 153.509.460-56');
    expect(text).toContain('2. Outorga conjugal:');
    const single = flat(contratoLocacaoPlainText({ ...exemplo, fiador_estado_civil: 'solteiro' }));
    expect(single).toContain('FIADOR(A): Ana Cristina Souza, brasileira, solteiro(a), médica');
    expect(single).not.toContain('OUTORGA CONJUGAL');
    expect(single).not.toContain('CÔNJUGE');
  });

  it('writes each guarantee of art. 37: caução, seguro-fiança with insurer and policy, quotas of a fund', () => {
    const caucao = flat(
      contratoLocacaoPlainText({ ...exemplo, garantia_tipo: 'caucao', caucao_valor: '5.000,00' }),
    );
    expect(caucao).toContain('caução em dinheiro de R$ 5.000,00 (cinco mil reais)');
    expect(caucao).not.toContain('FIADOR(A):');
    const seguro = flat(
      contratoLocacaoPlainText({
        ...exemplo,
        garantia_tipo: 'seguro',
        seguro_seguradora: 'Porto Seguro Companhia de Seguros Gerais',
        seguro_apolice: '1234567-8',
      }),
    );
    expect(seguro).toContain(
      'seguro de fiança locatícia contratado junto à seguradora Porto Seguro Companhia de Seguros Gerais, apólice nº 1234567-8',
    );
    expect(seguro).toContain('art. 41');
    expect(seguro).not.toMatch(/sem garantia|nenhuma das garantias/);
    expect(seguro).toContain('Seguro-fiança: guarde a apólice');
    const quotas = flat(
      contratoLocacaoPlainText({
        ...exemplo,
        garantia_tipo: 'cessao_quotas',
        cessao_fundo_nome: 'Fundo Garantia Locatícia FI',
      }),
    );
    expect(quotas).toContain(
      'cede fiduciariamente ao(à) LOCADOR(A) quotas do fundo de investimento Fundo Garantia Locatícia FI',
    );
  });

  it('states rent in advance only for a lease with no guarantee (art. 42)', () => {
    const none = { ...exemplo, garantia_tipo: 'nenhuma' as const, aluguel_antecipado: 'sim' as const };
    const advance = flat(contratoLocacaoPlainText(none));
    expect(advance).toContain('a ser pago antecipadamente, até o dia 31 do mês em que começa cada período');
    expect(advance).toContain('pagamento antecipado permitido pelo art. 42');
    const withGuarantee = flat(contratoLocacaoPlainText({ ...exemplo, aluguel_antecipado: 'sim' }));
    expect(withGuarantee).not.toContain('antecipadamente');
    expect(withGuarantee).toContain('aluguel do mês vencido');
  });

  it('qualifies a company tenant with an alphanumeric CNPJ and the representative who signs', () => {
    const company = flat(
      contratoLocacaoPlainText({
        ...exemplo,
        locatario_tipo: 'pj',
        locatario_nome: 'Padaria Pão Quente Ltda.',
        locatario_cnpj: '12abc34501de35',
        locatario_rep_nome: 'Luísa Tanaka',
        locatario_rep_cpf: '11144477735',
        locatario_rep_cargo: 'sócia-administradora',
      }),
    );
    expect(company).toContain(
      'LOCATÁRIO(A): Padaria Pão Quente Ltda., pessoa jurídica de direito privado, inscrita no CNPJ sob o nº 12.ABC.345/01DE-35, com sede na Rua da Bahia',
    );
    expect(company).toContain(
      'neste ato representada por seu(sua) sócia-administradora, Luísa Tanaka, inscrito(a) no CPF sob o nº 111.444.777-35',
    );
    expect(company).toContain(
      'Padaria Pão Quente Ltda. LOCATÁRIO(A) – CNPJ: 12.ABC.345/01DE-35 p/ Luísa Tanaka – CPF: 111.444.777-35',
    );
  });

  it('covers the condominium fees, the index, Lei 14.905/2024, the late fee, the property codes and 10-year consent', () => {
    expect(text).toContain('despesas ordinárias de condomínio');
    expect(text).toContain('(art. 23, XII e § 1º');
    expect(text).toContain('ficam a cargo do(a) LOCADOR(A) (art. 22, X e parágrafo único)');
    expect(text).toContain('multa de 10% (dez por cento)');
    expect(text).toContain(
      'atualização monetária pela variação do IPCA (art. 389, parágrafo único, do Código Civil)',
    );
    expect(text).toContain(
      'juros de mora pela taxa legal (art. 406 do Código Civil), na redação da Lei nº 14.905/2024',
    );
    expect(text).not.toContain('inscrição imobiliária');
    const other = flat(
      contratoLocacaoPlainText({
        ...exemplo,
        imovel_condominio: 'nao',
        indice_reajuste: 'IPC-FIPE',
        multa_atraso: '2',
        imovel_inscricao: '012.345.0678-9',
        imovel_cib: 'ABC1234567890',
        prazo_meses: '120',
        locador_estado_civil: 'casado',
      }),
    );
    // Art. 3: only a lessor with a spouse or partner has one to consent; the example's lessor is divorced.
    const divorced = flat(contratoLocacaoPlainText({ ...exemplo, prazo_meses: '120' }));
    expect(other).not.toContain('condomínio');
    expect(other).toContain('Índice de Preços ao Consumidor da FIPE (IPC-FIPE)');
    expect(other).toContain('multa de 2% (dois por cento)');
    expect(other).toContain(
      'inscrição imobiliária municipal nº 012.345.0678-9, Cadastro Imobiliário Brasileiro (CIB, Lei Complementar nº 214/2025) nº ABC1234567890',
    );
    expect(other).toContain('depende da vênia conjugal');
    expect(other).toContain('CÔNJUGE DO(A) LOCADOR(A) (art. 3º)');
    expect(other).toContain('Vênia conjugal:');
    expect(divorced).not.toMatch(/vênia conjugal|CÔNJUGE DO\(A\) LOCADOR/i);
  });

  it("lets the guarantor leave an indefinite lease with 120 days' notice, and the lessor ask a new guarantee (art. 40)", () => {
    expect(text).toContain(
      'Prorrogada a locação por prazo indeterminado, o(a) FIADOR(A) poderá exonerar-se da fiança por notificação ao(à) LOCADOR(A), ficando obrigado(a) por todos os seus efeitos durante 120 (cento e vinte) dias após a notificação (art. 40, X, da Lei nº 8.245/1991)',
    );
    expect(text).toContain('sob pena de desfazimento da locação (art. 40, parágrafo único)');
    expect(flat(contratoLocacaoPlainText({ ...exemplo, garantia_tipo: 'caucao' }))).not.toMatch(/art\. 40\b/);
  });

  it('states the cláusula de vigência of art. 8 and what an unregistered lease leaves to a buyer', () => {
    expect(text).toContain(
      'Cláusula de vigência: se o imóvel for alienado durante o prazo determinado desta locação, este contrato continuará em vigor perante o adquirente, desde que averbado na matrícula do imóvel',
    );
    expect(text).toContain('dentro de noventa dias do registro da venda (art. 8º, § 2º)');
    expect(text).toContain('averbado ao menos trinta dias antes de uma venda');
    expect(text).not.toContain('a averbação também garante');
  });

  it('ends the term the day before the same date months later', () => {
    expect(endDateOf({ year: 2026, month: 1, day: 31 }, 1)).toEqual({ year: 2026, month: 2, day: 27 });
    expect(endDateOf({ year: 2026, month: 3, day: 15 }, 30)).toEqual({ year: 2028, month: 9, day: 14 });
  });

  it('keeps bold markers and centred lines for the preview, and blanks for a draft', () => {
    const preview = contratoLocacaoPreview(exemplo);
    expect(preview[0]).toMatchObject({ kind: 'title', align: 'center' });
    expect(preview[1]).toMatchObject({ kind: 'line', align: 'center' });
    expect(preview[2]?.lines[0]?.[0]).toEqual({ text: 'LOCADOR(A):', bold: true });
    expect(flat(contratoLocacaoPlainText({}))).toContain('LOCADOR(A): ________________');
  });

  it('previews the receipts after the contract only when they are ticked', () => {
    const texts = (form: typeof exemplo) =>
      contratoLocacaoPreview(form).map((b) =>
        b.lines
          .flat()
          .map((r) => r.text)
          .join(''),
      );
    const withReceipts = texts(exemplo);
    const without = texts({ ...exemplo, gerar_recibos: 'nao' });
    expect(withReceipts.filter((t) => /^RECIBO DE ALUGUEL Nº/.test(t))).toHaveLength(12);
    expect(withReceipts.some((t) => t.includes('1/12'))).toBe(true);
    expect(without.some((t) => t.startsWith('RECIBO DE ALUGUEL'))).toBe(false);
  });
});

describe('rental contract PDF', () => {
  it('holds the contract and, with receipts, 1/12 to 12/12 on four more pages', async () => {
    const check = checkContratoLocacao(exemplo);
    if (!check.ok) throw new Error(check.message);
    const withReceipts = await renderContratoLocacaoPdf(check.form);
    const without = await renderContratoLocacaoPdf({ ...check.form, gerar_recibos: 'nao' });

    expect(withReceipts.pageCount - without.pageCount).toBe(4);
    const { pages } = await extractPdfText(withReceipts.bytes);
    const receipts = flat(pages.slice(without.pageCount).join(' '));
    for (let n = 1; n <= 12; n++) expect(receipts).toContain(`Nº ${n}/12`);
    expect(flat(pages.join(' '))).toContain('CPF sob o nº 111.444.777-35');
    expect(withReceipts.bytes.length / withReceipts.pageCount).toBeLessThan(30 * 1024);
  });

  it('puts the initials line on every page of the contract, clear of the verification footer, not on the receipts', async () => {
    const check = checkContratoLocacao(exemplo);
    if (!check.ok) throw new Error(check.message);
    const pdf = await renderContratoLocacaoPdf(check.form, {
      verificationUrl: 'https://documentos.example/Verificar?c=ABCD1234',
    });
    const contractOnly = await renderContratoLocacaoPdf({ ...check.form, gerar_recibos: 'nao' });
    const { pages } = await extractPdfText(pdf.bytes);

    const initials = 'Rubricas: __________ __________ __________ __________';
    pages.forEach((page, i) => {
      const lines = page.split('\n');
      if (i < contractOnly.pageCount) {
        expect(lines).toContain(initials);
        // The verification footer closes the page; the initials are printed before it, at the top.
        expect(lines.indexOf(initials)).toBeLessThan(lines.findIndex((l) => l.startsWith('Verifique')));
      } else expect(page).not.toContain('Rubricas');
    });
    const receipts = flat(pages.slice(contractOnly.pageCount).join(' '));
    expect(receipts).toContain('período de 01/01/2026 a 31/01/2026, vencido em 31/01/2026');
    expect(receipts).toContain('Aluguel R$ 2.500,00 | Condomínio R$ __________ | Total R$ __________');
  });

  it('prints receipts that never fall due before a lease starting 15/12/2026 with rent due on the 10th', async () => {
    const check = checkContratoLocacao({
      ...exemplo,
      data_inicio_dia: '15',
      data_inicio_mes: '12',
      data_inicio_ano: '2026',
      dia_vencimento: '10',
      prazo_meses: '30',
    });
    if (!check.ok) throw new Error(check.message);
    const { pages } = await extractPdfText((await renderContratoLocacaoPdf(check.form)).bytes);
    const all = flat(pages.join(' '));
    expect(all).toContain('Nº 1/30');
    expect(all).toContain('período de 15/12/2026 a 14/01/2027, vencido em 10/02/2027');
    expect(all).not.toContain('10/12/2026');
    expect(all).toContain('(art. 46');
  });
});
