import { describe, expect, it } from 'vitest';
import { memoText } from './memo-text';

describe('memoText', () => {
  it('computes each input once, and again after the bound dropped the kept texts', () => {
    // Prepare
    const seen: string[] = [];
    const upper = memoText(
      (text: string) => {
        seen.push(text);
        return text.toUpperCase();
      },
      (text) => text,
      2,
    );

    // Act
    const answers = [upper('a'), upper('a'), upper('b'), upper('c'), upper('a')];

    // Assess
    expect(answers).toEqual(['A', 'A', 'B', 'C', 'A']);
    expect(seen).toEqual(['a', 'b', 'c', 'a']);
  });
});
