// Money typed as digits read as centavos: typed and deleted at the end, a digit corrected in the middle keeping
// its caret, Backspace or Delete on a separator taking the digit beside it, all selected then typed, pasted
// amounts with either decimal separator.
import { describe, expect, it } from 'vitest';
import { centsFromPaste, editMoney, showMoney } from './money-typing';

describe('editMoney', () => {
  it('reads digits typed at the end as centavos, the caret staying at the end', () => {
    // Prepare
    let shown = '';
    // Act
    for (const digit of '123456') shown = editMoney(shown + digit, shown.length + 1, shown).shown;
    const last = editMoney(`${shown}7`, shown.length + 1, shown);
    // Assess
    expect(shown).toBe('1.234,56');
    expect(last).toEqual({ cents: 1234567, shown: '12.345,67', caret: 9 });
  });

  it('takes the last digit on Backspace at the end and empties the field with the last non-zero digit', () => {
    expect(editMoney('1.234,5', 7, '1.234,56', 'deleteContentBackward')).toEqual({
      cents: 12345,
      shown: '123,45',
      caret: 6,
    });
    expect(editMoney('0,0', 3, '0,01', 'deleteContentBackward')).toEqual({
      cents: null,
      shown: '',
      caret: 0,
    });
  });

  it('keeps the caret after a digit corrected in the middle', () => {
    expect(editMoney('1.294,56', 4, '1.234,56', 'insertText')).toEqual({
      cents: 129456,
      shown: '1.294,56',
      caret: 4,
    });
  });

  it('takes the digit before a separator on Backspace, and the one after it on Delete', () => {
    expect(editMoney('1294,56', 1, '1.294,56', 'deleteContentBackward')).toEqual({
      cents: 29456,
      shown: '294,56',
      caret: 0,
    });
    expect(editMoney('1.23456', 5, '1.234,56', 'deleteContentForward')).toEqual({
      cents: 12346,
      shown: '123,46',
      caret: 5,
    });
  });

  it('replaces the value when all of it was selected and a digit typed', () => {
    expect(editMoney('7', 1, '1.234,56', 'insertText')).toEqual({ cents: 7, shown: '0,07', caret: 4 });
  });

  it('ignores what is not a digit and stops at the most digits allowed', () => {
    expect(editMoney('1.234,56,', 9, '1.234,56', 'insertText').shown).toBe('1.234,56');
    expect(editMoney('9.999.999.999,999', 17, '9.999.999.999,99', 'insertText', 11).cents).toBe(
      99_999_999_999,
    );
  });
});

describe('centsFromPaste', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234.56', 123456],
    ['1234,56', 123456],
    ['R$ 1.234,5', 123450],
    ['1.234', 123400],
    ['1234', 123400],
    ['1,234.56', 123456],
    ['abc', null],
    ['0,00', null],
  ])('reads %j as %j centavos', (pasted, cents) => {
    expect(centsFromPaste(pasted)).toBe(cents);
  });
});

describe('showMoney', () => {
  it('shows centavos with thousands dots and a decimal comma, nothing for none', () => {
    expect(showMoney(100001)).toBe('1.000,01');
    expect(showMoney(null)).toBe('');
  });
});
