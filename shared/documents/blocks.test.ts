import { describe, expect, it } from 'vitest';
import {
  blocksToHtml,
  blocksToPlainText,
  type DocumentBlock,
  escapeInline,
  parseInline,
  stripInline,
  toPreview,
} from './blocks';

describe('parseInline', () => {
  it('splits **bold** markers into runs', () => {
    expect(parseInline('Eu, **MARIA**, declaro **isto**.')).toEqual([
      { text: 'Eu, ', bold: false },
      { text: 'MARIA', bold: true },
      { text: ', declaro ', bold: false },
      { text: 'isto', bold: true },
      { text: '.', bold: false },
    ]);
  });

  it('keeps an unmatched marker as literal text', () => {
    expect(parseInline('a ** b')).toEqual([{ text: 'a ** b', bold: false }]);
  });

  it('cannot be steered by user text once escaped', () => {
    const name = escapeInline('Ana **Hacker');

    expect(parseInline(`Eu, **${name}**, declaro`)).toEqual([
      { text: 'Eu, ', bold: false },
      { text: 'Ana **Hacker', bold: true },
      { text: ', declaro', bold: false },
    ]);
  });

  it('prints every asterisk a person typed, lone or in runs', () => {
    const typed = escapeInline('*a** b*** **');

    expect(stripInline(`**${typed}** e *${typed}`)).toBe('*a** b*** ** e **a** b*** **');
  });
});

describe('previews', () => {
  const blocks: DocumentBlock[] = [
    { type: 'title', text: 'TÍTULO' },
    { type: 'paragraph', text: 'Eu, **<b>Ana</b> & cia**, declaro\u00a0isto.' },
    { type: 'right', text: 'Cidade/UF, 1º de março de 2026.' },
    { type: 'signature', signers: [{ lines: ['**Ana**', 'CPF: 529.982.247-25'] }] },
  ];

  it('gives React styled runs and alignment, never markup', () => {
    const preview = toPreview(blocks);

    expect(preview.map((b) => [b.kind, b.align])).toEqual([
      ['title', 'center'],
      ['paragraph', 'justify'],
      ['line', 'right'],
      ['signature', 'center'],
    ]);
    expect(preview[1]!.lines[0]![1]).toEqual({ text: '<b>Ana</b> & cia', bold: true });
    expect(preview[3]!.signers).toEqual([
      [[{ text: 'Ana', bold: true }], [{ text: 'CPF: 529.982.247-25', bold: false }]],
    ]);
  });

  it('escapes text in the HTML fragment and renders bold as <strong>', () => {
    const html = blocksToHtml(blocks);

    expect(html).toContain('<strong>&lt;b&gt;Ana&lt;/b&gt; &amp; cia</strong>');
    expect(html).not.toContain('<b>Ana');
  });

  it('reads as plain text without markers', () => {
    const text = blocksToPlainText(blocks);

    expect(text).toContain('Eu, <b>Ana</b> & cia, declaro isto.');
    expect(text).not.toContain('**');
  });
});

describe('box blocks', () => {
  const box = { type: 'box' as const, title: 'PASSOS', paragraphs: ['1. **Leve** o original.', '2. Guarde'] };

  it('preview as a title and paragraphs of runs, the markers read', () => {
    const [preview] = toPreview([box]);
    expect(preview).toMatchObject({ kind: 'box', lines: [[{ text: 'PASSOS', bold: false }]] });
    expect(preview!.paragraphs![0]).toEqual([
      [
        { text: '1. ', bold: false },
        { text: 'Leve', bold: true },
        { text: ' o original.', bold: false },
      ],
    ]);
  });

  it('read as plain text and as escaped HTML', () => {
    expect(blocksToPlainText([box])).toBe('PASSOS\n1. Leve o original.\n2. Guarde');
    expect(blocksToHtml([{ ...box, title: '<b>' }])).toBe(
      '<div class="doc-box"><p class="doc-heading">&lt;b&gt;</p><p class="doc-paragraph">1. <strong>Leve</strong> o original.</p><p class="doc-paragraph">2. Guarde</p></div>',
    );
  });
});
