// Layout "minimal": no photo and no colour blocks; a light name over a hairline, section titles in a narrow
// left margin column, generous white space, colour only in the small titles.
import { mm } from '../../../pdf/units';
import type { SecaoId } from '../content';
import { Column, type LayoutContext, PAGE, type ResumeLayout } from './flow';
import { lineHeight, type TextStyle } from './painter';
import { addSection, headerParts, headingText, pageFooter, type SectionTheme } from './sections';

const MARGIN_X = mm(20);
const MARGIN_TOP = mm(20);
const MARGIN_BOTTOM = mm(18);
const LABELS = 108;

const ORDER: SecaoId[] = [
  'pessoais',
  'experiencias',
  'formacao',
  'escolaridade',
  'cursos',
  'habilidades',
  'documentos',
];

export const layoutMinimal: ResumeLayout = {
  family: 'sans',
  usesPhoto: false,
  readingOrder: ORDER,
  compose({ content, fonts, palette, fit }: LayoutContext) {
    const fullWidth = PAGE.width - 2 * MARGIN_X;
    const width = fullWidth - LABELS;
    const col = new Column(width, fonts, fit);
    const body: TextStyle = { size: 9.5, color: palette.text, leading: 1.45 };
    const entryTitle: TextStyle = { size: 10, weight: 'bold', color: palette.text, leading: 1.4 };

    // The header spans the full width: it is its own column, laid out on the first page only.
    const head = new Column(fullWidth, fonts, fit);
    head.block(
      [
        ...head.lines(content.nome, { size: 26, color: palette.text, tracking: 0.2, leading: 1.2 }),
        ...(content.cargo
          ? head.lines(content.cargo.toLocaleUpperCase('pt-BR'), {
              size: 9.5,
              color: palette.primaryDark,
              tracking: 2.2,
              leading: 1.9,
            })
          : []),
        head.custom(4, () => {}),
        ...head.parts(
          headerParts(content, { withAddress: false }),
          { size: 8.5, color: palette.muted, leading: 1.4 },
          { text: '   /   ', style: { size: 8.5, color: palette.rule, leading: 1.4 } },
        ),
        head.custom(26, (p, x, top) => p.hline(x, x + fullWidth, top + 12, palette.rule, 0.6)),
      ],
      { keepTogether: true },
    );
    const headHeight = head.flows[0]!.items.reduce((sum, item) => sum + item.height, 0);

    const label: TextStyle = {
      size: 7.5,
      weight: 'bold',
      color: palette.primaryDark,
      tracking: 1.3,
      leading: 1.5,
    };
    const labelCol = new Column(LABELS - 14, fonts, fit);
    const theme: SectionTheme = {
      body,
      sectionGap: 20,
      addressInPessoais: true,
      heading(c, title, _id, continued) {
        const lines = labelCol.lines(headingText(title, continued), label);
        const offset = (lineHeight(c.style(entryTitle)) - lineHeight(labelCol.style(label))) / 2;
        // No height of its own: the title sits in the margin column beside the section's first line.
        c.block(
          [
            c.custom(0, (p, x, top) => {
              let y = top + offset;
              for (const line of lines) {
                line.payload(p, x - LABELS, y);
                y += line.height;
              }
            }),
          ],
          { keepWithNext: true, keepTogether: true },
        );
      },
      entry: {
        title: entryTitle,
        subtitle: { size: 9.5, weight: 'italic', color: palette.text, leading: 1.4 },
        meta: { size: 8.5, color: palette.muted, leading: 1.45 },
        body,
        bullet: { text: '–', style: { ...body, color: palette.muted }, hang: 10 },
        period: 'right',
        gap: 13,
      },
      fields: {
        kind: 'table',
        label: { size: 8.5, color: palette.muted, leading: 1.45 },
        value: { ...body, leading: 1.45 },
        labelWidth: 92,
        gap: 1,
      },
      skills: { kind: 'inline', style: { ...body, leading: 1.6 }, separator: '   ·   ' },
    };
    for (const id of ORDER) addSection(col, id, content, theme);

    return {
      frames: [
        { column: head, x: MARGIN_X, top: () => MARGIN_TOP, bottom: () => PAGE.height - MARGIN_BOTTOM },
        {
          column: col,
          x: MARGIN_X + LABELS,
          top: (i) => MARGIN_TOP + (i === 0 ? headHeight : 0),
          bottom: () => PAGE.height - MARGIN_BOTTOM,
        },
      ],
      finishPage(p, index, count) {
        pageFooter(p, content.nome, index, count, { color: palette.muted });
      },
    };
  },
};
