// Issue 41 item 3 over HTTP, on dynalite, the local S3 server and the Mercado Pago stand-in: after a paid document
// is edited (the person confirmed it), its list item still offers the last paid PDF and the PDF route hands out
// that version, and only it, on `versao=paga`, to its owner alone, until the changed form is paid: contracts,
// travel authorizations, promissory batches and resumes (theirs within the 30 days of the payment).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autorizacaoNacionalExemplo } from '../../shared/documents/autorizacao-viagem/fixtures';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { curriculoExemplo, fotoExemplo } from '../../shared/documents/curriculo/fixtures';
import { RELEASE_WINDOW_MS } from '../../shared/documents/curriculo/rules';
import { promissoriaExemplo } from '../../shared/documents/promissoria/fixtures';
import { extractPdfText } from '../../shared/pdf/extract-text';
import { raiseRent } from '../support/contratos';
import {
  ageCurriculo,
  createCurriculo,
  downloadPdfText,
  payCurriculo,
  saveCurriculo,
  storedCurriculo,
  uploadFoto,
} from '../support/curriculos';
import { approve, issuePix } from '../support/declaracoes';
import { startTestRuntime, type TestRuntime } from '../support/runtime';

type ListItem = { id: string; paid_version_available?: boolean };

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

/** The item `id` of the list `path` answers the person. */
async function listItemOf(path: string, id: string): Promise<ListItem | undefined> {
  return ((await runtime.api(path, { token: person })).body.list as ListItem[]).find((i) => i.id === id);
}

const SUPERVISOR_CHANGE = { cargo_desejado: 'Supervisor de Vendas' };
const SUPERVISOR = { ...curriculoExemplo, ...SUPERVISOR_CHANGE };

/** A paid resume (its PDF downloaded first when `download`), then its desired position changed with consent. */
async function editedPaidCurriculo(download: boolean) {
  const { id, meta } = await createCurriculo(runtime, person);
  await payCurriculo(runtime, person, meta.activePaymentRef!);
  const paidPdf = download ? await runtime.api(`/curriculo-pdf?id=${id}`, { token: person }) : null;
  const paid = paidPdf ? await downloadPdfText(paidPdf) : null;
  const edit = await saveCurriculo(runtime, person, id, SUPERVISOR, { confirm_repayment: true });
  expect(edit.status, JSON.stringify(edit.body)).toBe(200);
  return { id, paidPdf, paid, newRef: edit.body.meta.activePaymentRef as string };
}

/** The PDF an `autorizacao-viagem-get` answers in its body, as text (its status asserted). */
async function autorizacaoText(query: string, token: string): Promise<string> {
  const res = await fetch(`${runtime.url}/backend/api/autorizacao-viagem-get?${query}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toContain('application/pdf');
  return (await extractPdfText(new Uint8Array(await res.arrayBuffer()))).text.replace(/\s+/g, ' ');
}

describe('the other lists offer it too (issue 41 item 3)', { timeout: 90_000 }, () => {
  it('Minhas Autorizações: the authorization as paid, answered in the body, until the change is paid', async () => {
    // Prepare: a paid authorization to Recife, downloaded, then the destination changed with consent
    const saved = await runtime.api('/autorizacao-viagem-save', {
      token: person,
      body: { form: autorizacaoNacionalExemplo },
    });
    const reference = saved.body.id as string;
    await approve(runtime, (await issuePix(runtime, person, reference)).id);
    const paidText = await autorizacaoText(`reference=${reference}`, person);
    const edit = await runtime.api('/autorizacao-viagem-save', {
      token: person,
      body: {
        id: reference,
        form: { ...autorizacaoNacionalExemplo, destino: 'Salvador/BA' },
        confirm_repayment: true,
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    const mine = () => listItemOf('/autorizacao-viagem-mine', reference);

    // Act
    const listed = await mine();
    const kept = await autorizacaoText(`reference=${reference}&versao=paga`, person);
    const current = await runtime.api(`/autorizacao-viagem-get?reference=${reference}`, { token: person });
    const stranger = await runtime.api(`/autorizacao-viagem-get?reference=${reference}&versao=paga`, {
      token: other,
    });

    // Assess
    expect(listed?.paid_version_available).toBe(true);
    expect(kept).toContain('Recife/PE');
    expect(kept).not.toContain('Salvador/BA');
    expect(kept.replace(/Referência.*$/, '')).toBe(paidText.replace(/Referência.*$/, ''));
    expect(current.status).toBe(402);
    expect(stranger.status).toBe(404);

    // Act: the change is paid
    await approve(runtime, (await issuePix(runtime, person, reference)).id);
    const after = await mine();
    const gone = await runtime.api(`/autorizacao-viagem-get?reference=${reference}&versao=paga`, {
      token: person,
    });

    // Assess
    expect(after?.paid_version_available).toBeUndefined();
    expect(gone.status).toBe(404);
  });

  it('Minhas Promissórias: every note of the edited batch says so; the batch as paid, three to a sheet', async () => {
    // Prepare: a paid batch, never downloaded, then its payee changed with consent
    const saved = await runtime.api('/promissoria-save', {
      token: person,
      body: { form: promissoriaExemplo },
    });
    const lote = saved.body.lote_id as string;
    await approve(runtime, (await issuePix(runtime, person, lote)).id);
    const untouched = await runtime.api('/promissoria-save', {
      token: person,
      body: { form: promissoriaExemplo },
    });
    const other_lote = untouched.body.lote_id as string;
    const edit = await runtime.api('/promissoria-save', {
      token: person,
      body: {
        lote_id: lote,
        form: { ...promissoriaExemplo, beneficiario_nome: 'Outra Loja Ltda.' },
        confirm_repayment: true,
      },
    });
    expect(edit.status, JSON.stringify(edit.body)).toBe(200);

    // Act
    const list = await runtime.api('/promissoria-list?mine=1', { token: person });
    const kept = await textOf(`/promissoria-pdf?lote=${lote}&versao=paga`, person);
    const current = await runtime.api(`/promissoria-pdf?lote=${lote}`, { token: person });
    const none = await runtime.api(`/promissoria-pdf?lote=${other_lote}&versao=paga`, { token: person });

    // Assess
    const notes = list.body.list as (ListItem & { lote_id: string })[];
    const edited = notes.filter((n) => n.lote_id === lote);
    expect(edited).toHaveLength(10);
    expect(edited.every((n) => n.paid_version_available === true)).toBe(true);
    expect(notes.filter((n) => n.lote_id === other_lote).map((n) => n.paid_version_available)).toEqual(
      Array(10).fill(undefined),
    );
    expect(kept.match(/NOTA PROMISSÓRIA/g)).toHaveLength(20);
    expect(kept).toContain('Loja Bom Preço Comércio de Móveis Ltda.');
    expect(kept).not.toContain('Outra Loja Ltda.');
    expect(current.status).toBe(402);
    expect(none.status).toBe(404);
  });

  it('Meus Currículos: the PDF downloaded before the edit, the same file, within its 30 days', async () => {
    // Prepare
    const { id, paidPdf, paid } = await editedPaidCurriculo(true);
    const mine = () => listItemOf('/curriculo-mine', id);

    // Act
    const listed = await mine();
    const keptPdf = await runtime.api(`/curriculo-pdf?id=${id}&versao=paga`, { token: person });
    const kept = await downloadPdfText(keptPdf);
    const current = await runtime.api(`/curriculo-pdf?id=${id}`, { token: person });
    const stranger = await runtime.api(`/curriculo-pdf?id=${id}&versao=paga`, { token: other });

    // Assess: the very file handed out before the edit
    expect(listed?.paid_version_available).toBe(true);
    expect(new URL(keptPdf.body.url as string).pathname).toBe(new URL(paidPdf!.body.url as string).pathname);
    expect(kept.bytes).toEqual(paid!.bytes);
    expect(kept.text).toContain('Assistente Administrativo');
    expect(kept.text).not.toContain('Supervisor de Vendas');
    expect(current.status).toBe(402);
    expect(stranger.status).toBe(404);

    // Act: the 30 days of the payment that bought it are over
    await ageCurriculo(runtime, id, RELEASE_WINDOW_MS, ['paid_at']);
    const lapsed = await mine();
    const gone = await runtime.api(`/curriculo-pdf?id=${id}&versao=paga`, { token: person });

    // Assess
    expect(lapsed?.paid_version_available).toBeUndefined();
    expect(gone.status).toBe(404);
  });

  it('Meus Currículos: drawn from the resume as paid when it was never downloaded, until the change is paid', async () => {
    // Prepare
    const { id, newRef } = await editedPaidCurriculo(false);

    // Act
    const kept = await downloadPdfText(
      await runtime.api(`/curriculo-pdf?id=${id}&versao=paga`, { token: person }),
    );
    const again = await runtime.api(`/curriculo-pdf?id=${id}&versao=paga`, { token: person });
    await payCurriculo(runtime, person, newRef);
    const after = await listItemOf('/curriculo-mine', id);
    const gone = await runtime.api(`/curriculo-pdf?id=${id}&versao=paga`, { token: person });
    const now = await downloadPdfText(await runtime.api(`/curriculo-pdf?id=${id}`, { token: person }));

    // Assess: the paid text, stored once; then the changed resume is the paid one
    expect(kept.text).toContain('Assistente Administrativo');
    expect(kept.text).not.toContain('Supervisor de Vendas');
    expect(kept.text).not.toContain('PRÉVIA');
    expect(again.status).toBe(200);
    expect(new URL(again.body.url as string).pathname).toContain(`/${id}/`);
    expect(after?.paid_version_available).toBeUndefined();
    expect(gone.status).toBe(404);
    expect(now.text).toContain('Supervisor de Vendas');
  });

  it('Meus Currículos: drawn with its photo, or none once an edit replaced the photo before any download', async () => {
    // Prepare: two paid resumes with a photo, never downloaded; one edit keeps the photo, the other replaces it
    const withFoto = async () =>
      createCurriculo(runtime, person, { ...curriculoExemplo, foto_key: await uploadFoto(runtime, person) });
    const same = await withFoto();
    const replaced = await withFoto();
    for (const { meta } of [same, replaced]) await payCurriculo(runtime, person, meta.activePaymentRef!);
    const formOf = async (id: string) =>
      (await storedCurriculo(runtime, id))!.form as Record<string, unknown>;
    const newFoto = await uploadFoto(runtime, person, new Uint8Array([...fotoExemplo().bytes, 0]));
    for (const [id, changes] of [
      [same.id, {}],
      [replaced.id, { foto_key: newFoto }],
    ] as const) {
      const edit = await saveCurriculo(
        runtime,
        person,
        id,
        { ...(await formOf(id)), ...SUPERVISOR_CHANGE, ...changes },
        { confirm_repayment: true },
      );
      expect(edit.status, JSON.stringify(edit.body)).toBe(200);
    }

    // Act
    const sameListed = await listItemOf('/curriculo-mine', same.id);
    const keptPdf = await downloadPdfText(
      await runtime.api(`/curriculo-pdf?id=${same.id}&versao=paga`, { token: person }),
    );
    const replacedListed = await listItemOf('/curriculo-mine', replaced.id);
    const none = await runtime.api(`/curriculo-pdf?id=${replaced.id}&versao=paga`, { token: person });

    // Assess: the paid resume with its photo; no paid resume printed without the photo it had
    expect(sameListed?.paid_version_available).toBe(true);
    expect(Buffer.from(keptPdf.bytes).includes('/Subtype /Image')).toBe(true);
    expect(keptPdf.text).not.toContain('Supervisor de Vendas');
    expect(replacedListed?.paid_version_available).toBeUndefined();
    expect(none.status).toBe(404);
    expect(none.body.error).toMatchObject({
      message: 'Este documento não tem uma versão paga anterior para baixar.',
    });
  });
});
