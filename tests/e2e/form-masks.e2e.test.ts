// Masked fields as a person edits them (issue 14): a digit corrected in the middle keeps the cursor there,
// pasting with or without separators gives the same value, Backspace just after a separator takes the digit
// before it, and a phone's keyboard (text inserted without key events) gives the same values. CPF and CEP on
// the residence declaration; phone, date and money on the toolkit's harness.
import type { Locator, Page } from 'playwright-core';
import { describe, expect } from 'vitest';
import { AVENIDA_PAULISTA, stubCepServices } from './support/declaracao';
import { MOBILE, test } from './support/fixture';
import { harnessValues, openFormHarness } from './support/form-harness';
import { framesDrawn } from './support/in-page';

interface Caret {
  selectionStart: number | null;
  setSelectionRange(start: number, end: number): void;
}

function caret(field: Locator): Promise<number | null> {
  return field.evaluate((el) => (el as unknown as Caret).selectionStart);
}

async function select(field: Locator, start: number, end = start): Promise<void> {
  await field.focus();
  await field.evaluate((el, [s, e]) => (el as unknown as Caret).setSelectionRange(s!, e!), [start, end]);
}

/** A real paste: the text put on the clipboard, then Ctrl+V in the emptied field. */
async function paste(page: Page, field: Locator, text: string): Promise<string> {
  await field.fill('');
  await page.evaluate((t) => (globalThis as unknown as Clip).navigator.clipboard.writeText(t), text);
  await field.press('ControlOrMeta+V');
  return field.inputValue();
}
interface Clip {
  navigator: { clipboard: { writeText(text: string): Promise<void> } };
}

/** Typed as a touch keyboard does: each character inserted, no key codes. */
async function typeOnPhone(page: Page, field: Locator, text: string): Promise<void> {
  await field.focus();
  for (const character of text) {
    await page.keyboard.insertText(character);
    // A person's next key comes after the page has drawn the last one; without this wait, on a loaded machine
    // a character could land before React had placed the caret after the previous one.
    await framesDrawn(page);
  }
}

/**
 * Backspace as a touch keyboard sends it: `beforeinput` then the deletion and `input`, no key press. A
 * `beforeinput` a page cancels (it deleted itself) is not followed by the browser's own deletion.
 */
async function backspaceOnPhone(field: Locator): Promise<void> {
  await field.evaluate((el) => {
    const InputEventOf = (globalThis as unknown as InPage).InputEvent;
    const before = new InputEventOf('beforeinput', {
      inputType: 'deleteContentBackward',
      bubbles: true,
      cancelable: true,
    });
    if (el.dispatchEvent(before)) (el.ownerDocument as unknown as InPage['document']).execCommand('delete');
  });
}
interface InPage {
  InputEvent: new (type: string, init: { inputType: string; bubbles: boolean; cancelable: boolean }) => Event;
  document: { execCommand(command: string): boolean };
}

interface MaskCase {
  name: string;
  open: (page: Page) => Promise<Locator>;
  digits: string;
  shown: string;
  /** Replace the digit at [at, at+1) with `digit`. */
  correct: { at: number; digit: string; shown: string };
  pasted: [string, string];
  /** Backspace with the caret at `caret`, just after a separator. */
  backspace: { caret: number; shown: string };
  /** The `inputmode`s the field may ask for (default: a keyboard of digits). */
  keyboard?: string[];
}

async function declaracaoField(page: Page, id: string): Promise<Locator> {
  await stubCepServices(page.context(), [AVENIDA_PAULISTA]);
  await page.goto('/DeclaracaoResidencia');
  const field = page.locator(id);
  await field.waitFor();
  return field;
}

async function harnessField(page: Page, id: string): Promise<Locator> {
  await openFormHarness(page);
  return page.locator(id);
}

/**
 * One row a field: its id (`#decl-` on the residence declaration, `#h-` on the harness), what is typed and how it
 * shows, a character replaced at a position (and how it then shows), Backspace at a caret just after a
 * separator (and how it then shows). Pasted: the shown value, then its bare characters.
 */
type Row = [
  name: string,
  id: string,
  typed: string,
  shown: string,
  ...correct: [number, string, string],
  ...backspace: [number, string],
];

// biome-ignore format: a table, one row a field
const ROWS: Row[] = [
  ['CPF',   '#decl-titular_cpf', '52998224725',    '529.982.247-25',     4,  '1', '529.182.247-25',     4, '529.822.472-5'],
  ['CEP',   '#decl-titular_cep', '01310100',       '01310-100',          1,  '2', '02310-100',          6, '01311-00'],
  ['phone', '#h-telefone',       '11987654321',    '(11) 98765-4321',    5,  '8', '(11) 88765-4321',   11, '(11) 9876-4321'],
  ['date',  '#h-data',           '25122026',       '25/12/2026',         1,  '4', '24/12/2026',         3, '21/22/026'],
  // Alphanumeric (IN RFB 2.229/2024): letters typed in any case are shown in capitals.
  ['CNPJ',  '#h-cnpj',           '12abc34501de35', '12.ABC.345/01DE-35', 4,  'x', '12.AXC.345/01DE-35', 3, '1A.BC3.450/1DE3-5'],
];

const CASES: MaskCase[] = ROWS.map(
  ([name, id, digits, shown, at, digit, corrected, backspaceAt, afterBackspace]) => ({
    name,
    open: (page) => (id.startsWith('#decl-') ? declaracaoField(page, id) : harnessField(page, id)),
    digits,
    shown,
    correct: { at, digit, shown: corrected },
    pasted: [shown, digits.toUpperCase()],
    backspace: { caret: backspaceAt, shown: afterBackspace },
    // A CNPJ has letters: a full keyboard.
    keyboard: name === 'CNPJ' ? ['text'] : undefined,
  }),
);

describe.each(CASES)('the $name field', (c) => {
  test('corrects a digit in the middle with the cursor kept there', async ({ web }) => {
    // Prepare
    const page = await web.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const field = await c.open(page);
    await field.pressSequentially(c.digits);
    expect(await field.inputValue()).toBe(c.shown);

    // Act: select one digit and type another
    await select(field, c.correct.at, c.correct.at + 1);
    await page.keyboard.type(c.correct.digit);

    // Assess: replaced in place, the cursor just after it
    expect(await field.inputValue()).toBe(c.correct.shown);
    expect(await caret(field)).toBe(c.correct.at + 1);

    // Act: take it back and type the first digit again, where the cursor is
    await page.keyboard.press('Backspace');
    await page.keyboard.type(c.digits[onlyDigitsBefore(c.shown, c.correct.at)]!);

    // Assess: the value typed first, nothing moved to the end
    expect(await field.inputValue()).toBe(c.shown);
  });

  test('gives the same value pasted with or without separators', async ({ web }) => {
    // Prepare
    const page = await web.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const field = await c.open(page);

    // Act
    const formatted = await paste(page, field, c.pasted[0]);
    const raw = await paste(page, field, c.pasted[1]);

    // Assess
    expect(formatted).toBe(c.shown);
    expect(raw).toBe(c.shown);
  });

  test('Backspace just after a separator deletes the digit before it', async ({ web }) => {
    // Prepare
    const page = await web.newPage();
    const field = await c.open(page);
    await field.pressSequentially(c.digits);
    await select(field, c.backspace.caret);

    // Act
    await page.keyboard.press('Backspace');

    // Assess
    expect(await field.inputValue()).toBe(c.backspace.shown);
  });

  test('corrects a digit selected on a phone keyboard, the cursor kept after it (issue 41)', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage({ viewport: MOBILE });
    const field = await c.open(page);
    await typeOnPhone(page, field, c.digits);

    // Act: a digit selected by touch (no click, no key) and another inserted
    await select(field, c.correct.at, c.correct.at + 1);
    await page.keyboard.insertText(c.correct.digit);

    // Assess: only that digit replaced, the cursor just after it
    expect(await field.inputValue()).toBe(c.correct.shown);
    expect(await caret(field)).toBe(c.correct.at + 1);

    // Act: the phone's Backspace, then the first digit again, at the cursor
    await backspaceOnPhone(field);
    await page.keyboard.insertText(c.digits[onlyDigitsBefore(c.shown, c.correct.at)]!);

    // Assess: the value typed first, nothing moved to the end
    expect(await field.inputValue()).toBe(c.shown);
  });

  test('works the same typed on a phone keyboard at 390 × 844', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ viewport: MOBILE });
    const field = await c.open(page);

    // Act
    await typeOnPhone(page, field, c.digits);

    // Assess: the same value, and a keyboard of digits asked for (of letters too for a CNPJ)
    expect(await field.inputValue()).toBe(c.shown);
    expect(c.keyboard ?? ['numeric', 'tel']).toContain(await field.getAttribute('inputmode'));
  });
});

/** How many digits come before position `at` of a shown value. */
/** How many typed characters (digits, or a CNPJ's letters) stand before position `at` of the shown value. */
function onlyDigitsBefore(shown: string, at: number): number {
  return shown.slice(0, at).replace(/[^0-9A-Za-z]/g, '').length;
}

describe('the money field', () => {
  test('reads digits as centavos at the end, keeps the cursor in the middle, reads pastes and says the value in words', async ({
    web,
  }) => {
    // Prepare
    const page = await web.newPage();
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    const field = await harnessField(page, '#h-valor');

    // Act: typed at the end, then pasted with a decimal comma and with a decimal point
    await field.pressSequentially('100001');
    const typed = await field.inputValue();
    const typedCaret = await caret(field);
    const withSign = await paste(page, field, 'R$ 1.234,5');
    const formatted = await paste(page, field, '1.234,56');
    const plain = await paste(page, field, '1234.56');

    // Assess: typing stayed at the end; the same value, held in centavos, and said in words (extenso, loaded on
    // demand)
    expect(typed).toBe('1.000,01');
    expect(typedCaret).toBe(typed.length);
    expect(withSign).toBe('1.234,50');
    expect(formatted).toBe('1.234,56');
    expect(plain).toBe('1.234,56');
    expect((await harnessValues(page)).valor).toBe(123456);
    await page
      .locator('#h-valor-extenso', {
        hasText: 'mil duzentos e trinta e quatro reais e cinquenta e seis centavos',
      })
      .waitFor();

    // Act: correct the 3 in the middle into a 9
    await select(field, 3, 4);
    await page.keyboard.type('9');

    // Assess
    expect(await field.inputValue()).toBe('1.294,56');
    expect(await caret(field)).toBe(4);

    // Act: Backspace just after the thousands separator
    await select(field, 2);
    await page.keyboard.press('Backspace');

    // Assess: the digit before it is gone
    expect(await field.inputValue()).toBe('294,56');
    expect((await harnessValues(page)).valor).toBe(29456);

    // Act: Backspace at the end, then everything selected and a digit typed
    await field.press('End');
    await page.keyboard.press('Backspace');
    const shortened = await field.inputValue();
    await field.press('ControlOrMeta+A');
    await page.keyboard.type('7');

    // Assess
    expect(shortened).toBe('29,45');
    expect(await field.inputValue()).toBe('0,07');
    expect((await harnessValues(page)).valor).toBe(7);
  });

  test('typed on a phone keyboard at 390 × 844 gives the same value', async ({ web }) => {
    // Prepare
    const page = await web.newPage({ viewport: MOBILE });
    const field = await harnessField(page, '#h-valor');

    // Act
    await typeOnPhone(page, field, '123456');

    // Assess: the numeric keypad, placeholder 0,00
    expect(await field.inputValue()).toBe('1.234,56');
    expect((await harnessValues(page)).valor).toBe(123456);
    expect(await field.getAttribute('inputmode')).toBe('numeric');
    expect(await field.getAttribute('placeholder')).toBe('0,00');
  });
});
