// The terms dialog (spec part 1 §2.7, §9): "Aceitar" only once the text is read to its end (within 8 px),
// acceptance kept as localStorage `terms_accepted` = `1` and cleared when unticked, Esc and the other
// buttons close it without accepting, focus stays inside while it is open.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { TERMS_VERSION } from '../../shared/terms';
import { screenshot } from './support/browser';
import { TERMS_ACCEPTED_KEY, test } from './support/fixture';
import { containsFocus, hasFocus, localStorageItem, setLocalStorageItem } from './support/in-page';

interface ScrollBox {
  scrollTop: number;
  scrollHeight: number;
  clientHeight: number;
  addEventListener(type: 'scroll', listener: () => void, options: { once: boolean }): void;
}
declare function requestAnimationFrame(callback: () => void): number;

function termsPage(page: Page) {
  return {
    tick: page.getByRole('checkbox', { name: 'Li e aceito o Termo de Responsabilidade' }),
    dialog: page.getByRole('dialog', { name: 'Termo de Responsabilidade' }),
    text: page.getByRole('region', { name: 'Texto do Termo de Responsabilidade' }),
    accept: page.getByRole('button', { name: 'Aceitar' }),
  };
}

/**
 * Scrolls the text so that `gapPx` pixels remain below the visible part, and resolves once the page has
 * handled the scroll event and painted twice (React has then applied the state it set).
 */
function scrollTextTo(text: Locator, gapPx: number): Promise<void> {
  return text.evaluate(
    (el, gap) =>
      new Promise<void>((resolve) => {
        const box = el as unknown as ScrollBox;
        box.addEventListener('scroll', () => requestAnimationFrame(() => requestAnimationFrame(resolve)), {
          once: true,
        });
        box.scrollTop = box.scrollHeight - box.clientHeight - gap;
      }),
    gapPx,
  );
}

async function openDialog(page: Page) {
  const terms = termsPage(page);
  await page.goto('/TermoResponsabilidade');
  await terms.tick.click();
  await terms.dialog.waitFor();
  return terms;
}

describe('terms dialog', () => {
  test('"Aceitar" stays disabled until the text is scrolled to its end', async ({ page }) => {
    // Prepare
    const terms = await openDialog(page);
    const room = await terms.text.evaluate((el) => {
      const box = el as unknown as ScrollBox;
      return box.scrollHeight - box.clientHeight;
    });
    expect(room, 'the text must be long enough to need scrolling').toBeGreaterThan(100);
    expect(await terms.accept.isDisabled()).toBe(true);
    expect(await terms.tick.isChecked()).toBe(false);
    await page.getByText('Role o texto até o fim para habilitar o botão Aceitar.').waitFor();
    await screenshot(page, 'terms-modal', { fullPage: false });

    // Act: almost to the end, still more than 8 px away
    await scrollTextTo(terms.text, 40);

    // Assess
    expect(await terms.accept.isDisabled()).toBe(true);

    // Act: to the bottom
    await scrollTextTo(terms.text, 0);

    // Assess
    await page.getByRole('button', { name: 'Aceitar', disabled: false }).waitFor();
    await page.getByText('Texto lido até o fim.').waitFor();
  });

  test('accepting stores terms_accepted = 1 and ticks the box; unticking clears it', async ({ page }) => {
    // Prepare
    const terms = await openDialog(page);
    await scrollTextTo(terms.text, 0);

    // Act
    await page.getByRole('button', { name: 'Aceitar', disabled: false }).click();

    // Assess
    await terms.dialog.waitFor({ state: 'detached' });
    expect(await terms.tick.isChecked()).toBe(true);
    expect(await localStorageItem(page, TERMS_ACCEPTED_KEY)).toBe('1');
    expect(await localStorageItem(page, 'terms_version')).toBe(TERMS_VERSION);
    await page.reload();
    expect(await terms.tick.isChecked()).toBe(true);

    // Act: untick
    await terms.tick.uncheck();

    // Assess
    expect(await localStorageItem(page, TERMS_ACCEPTED_KEY)).toBeNull();
    expect(await terms.dialog.count()).toBe(0);
  });

  test('asks again when what was accepted is an older version of the terms', async ({ page }) => {
    // Prepare: accepted once, then the terms changed (the stored version is no longer the one in force)
    await page.goto('/TermoResponsabilidade');
    await setLocalStorageItem(page, TERMS_ACCEPTED_KEY, '1');
    await setLocalStorageItem(page, 'terms_version', '2024-01-01');

    // Act
    await page.reload();

    // Assess
    await page.getByRole('heading', { name: 'Termo de Responsabilidade', level: 1 }).waitFor();
    expect(await termsPage(page).tick.isChecked()).toBe(false);
  });

  test.for(['Escape', 'Fechar', 'Cancelar'])('%s closes without accepting', async (how, { page }) => {
    // Prepare
    const terms = await openDialog(page);
    await scrollTextTo(terms.text, 0);
    await page.getByRole('button', { name: 'Aceitar', disabled: false }).waitFor();

    // Act
    if (how === 'Escape') await page.keyboard.press('Escape');
    else await terms.dialog.getByRole('button', { name: how, exact: true }).click();

    // Assess
    await terms.dialog.waitFor({ state: 'detached' });
    expect(await terms.tick.isChecked()).toBe(false);
    expect(await localStorageItem(page, TERMS_ACCEPTED_KEY)).toBeNull();
    await expect.poll(() => hasFocus(terms.tick)).toBe(true);
  });

  test('keeps keyboard focus inside while open', async ({ page }) => {
    // Prepare
    const terms = await openDialog(page);
    await expect.poll(() => hasFocus(terms.text)).toBe(true);

    // Act and assess: Tab and Shift+Tab go round the dialog's controls
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expect.poll(() => containsFocus(terms.dialog), { message: key }).toBe(true);
    }
  });
});
