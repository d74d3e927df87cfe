// Issue 41 item 3 over HTTP, on dynalite, the local S3 server and the Mercado Pago stand-in: after a paid document
// is edited (the person confirmed it), its list item still offers the last paid PDF and the PDF route hands out
// that version, and only it, on `versao=paga`, to its owner alone, until the changed form is paid.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { raiseRent } from '../support/contratos';
import { approve, issuePix } from '../support/declaracoes';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

let runtime: TestRuntime;
let person: string;
let other: string;

beforeAll(async () => {
  runtime = await startTestRuntime({ mercadoPago: true });
  person = await runtime.login({ email: 'versao@example.com', name: 'Versão' });
  other = await runtime.login({ email: 'outra-versao@example.com', name: 'Outra' });
});

afterAll(async () => {
  await runtime?.stop();
});

async function paidContrato(): Promise<string> {
  const saved = await runtime.api('/contrato-save', {
    token: person,
    body: { data: contratoLocacaoExemplo },
  });
  expect(saved.status, JSON.stringify(saved.body)).toBe(200);
  const reference = saved.body.reference as string;
  const { id } = await issuePix(runtime, person, reference);
  await approve(runtime, id);
  return reference;
}

async function textOf(path: string, token: string): Promise<string> {
  const pdf = await runtime.api(path, { token });
  expect(pdf.status, JSON.stringify(pdf.body)).toBe(200);
  const bytes = new Uint8Array(await (await fetch(pdf.body.url as string)).arrayBuffer());
  return (await extractPdfText(bytes)).text.replace(/\s+/g, ' ');
}

async function listItem(reference: string) {
  const list = await runtime.api('/contrato-list?mine=1', { token: person });
  return (list.body.list as { id: string; paid_version_available?: boolean }[]).find(
    (i) => i.id === reference,
  );
}

describe('the paid version of an edited document (issue 41 item 3)', { timeout: 90_000 }, () => {
  it('stays on offer, to its owner only, until the changed form is paid', async () => {
    // Prepare: a paid contract, downloaded, then edited
    const reference = await paidContrato();
    const paidText = await textOf(`/contrato-pdf?reference=${reference}`, person);
    await raiseRent(runtime, person, reference);

    // Act
    const listed = await listItem(reference);
    const current = await runtime.api(`/contrato-pdf?reference=${reference}`, { token: person });
    const kept = await textOf(`/contrato-pdf?reference=${reference}&versao=paga`, person);
    const stranger = await runtime.api(`/contrato-pdf?reference=${reference}&versao=paga`, { token: other });

    // Assess: the edited form needs its payment; the paid one is still handed out, as it was paid
    expect(listed?.paid_version_available).toBe(true);
    expect(current.status).toBe(402);
    expect(kept).toContain('R$ 2.500,00');
    expect(kept).not.toContain('R$ 2.600,00');
    expect(kept.replace(/Referência.*$/, '')).toBe(paidText.replace(/Referência.*$/, ''));
    expect(stranger.status).toBe(404);

    // Act: the changed form is paid
    const { id } = await issuePix(runtime, person, reference);
    await approve(runtime, id);
    const after = await listItem(reference);
    const gone = await runtime.api(`/contrato-pdf?reference=${reference}&versao=paga`, { token: person });
    const now = await textOf(`/contrato-pdf?reference=${reference}`, person);

    // Assess
    expect(after?.paid_version_available).toBeUndefined();
    expect(gone.status).toBe(404);
    expect(now).toContain('R$ 2.600,00');
  });

  it('renders the paid form when its PDF was never downloaded before the edit', async () => {
    // Prepare
    const reference = await paidContrato();
    await raiseRent(runtime, person, reference);

    // Act
    const kept = await textOf(`/contrato-pdf?reference=${reference}&versao=paga`, person);
    const again = await runtime.api(`/contrato-pdf?reference=${reference}&versao=paga`, { token: person });

    // Assess: the paid value, and the same stored file handed out again
    expect(kept).toContain('R$ 2.500,00');
    expect(kept).not.toContain('R$ 2.600,00');
    expect(again.status).toBe(200);
    expect(new URL(again.body.url as string).pathname).toContain(`/${reference}/`);
  });
});
