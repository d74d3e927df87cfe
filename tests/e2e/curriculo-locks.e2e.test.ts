// A resume locked while it is being edited, in Chromium: the refused autosave shows the catalogue's message
// and the locked view at once.
import { describe, expect } from 'vitest';
import { CURRICULO_EDIT_MESSAGES } from '../../shared/documents/curriculo/rules';
import { createCurriculo } from '../support/curriculos';
import { patchItem } from '../support/dynamo';
import { toast } from './support/declaracao';
import { test } from './support/fixture';

describe('a resume blocked while its owner types', () => {
  test('the refused autosave locks the editor at once with "Edição bloqueada pelo administrador."', async ({
    web,
    runtime,
  }) => {
    // Prepare: Lia's resume, open in her editor; support blocks it meanwhile
    const lia = { email: 'lia.bloqueada@example.com', name: 'Lia Bloqueada' };
    const { id } = await createCurriculo(runtime, await runtime.login(lia));
    const page = await web.newPage({ signedInAs: lia });
    await page.goto(`/CriarCurriculo?id=${id}`);
    await page.locator('#cv-cargo-desejado').waitFor();
    await patchItem(runtime.dynamoEndpoint, 'documents', { id }, { blocked: true, status: 'bloqueado' });

    // Act: she goes on typing; the autosave is refused
    const refused = page.waitForResponse((r) => r.url().includes('/curriculo-save') && r.status() === 403);
    await page.locator('#cv-cargo-desejado').fill('Analista Depois do Bloqueio');
    await refused;

    // Assess: the editor gives way to the locked view and its message, without a button press
    await toast(page, 'error', CURRICULO_EDIT_MESSAGES.bloqueado).waitFor();
    await page.locator('[data-testid="cv-locked"][data-reason="bloqueado"]').waitFor();
    expect(await page.locator('#cv-cargo-desejado').count()).toBe(0);
  });
});
