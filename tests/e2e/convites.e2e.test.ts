// Invitations to fill in one's own part of a contract (issue 44), in Chromium: a landlord invites the tenant (by
// copied link) and a married guarantor (by e-mail, read from the local outbox); each opens the link in a browser of
// their own, is told who invited them and for what, sees the others' CPF masked in the preview, is refused with
// the owner's page's messages, fills in with the same fields, confirms and finds the section locked; the landlord
// sees the states (and in Meus Contratos), the confirmed sections read-only, pays and gets the PDF with the
// invitees' data and the record line. A seller invites the buyer by WhatsApp, on a phone; the buyer confirms, the
// seller pays, and a cancelled link shows the invalid-link page.
import type { Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { contratoLocacaoExemplo } from '../../shared/documents/contrato-locacao/fixtures';
import { contratoVeiculoExemplo } from '../../shared/documents/contrato-veiculo/fixtures';
import { footerCode } from '../support/released-pdfs';
import { CEPS, contratoParts, fillParte, residencial } from './support/contrato-locacao';
import {
  AVENIDA_PAULISTA,
  acceptTermsInDialog,
  readPdfDownload,
  stubCepServices,
  toast,
  waitForValue,
} from './support/declaracao';
import { MOBILE, test } from './support/fixture';
import { hasFocus, horizontalOverflow } from './support/in-page';

/**
 * The contract pages are long, and axe checks each on arrival in the same main thread: on a shared 2-core machine
 * a page may not answer for 20 s meanwhile (measured with page.evaluate round trips), more than the suite's 15 s.
 */
async function roomy<T extends Page>(opening: Promise<T>): Promise<T> {
  const page = await opening;
  page.setDefaultTimeout(60_000);
  return page;
}

/** A route's answer, waited for as long as the roomy pages wait (the suite's `apiResponse` gives up at 30 s). */
function apiResponse(page: Page, route: string) {
  return page.waitForResponse((r) => new URL(r.url()).pathname === `/backend/api/${route}`, {
    timeout: 90_000,
  });
}

const INVALID = 'Este convite não é mais válido. Peça um novo link a quem enviou.';
const CONFIRMED_AT = /confirmado em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/;

/** The rental contract with the tenant's and the guarantor's own fields left for them (a guarantee by fiança). */
function rentalWithoutInvitees(): Record<string, string> {
  const form: Record<string, string> = {};
  for (const [key, value] of Object.entries(contratoLocacaoExemplo)) {
    const theirs =
      key.startsWith('locatario_') || (key.startsWith('fiador_') && !key.startsWith('fiador_conjuge_'));
    form[key] = theirs && !key.endsWith('_tipo') && key !== 'fiador_ativo' ? '' : String(value);
  }
  return form;
}

const PARTY_IDS: Record<string, string> = {
  'LOCATÁRIO(A)': 'locatario',
  'FIADOR(A)': 'fiador',
  'CÔNJUGE DO(A) FIADOR(A)': 'fiador_conjuge',
  'COMPRADOR(A)': 'comprador',
};

/** The panel's row of a party, which shows the party's label. */
function invitationRow(page: Page, label: string) {
  return page
    .getByRole('region', { name: 'Convidar para preencher' })
    .locator(`.invite-row[data-party="${PARTY_IDS[label]}"]`)
    .filter({ hasText: label });
}

async function outbox(origin: string): Promise<Array<{ to: string; subject: string; text: string }>> {
  const res = await fetch(`${origin}/__mail/messages.json`);
  return ((await res.json()) as { messages: Array<{ to: string; subject: string; text: string }> }).messages;
}

/** The invitee's page opened from the link, as the invitee is told who invited them and for what. */
async function openInvitation(page: Page, link: string, party: string): Promise<void> {
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'Preencha os seus dados' }).waitFor();
  await page.locator('.invite-from').getByText(party, { exact: true }).waitFor();
}

/** "Confirmo que meus dados estão corretos", and the section locked once the server confirmed. */
async function confirmData(page: Page, firstField: string): Promise<void> {
  const confirmed = apiResponse(page, 'convite-confirm');
  await page.getByRole('button', { name: 'Confirmo que meus dados estão corretos' }).click();
  expect((await confirmed).status()).toBe(200);
  await page
    .getByRole('status')
    .filter({ hasText: /^Dados confirmados em \d{2}\/\d{2}\/\d{4} \d{2}:\d{2}/ })
    .waitFor();
  expect(await page.locator(firstField).isDisabled()).toBe(true);
}

describe('a rental contract whose tenant and married guarantor fill in their own data', () => {
  test('invited by link and by e-mail, filled and confirmed by each, paid with the record in the PDF and at /Verificar', {
    timeout: 360_000,
  }, async ({ web, runtime }) => {
    // Prepare: the landlord's contract with the tenant's and the guarantor's data left blank
    const input = residencial();
    const owner = { email: 'maria.convites@example.com', name: 'Maria Locadora' };
    const token = await runtime.login(owner);
    const created = await runtime.api('/contrato-save', { token, body: { form: rentalWithoutInvitees() } });
    const reference = created.body.reference as string;
    const page = await roomy(web.newPage({ signedInAs: owner }));
    await page.goto(`/ContratoLocacao?reference=${reference}`);
    await waitForValue(page, '#ctr-locador_nome', contratoLocacaoExemplo.locador_nome);

    // Act: the tenant invited by a copied link
    const tenantRow = invitationRow(page, 'LOCATÁRIO(A)');
    const madeLink = apiResponse(page, 'convite-create');
    await tenantRow.getByRole('button', { name: 'Copiar link' }).click();
    expect((await madeLink).request().postDataJSON()).toMatchObject({
      reference,
      party: 'locatario',
      channel: 'link',
    });
    const tenantLink = await tenantRow.getByLabel('Link do convite').inputValue();

    // Assess: a link to /convite with its token in the fragment only; the row says it was sent
    expect(new URL(tenantLink).pathname).toBe('/convite');
    expect(new URL(tenantLink).search).toBe('');
    expect(new URL(tenantLink).hash.length).toBeGreaterThan(40);
    await tenantRow.getByText('convite enviado', { exact: true }).waitFor();

    // Act: the guarantor invited by e-mail, a malformed address first
    const guarantorRow = invitationRow(page, 'FIADOR(A)');
    await guarantorRow.getByRole('button', { name: 'Enviar por e-mail' }).click();
    const address = guarantorRow.getByLabel('E-mail do(a) fiador(a)');
    await address.fill('ana.fiadora@');
    await guarantorRow.getByRole('button', { name: 'Enviar convite' }).click();
    await guarantorRow.getByText('E-mail inválido', { exact: true }).waitFor();
    expect(await hasFocus(address)).toBe(true);
    await address.fill('ana.fiadora@example.com');
    const mailed = apiResponse(page, 'convite-create');
    await guarantorRow.getByRole('button', { name: 'Enviar convite' }).click();
    expect((await mailed).status()).toBe(200);
    await toast(page, 'success', 'Convite enviado para ana.fiadora@example.com.').waitFor();

    // Assess: the e-mail is in the local outbox with the link; paying now is warned about
    const message = (await outbox(runtime.url)).find((m) => m.to === 'ana.fiadora@example.com');
    expect(message).toBeDefined();
    const guarantorLink = /https?:\/\/\S+\/convite#[A-Za-z0-9_-]+/.exec(message!.text)![0];
    expect(message!.subject ?? '').not.toContain(input.fiador.cpf);
    await guarantorRow.getByText('convite enviado', { exact: true }).waitFor();
    await contratoParts(page)
      .warning.filter({ hasText: 'Ainda não confirmou os dados: locatário(a), fiador(a).' })
      .waitFor();

    // Act: the tenant opens the link in a browser of their own and asks to confirm with nothing typed
    const tenant = await roomy(web.newPage());
    await stubCepServices(tenant.context(), CEPS);
    await openInvitation(tenant, tenantLink, 'locatário(a)');
    await tenant.locator('.invite-from').getByText('Maria', { exact: true }).waitFor();
    const preview = tenant.getByRole('figure', { name: 'Prévia do contrato' });
    await tenant.getByRole('button', { name: 'Confirmo que meus dados estão corretos' }).click();

    // Assess: the owner's page's messages at the tenant's fields, the first one focused; the landlord's CPF
    // masked in the preview; no other party's section here
    await expect.poll(() => hasFocus(tenant.locator('#ctr-locatario_nome'))).toBe(true);
    expect(await tenant.locator('#ctr-locatario_nome-error').textContent()).toBe('Obrigatório');
    await preview.getByText(contratoLocacaoExemplo.locador_nome, { exact: false }).first().waitFor();
    expect(await preview.textContent()).not.toContain('529.982.247-25');
    expect(await preview.textContent()).toContain('***.982.247-**');
    expect(await tenant.locator('#ctr-locador_nome').count()).toBe(0);
    expect(await tenant.locator('#ctr-fiador_nome').count()).toBe(0);

    // Act: a wrong CPF, then everything as a person types it, and the confirmation
    await tenant.locator('#ctr-locatario_cpf').pressSequentially('11144477700');
    await tenant.locator('#ctr-locatario_cpf').press('Tab');
    await tenant.locator('#ctr-locatario_cpf-error').getByText('CPF do locatário inválido').waitFor();
    const saved = tenant.waitForResponse((r) => r.url().endsWith('/convite-save') && r.status() === 200, {
      timeout: 90_000,
    });
    await fillParte(tenant, 'locatario', input.locatario);
    expect((await saved).request().headers()['x-convite-token']).toBe(new URL(tenantLink).hash.slice(1));
    await confirmData(tenant, '#ctr-locatario_nome');

    // Assess: the token never went in a URL
    expect((await saved).url()).not.toContain(new URL(tenantLink).hash.slice(1));

    // Act: the guarantor, married, from the e-mail
    const guarantor = await roomy(web.newPage());
    await stubCepServices(guarantor.context(), CEPS);
    await openInvitation(guarantor, guarantorLink, 'fiador(a)');
    await fillParte(guarantor, 'fiador', input.fiador);
    await confirmData(guarantor, '#ctr-fiador_nome');

    // Act: the landlord looks again
    await page.reload();
    await waitForValue(page, '#ctr-locatario_nome', input.locatario.nome);

    // Assess: both confirmed, with date and time; their sections read-only; the spouse now invitable
    await invitationRow(page, 'LOCATÁRIO(A)').getByText(CONFIRMED_AT).waitFor();
    await invitationRow(page, 'FIADOR(A)').getByText(CONFIRMED_AT).waitFor();
    await invitationRow(page, 'CÔNJUGE DO(A) FIADOR(A)').getByText('não convidado(a)').waitFor();
    expect(await page.locator('#ctr-locatario_nome').isDisabled()).toBe(true);
    expect(await page.locator('#ctr-fiador_nome').isDisabled()).toBe(true);
    await waitForValue(page, '#ctr-fiador_nome', input.fiador.nome);
    expect(await contratoParts(page).warning.filter({ hasText: 'Ainda não confirmou' }).count()).toBe(0);

    // Act: "Editar mesmo assim" is asked about first, and taken back
    await page.getByRole('button', { name: 'Editar mesmo assim' }).first().click();
    const question = page.getByRole('alertdialog', { name: 'Editar dados já confirmados?' });
    await question.getByText('será desfeita', { exact: false }).waitFor();
    await question.getByRole('button', { name: 'Voltar' }).click();

    // Assess
    expect(await page.locator('#ctr-locatario_nome').isDisabled()).toBe(true);

    // Act: Meus Contratos
    await page.goto('/MeusContratos');
    const row = page.locator(`tr[data-id="${reference}"]`);

    // Assess
    await row.locator('.row-invite[data-party="locatario"]').getByText(CONFIRMED_AT).waitFor();
    await row.locator('.row-invite[data-party="fiador"]').getByText(CONFIRMED_AT).waitFor();

    // Act: pay and download
    await page.goto(`/ContratoLocacao?reference=${reference}`);
    await waitForValue(page, '#ctr-locatario_nome', input.locatario.nome);
    await acceptTermsInDialog(page);
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    await contratoParts(page).approved.filter({ hasText: 'Pagamento aprovado' }).waitFor();
    const downloading = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).click();
    const pdf = await readPdfDownload(await downloading);
    // …then open its check page, as whoever receives the contract would
    await page.goto(`/Verificar/${footerCode(pdf.text)}`);
    const confirmations = page.locator('.verify-confirmations li');
    await confirmations.first().waitFor();

    // Assess: the invitees' data and who supplied it, in the PDF and at /Verificar
    for (const expected of [input.locatario.nome, input.locatario.cpf, input.fiador.nome, input.fiador.cpf]) {
      expect(pdf.text, expected).toContain(expected);
    }
    expect(await page.locator('.verify-facts dt').allTextContents()).toContain(
      'Dados confirmados pelas partes',
    );
    expect(await confirmations.allTextContents()).toEqual([
      expect.stringMatching(
        /^Dados do\(a\) LOCATÁRIO\(A\) informados e confirmados pelo\(a\) próprio\(a\) em /,
      ),
      expect.stringMatching(/^Dados do\(a\) FIADOR\(A\) informados e confirmados/),
    ]);
    expect(pdf.text).toMatch(
      /Dados do\(a\) LOCATÁRIO\(A\) informados e confirmados pelo\(a\) próprio\(a\) em \d{2}\/\d{2}\/\d{4}, às \d{2}:\d{2}/,
    );
    expect(pdf.text).toMatch(/Dados do\(a\) FIADOR\(A\) informados e confirmados pelo\(a\) próprio\(a\) em/);
  });
});

describe('a vehicle sale whose buyer fills in their own data, on a phone', () => {
  test('invited by WhatsApp, confirmed, paid with the record; the cancelled link is refused', {
    timeout: 300_000,
  }, async ({ web, runtime }) => {
    // Prepare: the seller's contract with the buyer's data left blank
    const seller = { email: 'carlos.vende@example.com', name: 'Carlos Vendedor' };
    const token = await runtime.login(seller);
    const data: Record<string, unknown> = { ...contratoVeiculoExemplo };
    for (const key of Object.keys(data))
      if (key.startsWith('comprador_') && key !== 'comprador_tipo') data[key] = '';
    const created = await runtime.api('/contrato-save', {
      token,
      body: { kind: 'contrato_compra_veiculo', data },
    });
    const reference = created.body.reference as string;
    const page = await roomy(web.newPage({ signedInAs: seller, viewport: MOBILE }));
    // wa.me is outside this machine: the address the opened window asks for is what is checked. It is read from
    // the request, not from the window: Chromium may move a window without opener to a new one when it goes to
    // another site, and the first window then reads as closed.
    let asked: (url: string) => void = () => {};
    const waRequested = new Promise<string>((resolve) => {
      asked = resolve;
    });
    await page.context().route('https://wa.me/**', (route) => {
      asked(route.request().url());
      return route.fulfill({ body: 'WhatsApp' });
    });
    await page.goto(`/ContratoCompraVeiculo?reference=${reference}`);
    await waitForValue(page, '#cv-vendedor_nome', contratoVeiculoExemplo.vendedor_nome);

    // Act
    const row = invitationRow(page, 'COMPRADOR(A)');
    await row.getByRole('button', { name: 'WhatsApp' }).click();
    const whatsappUrl = await waRequested;

    // Assess: a Portuguese message with the link, the row's state, nothing wider than the phone
    const text = new URL(whatsappUrl).searchParams.get('text') ?? '';
    expect(text).toContain('Preencha e confirme os seus dados como comprador(a)');
    const link = /https?:\/\/\S+\/convite#[A-Za-z0-9_-]+/.exec(text)![0];
    for (const other of page.context().pages()) if (other !== page) await other.close();
    await row.getByText('convite enviado', { exact: true }).waitFor();
    expect(await horizontalOverflow(page)).toBe(0);

    // Act: the buyer, on a phone too, fills in with the keyboard and confirms
    const buyer = await roomy(web.newPage({ viewport: MOBILE }));
    await stubCepServices(buyer.context(), [AVENIDA_PAULISTA]);
    await openInvitation(buyer, link, 'comprador(a)');
    const buyerPreview = buyer.getByRole('figure', { name: 'Prévia do contrato' });
    await buyerPreview.getByText(contratoVeiculoExemplo.vendedor_nome, { exact: false }).first().waitFor();
    expect(await buyerPreview.textContent()).not.toContain('529.982.247-25');
    await buyer.locator('#cv-comprador_nome').fill('Fernanda Lima Rocha');
    await buyer.keyboard.press('Tab');
    await buyer.locator('#cv-comprador_cpf').pressSequentially('11144477735');
    await buyer.locator('#cv-comprador_endereco_rua').fill('Rua da Bahia');
    await buyer.locator('#cv-comprador_endereco_numero').fill('900');
    expect(await horizontalOverflow(buyer)).toBe(0);
    await confirmData(buyer, '#cv-comprador_nome');

    // Act: the seller looks again and pays
    await page.reload();
    await waitForValue(page, '#cv-comprador_nome', 'Fernanda Lima Rocha');
    await invitationRow(page, 'COMPRADOR(A)').getByText(CONFIRMED_AT).waitFor();
    expect(await page.locator('#cv-comprador_nome').isDisabled()).toBe(true);
    await page.getByLabel('E-mail para o comprovante').fill('carlos.vende@example.com');
    await acceptTermsInDialog(page);
    await page.getByRole('button', { name: 'Gerar PIX' }).click();
    await page.getByRole('button', { name: 'Simular pagamento aprovado' }).click();
    const downloading = page.waitForEvent('download', { timeout: 90_000 });
    await page.getByRole('button', { name: 'Gerar PDF', disabled: false }).click();
    const pdf = await readPdfDownload(await downloading);

    // Assess
    expect(pdf.text).toContain('Fernanda Lima Rocha');
    expect(pdf.text).toContain('111.444.777-35');
    expect(pdf.text).toMatch(
      /Dados do\(a\) COMPRADOR\(A\) informados e confirmados pelo\(a\) próprio\(a\) em/,
    );

    // Act: the seller cancels the invitation; the buyer opens the link again
    await invitationRow(page, 'COMPRADOR(A)').getByRole('button', { name: 'Cancelar convite' }).click();
    const cancel = page.getByRole('alertdialog', { name: 'Cancelar o convite?' });
    const revoked = apiResponse(page, 'convite-revoke');
    await cancel.getByRole('button', { name: 'Cancelar convite' }).click();
    expect((await revoked).status()).toBe(200);
    await invitationRow(page, 'COMPRADOR(A)').getByText('cancelado', { exact: true }).waitFor();
    await buyer.reload();

    // Assess: the invalid-link page, in Portuguese
    await buyer.getByRole('heading', { level: 1, name: 'Convite inválido' }).waitFor();
    await buyer.getByRole('alert').getByText(INVALID, { exact: true }).waitFor();
  });

  test('a link with no token or a guessed one shows the invalid-link page', async ({ web }) => {
    // Prepare
    const page = await roomy(web.newPage());

    // Act
    await page.goto('/convite#AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');

    // Assess
    await page.getByRole('heading', { level: 1, name: 'Convite inválido' }).waitFor();
    await page.getByRole('alert').getByText(INVALID, { exact: true }).waitFor();

    // Act
    await page.goto('/convite');

    // Assess
    await page.getByRole('heading', { level: 1, name: 'Convite inválido' }).waitFor();
  });
});
