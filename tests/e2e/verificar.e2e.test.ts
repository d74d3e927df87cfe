// The public check page in Chromium (issue 23, item 5): a person's paid residence declaration downloaded from its
// page, its code read from the PDF footer, /Verificar/{code} opened in another browser context (someone else,
// signed out) shows the kind and the state; the file dropped there is "íntegro", the same file with one byte
// changed "não confere"; the owner then deletes their account on /MeusDados, and the code opened again in a fresh
// context says "Cancelado: documento excluído pelo titular". axe checks the page (the fixture) and each answer shown.
import { describe, expect } from 'vitest';
import { VERIFICATION_STATE_TEXT } from '../../shared/api/verificacao';
import { VERIFY_PATH } from '../../shared/verification/code';
import { paidDeclaracao } from '../support/declaracoes';
import { readPdfDownload } from './support/declaracao';
import { accessibilityViolations, test } from './support/fixture';
import { setLocalStorageItem } from './support/in-page';

const OWNER = { email: 'verifica.e2e@example.com', name: 'Verifica E2E' };
/** The footer's URL ends with the 10-character Crockford base32 code. */
const CHECK_URL = new RegExp(`${VERIFY_PATH}/([0-9A-HJKMNP-TV-Z]{10})`);

describe('/Verificar/{code}', () => {
  test('a downloaded paid declaration is authentic, one byte changed does not match, deleted with the account', {
    timeout: 150_000,
  }, async ({ web, runtime }) => {
    // Prepare: the declaration paid (stand-in approval), its PDF downloaded from its page as the owner
    const token = await runtime.login(OWNER);
    const { reference, paymentId } = await paidDeclaracao(runtime, token);
    const owner = await web.newPage({ signedInAs: OWNER });
    await owner.goto('/');
    await setLocalStorageItem(owner, `mp_payment_id:${reference}`, paymentId);
    await owner.goto(`/DeclaracaoResidencia?id=${reference}`);
    const downloading = owner.waitForEvent('download', { timeout: 30_000 });
    await owner.getByRole('button', { name: 'Gerar PDF', disabled: false }).click();
    const pdf = await readPdfDownload(await downloading);
    const code = CHECK_URL.exec(pdf.text)?.[1];
    expect(code, pdf.text).toBeDefined();

    // Act: someone else, signed out, opens the QR's URL
    const visitor = await web.newPage();
    await visitor.goto(`${VERIFY_PATH}/${code}`);

    // Assess: the kind and the state, the code shown
    const facts = visitor.locator('dl.verify-facts');
    await facts.waitFor();
    expect(await facts.textContent()).toContain(code);
    expect(await facts.textContent()).toContain('Declaração de residência');
    expect(await visitor.locator('dd[data-state]').getAttribute('data-state')).toBe('valid');
    // What the check proves, and what it does not (issue 39).
    expect(await visitor.locator('#verify-scope').textContent()).toMatch(
      /prova a origem e a integridade do arquivo.*não atesta que o conteúdo é verdadeiro.*nem as assinaturas/s,
    );

    // Act: the file dropped
    const fileInput = visitor.locator('input[type="file"]');
    await fileInput.setInputFiles({
      name: pdf.fileName,
      mimeType: 'application/pdf',
      buffer: Buffer.from(pdf.bytes),
    });

    // Assess: the same file
    const answer = visitor.getByRole('status').filter({ hasText: /íntegro|não confere/i });
    await answer.filter({ hasText: /íntegro/i }).waitFor();
    expect(await answer.textContent()).not.toMatch(/não confere/i);
    expect(await accessibilityViolations(visitor)).toEqual([]);

    // Act: the same file with one byte changed (one bit of a byte near its end)
    const altered = Buffer.from(pdf.bytes);
    const at = altered.length - 2;
    altered.writeUInt8(altered.readUInt8(at) ^ 0x01, at);
    await fileInput.setInputFiles({ name: 'alterado.pdf', mimeType: 'application/pdf', buffer: altered });

    // Assess: does not match
    await answer.filter({ hasText: /não confere/i }).waitFor();
    expect(await answer.textContent()).not.toMatch(/íntegro/i);
    expect(await accessibilityViolations(visitor)).toEqual([]);

    // Act: the owner deletes the account; someone opens the QR's URL afresh
    await owner.goto('/MeusDados');
    await owner.getByRole('button', { name: 'Excluir minha conta' }).click();
    const dialog = owner.getByRole('alertdialog', { name: 'Excluir minha conta' });
    await dialog.getByLabel('Digite EXCLUIR para confirmar').fill('EXCLUIR');
    await dialog.getByRole('button', { name: 'Excluir minha conta' }).click();
    await owner.getByRole('heading', { name: 'Sua conta foi excluída' }).waitFor();
    const later = await web.newPage();
    await later.goto(`${VERIFY_PATH}/${code}`);

    // Assess: the code is still found, and says the holder deleted the document
    const state = later.locator('dd[data-state]');
    await state.waitFor();
    expect(await state.getAttribute('data-state')).toBe('deleted');
    expect(await state.textContent()).toBe(VERIFICATION_STATE_TEXT.deleted);
    expect(VERIFICATION_STATE_TEXT.deleted).toBe('Cancelado: documento excluído pelo titular');
    expect(await later.locator('dl.verify-facts').textContent()).toContain(code);
  });
});
