// Names as typed, over HTTP (issue 17 item 1): names of six Latin alphabets round-trip save → PDF → extracted
// text unchanged; emoji, CJK and control characters are refused on save and on PDF with a message naming
// the field and the characters; invisible format characters are removed on save.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { NAMES_OF_SIX_ALPHABETS as NAMES } from '../../shared/text/fixtures';
import { createCurriculo, downloadPdfText, payCurriculo } from '../support/curriculos';
import { approve, declaracaoPdfText, issuePix, saveDeclaracao } from '../support/declaracoes';
import { patchItem } from '../support/dynamo';
import { storedDocument } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let token: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  token = await runtime.login({ email: 'nomes@example.com', name: 'Nomes' });
});

afterAll(async () => {
  await runtime?.stop();
});

async function paidDeclaracaoOf(form: Record<string, unknown>): Promise<string> {
  const reference = await saveDeclaracao(runtime, token, { ...declaracaoResidenciaExemplo, ...form });
  await approve(runtime, (await issuePix(runtime, token, reference)).id);
  return reference;
}

describe('names of six alphabets', () => {
  it('come out of the residence declaration PDF as typed', async () => {
    for (let i = 0; i < NAMES.length; i += 2) {
      // Prepare
      const reference = await paidDeclaracaoOf({ titular_nome: NAMES[i], dep_nome: NAMES[i + 1] });

      // Act
      const text = await declaracaoPdfText(runtime, reference, token);

      // Assess
      expect(text).toContain(`Eu, ${NAMES[i]}, inscrito(a)`);
      expect(text).toContain(`que ${NAMES[i + 1]}, inscrito(a)`);
    }
  });

  it('come out of the resume PDF as typed', async () => {
    // Prepare
    const [nome, ...others] = NAMES;
    const created = await createCurriculo(runtime, token, { ...curriculoExemplo, nome, skills: others });
    await payCurriculo(runtime, token, created.meta.activePaymentRef!);

    // Act
    const pdf = await runtime.api(`/curriculo-pdf?id=${encodeURIComponent(created.id)}&layout=clean`, {
      token,
    });
    const { text } = await downloadPdfText(pdf);

    // Assess
    expect(text.toLocaleUpperCase('pt-BR')).toContain(nome!.toLocaleUpperCase('pt-BR'));
    for (const name of others) expect(text).toContain(name);
  });
});

describe('characters the PDF cannot print', () => {
  it('are refused when a declaration is saved, naming the field and the characters', async () => {
    const cases = [
      {
        titular_nome: 'Ana 😀 Souza',
        message: 'O campo Nome do titular contém caracteres que não podem ser impressos: 😀',
      },
      {
        dep_nome: '王小明',
        message: 'O campo Nome do dependente contém caracteres que não podem ser impressos: 王 小 明',
      },
      {
        titular_rua: 'Rua\u0000A\u001b',
        message: 'O campo Endereço do titular contém caracteres que não podem ser impressos: U+0000 U+001B',
      },
    ];
    for (const { message, ...field } of cases) {
      const saved = await runtime.api('/declaracao-save', {
        token,
        body: { form: { ...declaracaoResidenciaExemplo, ...field } },
      });

      expect(saved.status).toBe(400);
      expect(saved.body.error.message).toBe(message);
    }
  });

  it('are refused when a resume is saved', async () => {
    const saved = await runtime.api('/curriculo-save', {
      token,
      body: { data: { ...curriculoExemplo, nome: 'Ana 👍🏽 李' }, terms_accepted: true },
    });

    expect(saved.status).toBe(400);
    expect(saved.body.error.message).toBe(
      'O campo Nome completo contém caracteres que não podem ser impressos: 👍🏽 李',
    );
  });

  it('are refused when the PDF is asked for a declaration stored with them (saved before the check)', async () => {
    // Prepare
    const reference = await paidDeclaracaoOf({});
    await patchItem(
      runtime.dynamoEndpoint,
      'documents',
      { id: reference },
      {
        form: { ...declaracaoResidenciaExemplo, titular_nome: 'Maria 😀 Oliveira' },
      },
    );

    // Act
    const pdf = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token });

    // Assess
    expect(pdf.status).toBe(400);
    expect(pdf.body.error.message).toBe(
      'O campo Nome do titular contém caracteres que não podem ser impressos: 😀',
    );
  });

  it('are refused when a resume preview is asked for', async () => {
    const preview = await runtime.api('/curriculo-preview', {
      token,
      body: { data: { ...curriculoExemplo, cargo_desejado: 'Vendas 中文' }, layout: 'clean' },
    });

    expect(preview.status).toBe(400);
    expect(preview.body.error.message).toBe(
      'O campo Cargo desejado contém caracteres que não podem ser impressos: 中 文',
    );
  });
});

describe('invisible format characters', () => {
  it('are removed on save, and the name is stored composed', async () => {
    const reference = await saveDeclaracao(runtime, token, {
      ...declaracaoResidenciaExemplo,
      titular_nome: 'Jose\u0301\u200b Concei\u00e7a\u0303o\u202e',
    });

    expect((await storedDocument(runtime, reference))?.form.titular_nome).toBe('José Conceição');
  });
});
