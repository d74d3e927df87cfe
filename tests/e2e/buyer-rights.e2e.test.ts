// The buyer's rights and the seller's identity (Decreto 7.962/2013 art. 2, CDC art. 49): every page's footer
// names who sells and links the refund policy, which says how to withdraw within 7 days.
import { describe, expect } from 'vitest';
import { PLACEHOLDER_SELLER } from '../../shared/seller';
import { test, waitForPath } from './support/fixture';

describe('footer and refund policy', () => {
  test('every page names the seller and links the refund policy', async ({ page }) => {
    // Act
    await page.goto('/CriarDeclaracaoResidencia');
    const footer = page.getByRole('contentinfo');
    await footer.getByRole('link', { name: 'Política de Reembolso' }).waitFor();

    // Assess
    const text = await footer.innerText();
    expect(text).toContain(PLACEHOLDER_SELLER.legalName);
    expect(text).toContain(`CNPJ ${PLACEHOLDER_SELLER.cnpj}`);
    expect(text).toContain(PLACEHOLDER_SELLER.address);
    expect(text).toContain(PLACEHOLDER_SELLER.email);
    expect(text).toContain(PLACEHOLDER_SELLER.phone);
    // The local run's identity says it is a demonstration (issue 41 item 9).
    expect(text).toContain('Identidade de demonstração');
  });

  test('the terms name the same seller and its contacts as the footer', async ({ page }) => {
    // Act
    await page.goto('/TermoResponsabilidade');
    await page.getByRole('heading', { name: '8. Contato' }).waitFor();

    // Assess
    const text = await page.getByRole('main').innerText();
    expect(text).toContain(`${PLACEHOLDER_SELLER.legalName}, CNPJ ${PLACEHOLDER_SELLER.cnpj}`);
    expect(text).toContain(PLACEHOLDER_SELLER.address);
    expect(text).toContain(PLACEHOLDER_SELLER.email);
    expect(text).toContain(PLACEHOLDER_SELLER.phone);
    expect(text).not.toContain('documentosprontos.com.br');
  });

  test('the refund policy says how to withdraw within 7 days and what a download changes', async ({
    page,
  }) => {
    // Prepare
    await page.goto('/');

    // Act
    await page.getByRole('contentinfo').getByRole('link', { name: 'Política de Reembolso' }).click();

    // Assess
    await waitForPath(page, '/PoliticaReembolso');
    await page.getByRole('heading', { name: 'Política de Reembolso', level: 1 }).waitFor();
    expect(await page.title()).toContain('Política de Reembolso');
    const body = await page.getByRole('article').innerText();
    expect(body).toContain('até 7 (sete) dias corridos');
    expect(body).toContain('mesmo que o PDF já tenha sido gerado ou baixado');
    expect(body).toContain(PLACEHOLDER_SELLER.email);
  });
});
