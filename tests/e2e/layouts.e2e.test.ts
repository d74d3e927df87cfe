// The Layouts page as a signed-out visitor sees it (issue 15 item 4): every layout shows its picture and links
// its full sample PDF from the public sample route, with no sign-in asked.
import { describe, expect } from 'vitest';
import { test } from './support/fixture';

/** What the test reads of an `<img>` (the tests' types have no DOM). */
interface Picture {
  complete: boolean;
  naturalWidth: number;
}

describe('Layouts page', () => {
  test('shows every layout with its sample to a signed-out visitor', async ({ page }) => {
    // Act: open the page and scroll every card into view (pictures load as they come near the screen)
    await page.goto('/Layouts');
    const cards = page.locator('.cv-gallery-card');
    await cards.first().waitFor();
    const count = await cards.count();
    const pictureWidths: number[] = [];
    const pdfs: string[] = [];
    for (let i = 0; i < count; i++) {
      const card = cards.nth(i);
      await card.scrollIntoViewIfNeeded();
      const picture = card.getByRole('img', { name: /com dados de exemplo/ });
      await expect.poll(() => picture.evaluate((img) => (img as unknown as Picture).complete)).toBe(true);
      pictureWidths.push(await picture.evaluate((img) => (img as unknown as Picture).naturalWidth));
      const href = await card
        .getByRole('link', { name: 'Ver o PDF de exemplo completo' })
        .getAttribute('href');
      const sample = await page.request.get(new URL(href ?? '', page.url()).href);
      pdfs.push(`${sample.status()} ${sample.headers()['content-type']}`);
    }

    // Assess
    expect(count).toBe(6);
    expect(pictureWidths).toEqual(Array(6).fill(840));
    expect(pdfs).toEqual(Array(6).fill('200 application/pdf'));
    expect(await page.getByText('Entre com sua conta Google').count()).toBe(0);
  });
});
