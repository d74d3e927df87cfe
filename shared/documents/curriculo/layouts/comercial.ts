// Layout "comercial": a bold header with a square photo beside the name and position, contacts on a strip in
// the accent colour, section titles on filled bars, skills in three columns: made to stand out for sales roles.
import { mm } from '../../../pdf/units';
import type { SecaoId } from '../content';
import { Column, type LayoutContext, PAGE, type ResumeLayout } from './flow';
import type { TextStyle } from './painter';
import { addSection, headerParts, headingText, pageFooter, type SectionTheme } from './sections';

const MARGIN_X = mm(16);
const MARGIN_TOP = mm(14);
const MARGIN_BOTTOM = mm(16);
const PHOTO = 84;

const ORDER: SecaoId[] = [
  'pessoais',
  'documentos',
  'experiencias',
  'habilidades',
  'formacao',
  'escolaridade',
  'cursos',
];

export const layoutComercial: ResumeLayout = {
  family: 'sans',
  usesPhoto: true,
  readingOrder: ORDER,
  compose({ content, fonts, palette, photo, fit }: LayoutContext) {
    const width = PAGE.width - 2 * MARGIN_X;
    const col = new Column(width, fonts, fit);
    const body: TextStyle = { size: 9.5, color: palette.text, leading: 1.4 };

    // Header: photo, then name and position beside it.
    const textX = photo ? PHOTO + 18 : 0;
    const textWidth = width - textX;
    const titleLines = [
      ...col.lines(
        content.nome,
        { size: 25, weight: 'bold', color: palette.text, leading: 1.15 },
        {
          width: textWidth,
        },
      ),
      ...(content.cargo
        ? col.lines(
            content.cargo.toLocaleUpperCase('pt-BR'),
            { size: 12, weight: 'bold', color: palette.primaryDark, tracking: 1, leading: 1.7 },
            { width: textWidth },
          )
        : []),
    ];
    const titleHeight = titleLines.reduce((sum, item) => sum + item.height, 0);
    const headHeight = Math.max(titleHeight, photo ? PHOTO : 0);
    col.block(
      [
        col.custom(headHeight, (p, x, top) => {
          let y = top + (headHeight - titleHeight) / 2;
          for (const line of titleLines) {
            line.payload(p, x + textX, y);
            y += line.height;
          }
          if (photo) {
            p.roundedRect(x - 3, top - 3, PHOTO + 6, PHOTO + 6, 8, palette.accent);
            p.photo(photo, x, top, PHOTO, PHOTO, 'rounded');
          }
        }),
      ],
      { keepTogether: true, spaceAfter: 12 },
    );

    // The contact strip spans the page; its lines are centred on the accent colour.
    const stripStyle: TextStyle = { size: 9, color: palette.onAccent, leading: 1.5 };
    const strip = col.parts(
      headerParts(content, { withAddress: true }),
      stripStyle,
      { text: '   •   ', style: stripStyle },
      { align: 'center' },
    );
    if (strip.length > 0) {
      const stripHeight = strip.reduce((sum, item) => sum + item.height, 0) + 12;
      col.block(
        [
          col.custom(stripHeight, (p, x, top) => {
            p.roundedRect(x, top, width, stripHeight, 4, palette.accent);
            let y = top + 6;
            for (const line of strip) {
              line.payload(p, x, y);
              y += line.height;
            }
          }),
        ],
        { keepTogether: true, spaceAfter: 16 },
      );
    }

    const theme: SectionTheme = {
      body,
      sectionGap: 14,
      heading(c, title, _id, continued) {
        const style: TextStyle = {
          size: 10,
          weight: 'bold',
          color: palette.onPrimary,
          tracking: 1,
          leading: 1.2,
        };
        const height = 19;
        const lines = c.lines(headingText(title, continued), style, { indent: 10 });
        c.block(
          [
            c.custom(height, (p, x, top) => {
              p.roundedRect(x, top, width, height, 3, palette.primary);
              p.rect(x, top, 5, height, palette.accent);
              lines[0]?.payload(p, x, top + (height - lines[0].height) / 2);
            }),
          ],
          { keepWithNext: true, keepTogether: true, spaceAfter: 8 },
        );
      },
      entry: {
        title: { size: 10.5, weight: 'bold', color: palette.primaryDark, leading: 1.3 },
        subtitle: { size: 9.5, weight: 'bold', color: palette.text, leading: 1.35 },
        meta: { size: 8.5, weight: 'bold', color: palette.accent, leading: 1.4 },
        body,
        bullet: { text: '•', style: { ...body, color: palette.accent }, hang: 10 },
        period: 'right',
        gap: 11,
      },
      fields: { kind: 'grid', value: body, columns: 2, columnGap: 20, gap: 2 },
      skills: {
        kind: 'columns',
        style: { ...body, leading: 1.6 },
        columns: 3,
        bullet: { text: '•', style: { ...body, color: palette.accent, leading: 1.6 } },
      },
    };
    for (const id of ORDER) addSection(col, id, content, theme);

    return {
      frames: [
        {
          column: col,
          x: MARGIN_X,
          top: (i) => (i === 0 ? MARGIN_TOP + 6 : MARGIN_TOP),
          bottom: () => PAGE.height - MARGIN_BOTTOM,
        },
      ],
      decorate(p) {
        p.rect(0, PAGE.height - 8, PAGE.width, 8, palette.primary);
      },
      finishPage(p, index, count) {
        pageFooter(p, content.nome, index, count, { color: palette.muted });
      },
    };
  },
};
