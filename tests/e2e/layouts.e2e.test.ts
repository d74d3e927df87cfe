// The Layouts page as a signed-out visitor sees it (issue 15 item 4): every layout shows its sample resume,
// drawn from the public sample route, with no sign-in asked.
import { describe, expect } from 'vitest';
import { test } from './support/fixture';

describe('Layouts page', () => {
  test('shows every layout with its sample to a signed-out visitor', async ({ page }) => {
    // Prepare
    const samples: string[] = [];
    page.on('response', (r) => {
      const url = new URL(r.url());
      if (url.pathname === '/backend/api/curriculo-layout-sample' && r.status() === 200) {
        samples.push(url.searchParams.get('layout') ?? '');
      }
    });

    // Act: open the page and scroll every card into view (samples load as they come near the screen)
    await page.goto('/Layouts');
    const cards = page.locator('.cv-gallery-card');
    await cards.first().waitFor();
    const count = await cards.count();
    for (let i = 0; i < count; i++) {
      await cards.nth(i).scrollIntoViewIfNeeded();
      await cards
        .nth(i)
        .getByRole('img', { name: /com dados de exemplo/ })
        .first()
        .waitFor();
    }

    // Assess
    expect(count).toBe(6);
    expect(new Set(samples).size).toBe(6);
    expect(await page.getByText('Entre com sua conta Google').count()).toBe(0);
  });
});
