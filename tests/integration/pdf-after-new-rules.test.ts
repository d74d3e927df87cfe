// A rule added to a kind's final check after a buyer paid (a field the law now asks for) must not take away the
// PDF they bought: the PDF noted on a released document is handed out again although its stored form no longer
// passes; a document without one gets the check's message, to complete the form. Over HTTP, local runtime.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { approve, issuePix, paidDeclaracao, saveDeclaracao } from '../support/declaracoes';
import { patchItem } from '../support/dynamo';
import { storedDocument } from '../support/mercado-pago';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let token: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  token = await runtime.login({ email: 'regra-nova@example.com', name: 'Regra Nova' });
});

afterAll(async () => {
  await runtime?.stop();
});

/** The stored form as a release before the rule left it: the field the rule now requires taken out. */
async function storedBeforeTheRule(reference: string): Promise<void> {
  const { titular_vinculo: _dropped, ...form } = (await storedDocument(runtime, reference))!.form;
  await patchItem(runtime.dynamoEndpoint, 'documents', { id: reference }, { form });
}

describe('a paid declaration stored before a required field existed', () => {
  it('still hands out the PDF it was released with', async () => {
    // Prepare: paid, its PDF downloaded, then the form as it was stored before the rule
    const { reference } = await paidDeclaracao(runtime, token);
    const first = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    await storedBeforeTheRule(reference);

    // Act
    const again = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token });

    // Assess
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect(again.body.file_name).toBe(first.body.file_name);
    expect(new Uint8Array(await (await fetch(again.body.url as string)).arrayBuffer())).toEqual(
      new Uint8Array(await (await fetch(first.body.url as string)).arrayBuffer()),
    );
  });

  it('without a PDF yet, asks for the missing field', async () => {
    // Prepare: paid, never downloaded, stored before the rule
    const reference = await saveDeclaracao(runtime, token);
    const { id } = await issuePix(runtime, token, reference);
    await approve(runtime, id);
    await storedBeforeTheRule(reference);

    // Act
    const answer = await runtime.api(`/declaracao-pdf?reference=${reference}`, { token });

    // Assess
    expect(answer.status).toBe(400);
    expect(answer.body.error.code).toBe('invalid_form');
  });
});
