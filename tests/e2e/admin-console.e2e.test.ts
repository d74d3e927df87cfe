// The admin console in Chromium (issue 22): support finds a customer's declaration by e-mail, asks Mercado Pago
// about its payment (approved, its webhook lost), blocks it with a reason while the owner, in a second browser,
// sees it blocked, then unblocks it and generates its PDF in admin mode; the dashboard after a sale and the audit
// log. Every page is checked with axe.
import { readableReference } from '@shared/format/reference';
import { describe, expect } from 'vitest';
import { issuePix, paidDeclaracao, saveDeclaracao } from '../support/declaracoes';
import { apiResponse, readPdfDownload } from './support/declaracao';
import { openList, pageParts } from './support/declaracao-page';
import { accessibilityViolations, test } from './support/fixture';

describe('the admin console', () => {
  test('finds a declaration by e-mail, confirms its payment at Mercado Pago and blocks it: the owner sees it blocked', async ({
    web,
    runtime,
  }) => {
    // Prepare: Rita's declaration, paid by a PIX whose notification never came
    const ownerIdentity = { email: 'rita.cliente@example.com', name: 'Rita Cliente' };
    const ownerToken = await runtime.login(ownerIdentity);
    const reference = await saveDeclaracao(runtime, ownerToken);
    const { id: paymentId } = await issuePix(runtime, ownerToken, reference);
    expect(await runtime.standIn.simulate(paymentId, 'approved', { copies: 0 }).delivered).toEqual([]);
    const admin = await web.newPage({
      signedInAs: { email: 'sara.suporte@example.com', name: 'Sara Suporte', admin: true },
    });
    await admin.goto('/Admin');

    // Act: search by the e-mail, in other capitals, and open the document
    await admin
      .getByLabel(/Referência \(ou parte dela\), nome de uma parte, e-mail do cliente/)
      .fill('Rita.Cliente@Example.com');
    const searched = apiResponse(admin, 'admin-search');
    await admin.getByRole('button', { name: 'Buscar' }).click();
    expect((await searched).status()).toBe(200);
    await admin.getByRole('link', { name: readableReference(reference) }).click();
    await admin.getByRole('heading', { name: /Declaração de residência/ }).waitFor();

    // Act: "Consultar Mercado Pago"
    await admin
      .getByRole('button', { name: `Consultar Mercado Pago sobre o pagamento ${paymentId}` })
      .click();

    // Assess: approved at Mercado Pago, and the document now paid
    await admin.getByText(`Mercado Pago: pagamento ${paymentId}: pagamento aprovado.`).waitFor();
    const facts = admin.locator('dl.admin-facts');
    await facts.getByText('Pago', { exact: true }).waitFor();
    await expect.poll(() => facts.textContent()).toContain('***.***.***-25');
    expect(await accessibilityViolations(admin)).toEqual([]);

    // Act: blocked with a reason
    await admin.getByRole('button', { name: 'Bloquear' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Bloquear documento' });
    await dialog.getByLabel(/Motivo/).fill('Cliente pediu para suspender');
    expect(await accessibilityViolations(admin)).toEqual([]);
    await dialog.getByRole('button', { name: 'Bloquear' }).click();
    await admin.getByText('Documento bloqueado.').waitFor();

    // Assess: the owner, in another browser, sees it blocked
    const owner = await web.newPage({ signedInAs: ownerIdentity });
    await openList(owner);
    await owner.locator(`tr[data-id="${reference}"]`).getByText('Bloqueada').waitFor();
  });

  test('unblocks a blocked declaration with a reason and generates its PDF in admin mode', async ({
    web,
    runtime,
  }) => {
    // Prepare: Rui's declaration, blocked by support
    const ownerToken = await runtime.login({ email: 'rui.cliente@example.com', name: 'Rui Cliente' });
    const reference = await saveDeclaracao(runtime, ownerToken);
    const identity = { email: 'sara.suporte@example.com', name: 'Sara Suporte', admin: true };
    const blocked = await runtime.api('/admin-block', {
      token: await runtime.login(identity),
      body: { id: reference, blocked: true, reason: 'Conferência de dados' },
    });
    expect(blocked.status).toBe(200);
    const admin = await web.newPage({ signedInAs: identity });
    await admin.goto(`/Admin?doc=${reference}`);

    // Act
    await admin.getByRole('button', { name: 'Desbloquear' }).click();
    const unblock = admin.getByRole('dialog', { name: 'Desbloquear documento' });
    await unblock.getByLabel(/Motivo/).fill('Cliente confirmou os dados');
    await unblock.getByRole('button', { name: 'Desbloquear' }).click();
    await admin.getByText('Documento desbloqueado.').waitFor();
    await admin.getByRole('link', { name: 'Abrir em modo admin' }).click();
    const downloading = admin.waitForEvent('download', { timeout: 30_000 });
    const released = apiResponse(admin, 'declaracao-pdf');
    await pageParts(admin).gerarPdf.click();

    // Assess
    const pdf = await released;
    expect(pdf.status()).toBe(200);
    expect(new URL(pdf.url()).searchParams.get('adminMode')).toBe('true');
    expect((await readPdfDownload(await downloading)).text).toContain('DECLARAÇÃO');
  });

  test('changes a price with a reason and shows the change in the history', async ({ web }) => {
    // Prepare
    const admin = await web.newPage({
      signedInAs: { email: 'sara.suporte@example.com', name: 'Sara Suporte', admin: true },
    });
    await admin.goto('/Admin?view=precos');
    const field = admin.getByLabel('Declaração de trabalho (R$)');
    await expect.poll(() => field.inputValue()).not.toBe('');

    // Act
    await field.fill('14,90');
    await admin.getByLabel('Motivo da mudança (obrigatório)').fill('Reajuste anual');
    const saved = apiResponse(admin, 'admin-prices-save');
    await admin.getByRole('button', { name: 'Salvar preços' }).click();

    // Assess
    expect((await saved).status()).toBe(200);
    await admin.getByText('Preços salvos. O próximo pagamento já usa a nova tabela.').waitFor();
    await admin.getByRole('cell', { name: /Declaração de trabalho: R\$\s9,90 → R\$\s14,90/ }).waitFor();
    expect(await accessibilityViolations(admin)).toEqual([]);
  });

  test('reads the dashboard after a sale, then finds the block in the audit log and on the document', async ({
    web,
    runtime,
  }) => {
    // Prepare: a declaration created and paid today, then blocked by support with a reason
    const ownerToken = await runtime.login({ email: 'vera.venda@example.com', name: 'Vera Venda' });
    const { reference } = await paidDeclaracao(runtime, ownerToken);
    const identity = { email: 'sara.suporte@example.com', name: 'Sara Suporte', admin: true };
    const blocked = await runtime.api('/admin-block', {
      token: await runtime.login(identity),
      body: { id: reference, blocked: true, reason: 'Conferência do painel' },
    });
    expect(blocked.status).toBe(200);
    const admin = await web.newPage({ signedInAs: identity });

    // Act: the dashboard
    const read = apiResponse(admin, 'admin-dashboard');
    await admin.goto('/Admin?view=painel');

    // Assess: the sale counted in the kind's row, the chart drawn, no axe violations
    expect((await read).status()).toBe(200);
    await admin.getByRole('heading', { name: 'Painel dos últimos 30 dias' }).waitFor();
    await admin.getByRole('img', { name: /Documentos criados e pagos por dia/ }).waitFor();
    const row = admin.getByRole('table', { name: 'Por tipo de documento' }).getByRole('row', {
      name: /Declaração de residência/,
    });
    const cells = (await row.getByRole('cell').allTextContents()).map((text) => text.trim());
    expect(Number(cells[0])).toBeGreaterThanOrEqual(1);
    expect(Number(cells[1])).toBeGreaterThanOrEqual(1);
    expect(await accessibilityViolations(admin)).toEqual([]);

    // Act: the audit log
    await admin.getByRole('link', { name: 'Auditoria' }).click();

    // Assess: the block, with who, what changed and the reason; it links to the document
    const line = admin.getByRole('row', { name: /Conferência do painel/ });
    await line.waitFor();
    expect(await line.textContent()).toContain('sara.suporte@example.com');
    expect(await line.textContent()).toContain('blocked: não → sim');
    expect(await accessibilityViolations(admin)).toEqual([]);
    await line.getByRole('link', { name: reference }).click();
    await admin
      .getByRole('table', { name: /Ações de administradores neste documento/ })
      .getByRole('row', { name: /Conferência do painel/ })
      .waitFor();
  });

  test('tells a signed-in person who is not an admin that the area is restricted', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ signedInAs: { email: 'curioso@example.com', name: 'Caio Curioso' } });

    // Act
    await page.goto('/Admin');

    // Assess
    await page.getByRole('heading', { name: 'Acesso restrito' }).waitFor();
    expect(await page.getByRole('search').count()).toBe(0);
  });
});
