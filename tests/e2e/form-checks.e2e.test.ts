// The form checks of issue 15 in Chromium: a resume's wrong phone, birth date and exit date are refused under
// their fields (the first focused), and a resume with nothing beyond the personal data is not offered for
// payment: its card's payment panel says what is missing. Issues 40 and 41: a value out of range is refused at
// its field once left, the page's check runs before the terms dialog, and fields the server refused are marked.
import { describe, expect } from 'vitest';
import { curriculoExemplo } from '../../shared/documents/curriculo/fixtures';
import { CURRICULO_MESSAGES as M } from '../../shared/documents/curriculo/schema';
import { createCurriculo } from '../support/curriculos';
import { resumeCard } from './support/curriculo';
import { apiResponse, toast } from './support/declaracao';
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
    await expect.poll(() => hasFocus(page.locator('#cv-telefone'))).toBe(true);
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

describe('the work declaration form', () => {
  test('refuses 25:70 at its field when left, checks itself before the terms and marks what the server refuses', async ({
    web,
  }) => {
    // Prepare: a signed-in person, terms not accepted; the server refuses the next save naming a field
    const page = await web.newPage({ signedInAs: { email: 'jornada@example.com', name: 'Jornada' } });
    await page.goto('/DeclaracaoTrabalho');
    const hora = page.locator('#trab-hora_inicio');
    await hora.waitFor();

    // Act: a time out of range, then the next field
    await hora.pressSequentially('2570');
    await hora.press('Tab');

    // Assess: kept as typed, refused under the field (issue 41: never clamped, flagged on blur)
    await page
      .locator('#trab-hora_inicio-error', { hasText: 'Início da jornada: hora de 00:00 a 23:59' })
      .waitFor();
    expect(await hora.inputValue()).toBe('25:70');

    // Act: "Gerar PIX" on the incomplete form
    await page.getByRole('button', { name: 'Gerar PIX' }).click();

    // Assess: the form's own refusal, its first field focused, and no terms dialog
    await toast(page, 'error', 'Informe nome completo do empregador e CPF').waitFor();
    await expect.poll(() => hasFocus(page.locator('#trab-nome_completo_empregador'))).toBe(true);
    expect(await page.getByRole('dialog', { name: 'Termo de Responsabilidade' }).count()).toBe(0);

    // Act: a save the server refuses with the field named (as a tab opened before a rule changed would meet)
    const message = 'Cargo: no máximo 80 caracteres';
    await page.route('**/backend/api/declaracao-save', (route) =>
      route.fulfill({
        status: 400,
        json: { ok: false, error: { code: 'invalid_input', message, fields: [{ field: 'cargo', message }] } },
      }),
    );
    const refused = apiResponse(page, 'declaracao-save');
    await page.locator('#trab-cargo').fill('Auxiliar administrativo');
    await refused;

    // Assess: the field the server named is marked with its message
    await page.locator('#trab-cargo-error', { hasText: message }).waitFor();
    expect(await page.locator('#trab-cargo').getAttribute('aria-invalid')).toBe('true');
  });
});
