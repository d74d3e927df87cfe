// Issue 39's cases by hand-made requests against the local parts: each form sent as a script would send it, the
// server's final check deciding before a payment, then the real PDF rendered, released and read by text
// extraction. One signer and why (every reason), the power of attorney's guidance on a sheet of its own, the
// vehicle contract's RENAVAM and instalments, the preposition before a street in every kind that prints one, and
// on every released PDF of more than one page "Página n de N" and the verification sentence on each page
// (all six resume layouts included).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ACCESS_KEY_HEADER } from '../../shared/api/contratos';
import {
  autorizacaoInternacionalDesacompanhadaExemplo,
  autorizacaoInternacionalExemplo,
} from '../../shared/documents/autorizacao-viagem/fixtures';
import type { AutorizacaoViagemForm } from '../../shared/documents/autorizacao-viagem/schema';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { CONTRATO_VEICULO_MESSAGES } from '../../shared/documents/contrato-veiculo/schema';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { LAYOUT_IDS } from '../../shared/documents/curriculo/schema';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { declaracaoTrabalhoExemplo } from '../../shared/documents/declaracao-trabalho/fixtures';
import { procuracaoVeiculoExemplo } from '../../shared/documents/procuracao-veiculo/fixtures';
import { promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { reciboPagamentoExemplo } from '../../shared/documents/recibo-pagamento/fixtures';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { TERMS_VERSION } from '../../shared/terms';
import { createCurriculo, payCurriculo } from '../support/curriculos';
import { approve, issuePix } from '../support/declaracoes';
import { storedDocument } from '../support/mercado-pago';
import { type ApiCall, startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let person: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  person = await runtime.login({ email: 'leitura-juridica@example.com', name: 'Leitora' });
});

afterAll(async () => {
  await runtime?.stop();
});

const VERIFY = 'Verifique a origem deste arquivo';
const flat = (text: string) => text.replace(/\s+/g, ' ');

async function pagesOf(bytes: Uint8Array): Promise<string[]> {
  return (await extractPdfText(bytes)).pages.map(flat);
}

/** The released PDF behind a route that answers a link to it. */
async function linkedPdf(path: string, call: ApiCall): Promise<string[]> {
  const pdf = await runtime.api(path, call);
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  return pagesOf(new Uint8Array(await (await fetch(pdf.body.url as string)).arrayBuffer()));
}

/** Every page says how to verify the file; a document of two or more pages numbers each one. */
function expectFooters(pages: readonly string[]) {
  for (const [index, page] of pages.entries()) {
    expect(page).toContain(VERIFY);
    if (pages.length > 1) expect(page).toContain(`Página ${index + 1} de ${pages.length}`);
  }
}

async function paidDeclaracao(product: string, form: Record<string, unknown>): Promise<string> {
  const saved = await runtime.api('/declaracao-save', { token: person, body: { product, form } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const reference = saved.body.id as string;
  const { id } = await issuePix(runtime, person, reference);
  await approve(runtime, id);
  return reference;
}

async function autorizacaoPages(form: AutorizacaoViagemForm): Promise<string[]> {
  const saved = await runtime.api('/autorizacao-viagem-save', { token: person, body: { form } });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const reference = saved.body.id as string;
  const { id } = await issuePix(runtime, person, reference);
  await approve(runtime, id);
  const res = await fetch(`${runtime.url}/backend/api/autorizacao-viagem-get?reference=${reference}`, {
    headers: { authorization: `Bearer ${person}` },
  });
  expect(res.status).toBe(200);
  return pagesOf(new Uint8Array(await res.arrayBuffer()));
}

/** The vehicle contract as a visitor makes it: saved, its payment asked for with its key. */
async function contratoVeiculo(form: Record<string, unknown>) {
  const saved = await runtime.api('/contrato-save', {
    body: { kind: 'contrato_compra_veiculo', data: form },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const key: ApiCall = { headers: { [ACCESS_KEY_HEADER]: saved.body.access_key as string } };
  const reference = saved.body.reference as string;
  const pay = await runtime.api('/mp-pay', {
    ...key,
    body: { terms_version: TERMS_VERSION, reference, method: 'pix', email: 'comprador@example.com' },
  });
  return { reference, key, pay };
}

async function contratoVeiculoPages(form: Record<string, unknown>): Promise<string[]> {
  const { reference, key, pay } = await contratoVeiculo(form);
  expect(pay.status, JSON.stringify(pay.body)).toBe(200);
  await approve(runtime, pay.body.payment.id);
  return linkedPdf(`/contrato-veiculo-pdf?reference=${reference}`, key);
}

// Each test renders and reads released PDFs: on a loaded shared machine one takes longer than the default.
const PDF_TESTS = { timeout: 180_000 };

describe('travel authorization signed by one person: the PDF says why', PDF_TESTS, () => {
  const aloneAbroad = { ...autorizacaoInternacionalDesacompanhadaExemplo, aut2_nome: '', aut2_cpf: '' };

  it('the other parent travels with the child (Res. CNJ 131/2011 art. 1º II)', async () => {
    const pages = await autorizacaoPages(autorizacaoInternacionalExemplo);
    const text = pages.join(' ');
    expect(text).toContain('Assino sozinho(a) porque o(a) outro(a) genitor(a) viaja com o(a) menor');
    expect(text).toContain('art. 1º, II, da Resolução CNJ nº 131/2011');
    expect(text).toContain('documento que prove a filiação');
    expectFooters(pages);
  });

  for (const [motivo, reason, proof] of [
    ['falecimento', 'o(a) outro(a) genitor(a) é falecido(a)', 'certidão de óbito'],
    ['decisao_judicial', 'foi suspenso ou extinto por decisão judicial', 'decisão judicial que suspendeu'],
    ['sem_filiacao', 'não consta do registro de nascimento', 'certidão de nascimento do(a) menor, em que'],
  ] as const) {
    it(`the sole holder of parental authority: ${motivo}`, async () => {
      const pages = await autorizacaoPages({
        ...aloneAbroad,
        poder_familiar_unico: true,
        poder_familiar_motivo: motivo,
      });
      const text = pages.join(' ');
      expect(text).toContain('Assino sozinho(a) por ser o(a) único(a) titular do poder familiar');
      expect(text).toContain(reason);
      expect(text).toContain(proof);
      expect(text).not.toContain('Paulo Henrique Pereira');
      expectFooters(pages);
    });
  }

  for (const relacao of ['guardiao', 'tutor'] as const) {
    it(`a ${relacao} named by a court, with the case number (Res. CNJ 131/2011 art. 7º)`, async () => {
      const pages = await autorizacaoPages({
        ...aloneAbroad,
        aut1_relacao: relacao,
        aut1_decisao: '1001234-56.2025.8.26.0100',
      });
      const text = pages.join(' ');
      expect(text).toContain(relacao === 'guardiao' ? 'guardião(ã) por prazo indeterminado' : 'tutor(a)');
      expect(text).toContain('1001234-56.2025.8.26.0100');
      expect(text).toContain('art. 7º da Resolução CNJ nº 131/2011');
      expect(text).toContain('termo de compromisso de guarda ou tutela');
      expectFooters(pages);
    });
  }
});

describe('vehicle power of attorney', PDF_TESTS, () => {
  it('prints the guidance on a sheet of its own, after the instrument, and the attorney “na Rua”', async () => {
    const reference = await paidDeclaracao('procuracao_veiculo', procuracaoVeiculoExemplo);
    const pages = await linkedPdf(`/procuracao-veiculo-pdf?reference=${reference}`, { token: person });
    const guidance = pages.findIndex((page) => page.includes('ORIENTAÇÕES'));
    expect(pages.length).toBeGreaterThanOrEqual(2);
    expect(guidance).toBeGreaterThan(0);
    expect(pages[guidance]).toContain('esta folha não faz parte da procuração');
    for (const page of pages.slice(0, guidance)) {
      expect(page).toContain('PROCURAÇÃO');
      expect(page).not.toContain('ORIENTAÇÕES');
    }
    expect(pages[0]).toContain('residente e domiciliado(a) na Rua Augusta');
    expectFooters(pages);
  });
});

describe('vehicle sale contract', PDF_TESTS, () => {
  it('is not sold with a blank RENAVAM', async () => {
    const { pay } = await contratoVeiculo({ ...contratoVeiculoExemplo, veiculo_renavam: '' });
    expect(pay.status).toBe(400);
    expect(pay.body.error.message).toContain(CONTRATO_VEICULO_MESSAGES.renavam);
  });

  it('prints the reservation of title for a price in instalments (CC arts. 521–528)', async () => {
    const pages = await contratoVeiculoPages({
      ...contratoVeiculoExemplo,
      forma_pagamento: 'Entrada de R$ 5.500,00 e 10 parcelas mensais de R$ 4.000,00',
      pagamento_parcelado: 'sim',
      reserva_dominio: 'sim',
      vendedor_endereco_rua: 'Largo do Arouche',
    });
    const text = pages.join(' ');
    expect(text).toContain('RESERVA DE DOMÍNIO:');
    expect(text).toContain('arts. 521 a 528 do Código Civil');
    expect(text).toContain('(art. 522 do Código Civil)');
    expect(text).not.toContain('somente após a quitação integral do preço');
    expect(text).toContain('no Largo do Arouche');
    expectFooters(pages);
  });

  it('withholds the ATPV-e until the last instalment when no reservation is chosen', async () => {
    const pages = await contratoVeiculoPages({
      ...contratoVeiculoExemplo,
      pagamento_parcelado: 'sim',
      reserva_dominio: 'nao',
    });
    const text = pages.join(' ');
    expect(text).toContain(
      'entregará a autorização para transferência de propriedade (ATPV-e ou CRV) preenchida e assinada somente após a quitação integral do preço',
    );
    expect(text).not.toContain('RESERVA DE DOMÍNIO');
    expectFooters(pages);
  });
});

describe('fields a choice hides, sent by hand, are not stored', () => {
  it('the vehicle contract: a person party’s CNPJ and representative, a reservation without instalments', async () => {
    // Prepare: the seller a person, yet a company's data sent with it; paid in full, yet "reserva de domínio"
    const form = {
      ...contratoVeiculoExemplo,
      vendedor_tipo: 'pf',
      vendedor_cnpj: '11.222.333/0001-81',
      vendedor_rep_nome: 'Representante Escondido',
      comprador_tipo: 'pj',
      comprador_cnpj: '11.222.333/0001-81',
      comprador_rep_nome: 'Rita Souza',
      comprador_rep_cpf: '390.533.447-05',
      pagamento_parcelado: 'nao',
      reserva_dominio: 'sim',
    };

    // Act
    const { reference } = await contratoVeiculo(form);
    const stored = (await storedDocument(runtime, reference))?.form;

    // Assess: the buyer, a company, keeps no CPF or RG of a person
    expect(stored).toMatchObject({
      vendedor_cnpj: '',
      vendedor_rep_nome: '',
      vendedor_cpf: contratoVeiculoExemplo.vendedor_cpf,
      comprador_cpf: '',
      comprador_rg: '',
      comprador_rep_nome: 'Rita Souza',
      reserva_dominio: 'nao',
    });
  });

  it('the payment receipt: the other party type, another method’s detail, a paying company’s signer', async () => {
    // Prepare
    const form = {
      ...reciboPagamentoExemplo,
      pagador_tipo: 'pf',
      pagador_cnpj: '11.222.333/0001-81',
      pagador_rep_nome: 'Ninguém Assina',
      forma_pagamento: 'dinheiro',
      forma_outro: 'permuta',
      pix_e2e_id: 'E12345678202601011200abcdefghijk',
    };

    // Act
    const saved = await runtime.api('/declaracao-save', {
      token: person,
      body: { product: 'recibo_pagamento', form },
    });
    const stored = (await storedDocument(runtime, saved.body.id as string))?.form;

    // Assess
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(stored).toMatchObject({
      pagador_cnpj: '',
      pagador_rep_nome: '',
      forma_pagamento: 'dinheiro',
      forma_outro: '',
      pix_e2e_id: '',
    });
  });
});

describe('every other kind released', PDF_TESTS, () => {
  it('the declarations and the payment receipt carry the verification sentence, numbered when longer', async () => {
    const residence = await paidDeclaracao('declaracao_residencia', declaracaoResidenciaExemplo);
    const work = await paidDeclaracao('declaracao_trabalho', declaracaoTrabalhoExemplo);
    const receipt = await paidDeclaracao('recibo_pagamento', reciboPagamentoExemplo);
    for (const reference of [residence, work, receipt]) {
      const pages = await linkedPdf(`/declaracao-pdf?reference=${reference}`, { token: person });
      expectFooters(pages);
    }
  });

  it('the promissory notes carry it on every sheet, with their page numbers', async () => {
    const saved = await runtime.api('/promissoria-save', {
      token: person,
      body: { form: promissoriaExemplo },
    });
    const lote = saved.body.lote_id as string;
    const { id } = await issuePix(runtime, person, lote);
    await approve(runtime, id);
    const pages = await linkedPdf(`/promissoria-pdf?lote=${lote}`, { token: person });
    expect(pages.length).toBeGreaterThan(1);
    expectFooters(pages);
  });

  it('a resume of several pages numbers them and keeps the verification line in all six layouts', async () => {
    const experiencias = Array.from({ length: 6 }, (_, i) => ({ ...curriculoExemplo.experiencias[i % 2]! }));
    const { id } = await createCurriculo(runtime, person, { ...curriculoExemplo, experiencias });
    await payCurriculo(runtime, person, id);
    for (const layout of LAYOUT_IDS) {
      const pages = await linkedPdf(`/curriculo-pdf?id=${id}&layout=${layout}`, { token: person });
      expect(pages.length, layout).toBeGreaterThanOrEqual(2);
      expectFooters(pages);
    }
  });
});
