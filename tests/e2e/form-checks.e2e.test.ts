// The form checks of issue 15 in Chromium: a resume's wrong phone, birth date and exit date are refused under
// their fields (the first focused), and a resume with nothing beyond the personal data is not offered for
// payment: its card's payment panel says what is missing.
import { describe, expect } from 'vitest';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { CURRICULO_MESSAGES as M } from '../../shared/documents/curriculo/schema';
import { createCurriculo } from '../support/curriculos';
import { resumeCard } from './support/curriculo';
import { toast } from './support/declaracao';
import { test } from './support/fixture';
import { hasFocus } from './support/in-page';

describe('the resume form', () => {
  test('refuses a phone without a real area code, a future birth date and an exit before the admission under each field', async ({
    web,
    runtime,
  }) => {
    // Prepare: Téo's resume, open for editing
    const teo = { email: 'teo.checado@example.com', name: 'Téo Checado' };
    const { id } = await createCurriculo(runtime, await runtime.login(teo), curriculoExemplo);
    const page = await web.newPage({ signedInAs: teo });
    await page.goto(`/CriarCurriculo?id=${id}`);
    await page.locator('#cv-telefone').waitFor();

    // Act
    // No area code starts with 0.
    const phone = page.locator('#cv-telefone');
    await phone.fill('');
    await phone.pressSequentially('0134567890');
    await page.locator('#cv-data-nascimento').fill('2099-01-01');
    await page.locator('#cv-experiencia-0-data-saida').fill('2001-01-01');
    await page.getByRole('button', { name: 'Salvar Alterações' }).click();

    // Assess: the first message as the toast and focused; every refused field says why under it
    await toast(page, 'error', M.telefoneInvalido).waitFor();
    expect(await hasFocus(page.locator('#cv-telefone'))).toBe(true);
    await page.locator('#cv-telefone-error', { hasText: M.telefoneInvalido }).waitFor();
    await page.locator('#cv-data-nascimento-error', { hasText: M.nascimentoFuturo }).waitFor();
    await page.locator('#cv-experiencia-0-data-saida-error', { hasText: M.saidaAntesAdmissao }).waitFor();
    expect(await page.locator('#cv-experiencia-0-data-saida').getAttribute('aria-invalid')).toBe('true');
  });
});

describe('a resume with nothing beyond the personal data', () => {
  test('its card’s payment panel says what is missing instead of offering PIX', async ({ web, runtime }) => {
    // Prepare
    const bia = { email: 'bia.vazia@example.com', name: 'Bia Vazia' };
    const { id } = await createCurriculo(runtime, await runtime.login(bia), {
      nome: 'Bia Vazia',
      email: 'bia.vazia@example.com',
    });
    const page = await web.newPage({ signedInAs: bia });
    await page.goto('/MeuCurriculo');
    const card = resumeCard(page, id);

    // Act
    await card.getByRole('button', { name: 'Pagar agora' }).click();

    // Assess
    await card.getByText('Ainda não é possível pagar.').waitFor();
    await card.getByRole('listitem').filter({ hasText: M.semSecoes }).waitFor();
    expect(await card.getByRole('button', { name: 'Gerar PIX' }).count()).toBe(0);
  });
});
