// The public check page in Chromium (issue 23, item 5): a person's paid residence declaration downloaded from its
// page, its code read from the PDF footer, /Verificar/{code} opened in another browser context (someone else,
// signed out) shows the kind and the state; the file dropped there is "íntegro", the same file with one byte
// changed "não confere"; the owner then deletes their account on /MeusDados, and the code opened again in a fresh
// context says "Cancelado: documento excluído pelo titular". axe checks the page (the fixture) and each answer shown.
// The page wears the site's cards, fields and buttons (issue 41 item 8), on a phone too.

import type { Locator } from 'playwright-core';
import { describe, expect } from 'vitest';
import { VERIFICATION_STATE_TEXT } from '../../shared/api/verificacao';
import { VERIFY_PATH } from '../../shared/verification/code';
import { paidDeclaracao } from '../support/declaracoes';
import { readPdfDownload } from './support/declaracao';
import { accessibilityViolations, MOBILE, test } from './support/fixture';
import { horizontalOverflow, setLocalStorageItem } from './support/in-page';

const OWNER = { email: 'verifica.e2e@example.com', name: 'Verifica E2E' };
/** The footer's URL ends with the 10-character Crockford base32 code. */
const CHECK_URL = new RegExp(`${VERIFY_PATH}/([0-9A-HJKMNP-TV-Z]{10})`);

/** What makes a field or a button look like the site's: size, corners, border, colours and weight. */
function looks(locator: Locator) {
  return locator.evaluate((el) => {
    const s = getComputedStyle(el);
    return [
      s.height,
      s.borderRadius,
      s.borderTopColor,
      s.backgroundColor,
      s.color,
      s.fontWeight,
      s.fontFamily,
    ];
  });
}
declare function getComputedStyle(
  el: unknown,
): Record<
  | 'height'
  | 'borderRadius'
  | 'borderTopColor'
  | 'backgroundColor'
  | 'color'
  | 'fontWeight'
  | 'fontFamily'
  | 'boxShadow',
  string
>;

describe('/Verificar looks like the rest of the site', () => {
  test("its field, button and cards are the document pages' own, and fit a phone", async ({ web }) => {
    // Prepare: a field and the primary button of a document page (the rent receipts, open to anyone)
    const page = await web.newPage({ viewport: MOBILE });
    await page.goto('/GerarRecibosAluguel');
    const pix = page.getByRole('button', { name: 'Gerar PIX' });
    await pix.waitFor();
    const field = await looks(page.locator('.field input[type="text"]').first());
    const button = await looks(pix);

    // Act
    await page.goto(VERIFY_PATH);
    const code = page.getByLabel('Código de verificação');
    await code.waitFor();

    // Assess
    expect(await looks(code)).toEqual(field);
    // A button's height follows its row (beside the field here): corners, colours and type are what match.
    expect((await looks(page.getByRole('button', { name: 'Verificar' }))).slice(1)).toEqual(button.slice(1));
    const form = page.locator('form').filter({ has: code });
    expect(await form.evaluate((el) => getComputedStyle(el).boxShadow)).not.toBe('none');
    expect(await horizontalOverflow(page)).toBe(0);
    expect(await accessibilityViolations(page)).toEqual([]);
  });
});

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
