// The residence declaration of an admin in Chromium: no payment panel and the PDF at once for their own, and
// someone else's opened, corrected and generated in admin edit mode.
import { describe, expect } from 'vitest';
import type { DeclaracaoGetResponse } from '../../shared/api/declaracoes';
import { declaracaoResidenciaExemplo } from '../../shared/documents/declaracao-residencia/fixtures';
import { saveDeclaracao } from '../support/declaracoes';
import {
  AVENIDA_PAULISTA,
  apiResponse,
  fillDeclaracao,
  RIO_BRANCO,
  readPdfDownload,
  stubCepServices,
  waitForValue,
} from './support/declaracao';
import {
  declaracao,
  downloadPdf,
  expectRow,
  openList,
  pageParts,
  referenceInUrl,
} from './support/declaracao-page';
import { test } from './support/fixture';

describe('residence declaration of an admin', () => {
  test('shows no payment panel ("Admin: pagamento não exigido.") and releases the PDF at once', async ({
    web,
    runtime,
  }) => {
    // Prepare
    const input = declaracao('Ana Administradora Souza', 'Beatriz Souza Rocha', ['111222333', '444555666']);
    input.dep = { ...input.dep, cep: RIO_BRANCO, numero: '156' };
    const admin = { email: 'ana.admin@example.com', name: 'Ana Admin', admin: true };
    const page = await web.newPage({ signedInAs: admin });
    const cepsAsked = await stubCepServices(page.context(), [AVENIDA_PAULISTA, RIO_BRANCO]);
    const payCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === '/backend/api/mp-pay') payCalls.push(r.url());
    });
    await page.goto('/CriarDeclaracaoResidencia');

    // Act
    await fillDeclaracao(page, input);

    // Assess: no panel, and the PDF needs no payment
    expect(cepsAsked).toEqual(['01310100', '20040002']);
    const parts = pageParts(page);
    await parts.panel.getByText('Admin: pagamento não exigido.').waitFor();
    expect(await page.getByRole('button', { name: 'Gerar PIX' }).count()).toBe(0);
    expect(await page.getByRole('tab').count()).toBe(0);
    expect(
      await page.getByRole('checkbox', { name: 'Li e aceito o Termo de Responsabilidade' }).count(),
    ).toBe(0);
    expect(await parts.gerarPdf.isDisabled()).toBe(false);
    await page.getByText('O PDF é gerado a partir dos dados salvos e baixado em seguida.').waitFor();

    // Act
    await downloadPdf(page, input);

    // Assess
    const reference = await referenceInUrl(page);
    // The dependent's optional address (filled by its own lookup) is stored; the text names only the holder's.
    // Read from the server: the page's saves are the whole form first, then only the changed fields.
    const stored = await runtime.api<DeclaracaoGetResponse>(
      `/declaracao-get?id=${encodeURIComponent(reference)}`,
      { token: await runtime.login(admin) },
    );
    expect(stored.status).toBe(200);
    expect(stored.body.data.form).toMatchObject({
      dep_cep: '20040-002',
      dep_rua: 'Avenida Rio Branco',
      dep_numero: '156',
      dep_bairro: 'Centro',
      dep_cidade: 'Rio de Janeiro',
      dep_estado: 'RJ',
    });
    expect(payCalls).toEqual([]);
    await openList(page);
    await expectRow(page, reference, input, 'PDF gerado • sem pagamento');
  });
});

describe('an admin in admin edit mode', () => {
  test("opens someone's declaration, corrects it and gets its PDF; the save and the PDF say admin mode", async ({
    web,
    runtime,
  }) => {
    // Prepare: Otávio's declaration, unpaid
    const token = await runtime.login({ email: 'otavio.dono@example.com', name: 'Otávio' });
    const reference = await saveDeclaracao(runtime, token);
    const page = await web.newPage({
      signedInAs: { email: 'bia.suporte@example.com', name: 'Bia Suporte', admin: true },
    });
    await page.goto(`/DeclaracaoResidencia?id=${reference}&edit=true&adminMode=true`);
    await waitForValue(page, '#decl-titular_nome', declaracaoResidenciaExemplo.titular_nome);

    // Act: a correction (autosaved), then "Gerar PDF"
    const saved = apiResponse(page, 'declaracao-save');
    await page.locator('#decl-titular_nome').fill('Otávio Corrigido pelo Suporte');
    const saveResponse = await saved;
    const downloading = page.waitForEvent('download', { timeout: 30_000 });
    const released = apiResponse(page, 'declaracao-pdf');
    await pageParts(page).gerarPdf.click();

    // Assess: both calls carried admin mode and were answered; the PDF has the correction
    expect(saveResponse.status()).toBe(200);
    expect(saveResponse.request().postDataJSON()).toMatchObject({ id: reference, adminMode: true });
    const pdfResponse = await released;
    expect(pdfResponse.status()).toBe(200);
    expect(new URL(pdfResponse.url()).searchParams.get('adminMode')).toBe('true');
    expect((await readPdfDownload(await downloading)).text).toContain('Otávio Corrigido pelo Suporte');
  });
});
