// Layout "classic": the traditional Brazilian currículo in a serif face; centred name and contacts over a double
// rule, an "Objetivo", numbered-feel section titles over full-width rules, no photo.
import { mm } from '../../../pdf/units';
import type { SecaoId } from '../content';
import { Column, type LayoutContext, PAGE, type ResumeLayout } from './flow';
import type { TextStyle } from './painter';
import { addSection, headerParts, headingText, pageFooter, type SectionTheme } from './sections';

const MARGIN_X = mm(20);
const MARGIN_TOP = mm(18);
const MARGIN_BOTTOM = mm(18);

const ORDER: SecaoId[] = [
  'objetivo',
  'pessoais',
  'documentos',
  'escolaridade',
  'formacao',
  'cursos',
  'experiencias',
  'habilidades',
];

export const layoutClassic: ResumeLayout = {
  family: 'serif',
  usesPhoto: false,
  readingOrder: ORDER,
  compose({ content, fonts, palette, fit }: LayoutContext) {
    const width = PAGE.width - 2 * MARGIN_X;
    const col = new Column(width, fonts, fit);
    const body: TextStyle = { size: 10.5, color: palette.text, leading: 1.35 };

    const address = [content.endereco, content.cidade].filter(Boolean).join(' – ');
    col.block(
      [
        ...col.lines(
          content.nome.toLocaleUpperCase('pt-BR'),
          {
            size: 20,
            weight: 'bold',
            color: palette.text,
            tracking: 1.2,
            leading: 1.3,
          },
          { align: 'center' },
        ),
        ...(address
          ? col.lines(address, { size: 10.5, color: palette.text, leading: 1.4 }, { align: 'center' })
          : []),
        ...col.parts(
          headerParts(content, { withAddress: false }).filter((part) => part.text !== content.localidade),
          { size: 10.5, color: palette.text, leading: 1.4 },
          { text: '  •  ', style: { size: 10.5, color: palette.primary, leading: 1.4 } },
          { align: 'center' },
        ),
        col.custom(16, (p, x, top) => {
          p.hline(x, x + width, top + 8, palette.primary, 1.4);
          p.hline(x, x + width, top + 11, palette.primary, 0.5);
        }),
      ],
      { keepTogether: true, spaceAfter: 10 },
    );

    const theme: SectionTheme = {
      body,
      sectionGap: 14,
      heading(c, title, _id, continued) {
        const style: TextStyle = {
          size: 12,
          weight: 'bold',
          color: palette.primaryDark,
          tracking: 0.5,
          leading: 1.3,
        };
        c.block(
          [
            ...c.lines(headingText(title, continued), style),
            c.custom(8, (p, x, top) => p.hline(x, x + width, top + 1.5, palette.primary, 0.8)),
          ],
          { keepWithNext: true, keepTogether: true },
        );
      },
      entry: {
        title: { size: 10.5, weight: 'bold', color: palette.text, leading: 1.3 },
        subtitle: { size: 10.5, weight: 'italic', color: palette.text, leading: 1.35 },
        meta: { size: 9.5, color: palette.muted, leading: 1.4 },
        body,
        bullet: { text: '•', style: body, hang: 11 },
        period: 'meta',
        gap: 10,
      },
      fields: {
        kind: 'table',
        label: { size: 10.5, weight: 'bold', color: palette.text, leading: 1.35 },
        value: body,
        labelWidth: 112,
        gap: 0.5,
      },
      skills: {
        kind: 'columns',
        style: { ...body, leading: 1.5 },
        columns: 2,
        bullet: { text: '•', style: { ...body, leading: 1.5 } },
      },
    };
    for (const id of ORDER) addSection(col, id, content, theme);

    return {
      frames: [
        { column: col, x: MARGIN_X, top: () => MARGIN_TOP, bottom: () => PAGE.height - MARGIN_BOTTOM },
      ],
      finishPage(p, index, count) {
        pageFooter(p, content.nome, index, count, { color: palette.muted });
      },
    };
  },
};
