// Layout "clean": one column, the name in the primary colour with a small round photo, coloured section titles
// over a hairline, personal data in two columns and skills as soft chips.
import { mm } from '../../../pdf/units';
import { Column, type LayoutContext, PAGE, type ResumeLayout } from './flow';
import type { TextStyle } from './painter';
import { addSection, headerParts, headingText, pageFooter, type SectionTheme } from './sections';

const MARGIN_X = mm(18);
const MARGIN_TOP = mm(16);
const MARGIN_BOTTOM = mm(16);
const BAND = 5;
const PHOTO = 66;

export const layoutClean: ResumeLayout = {
  family: 'sans',
  usesPhoto: true,
  readingOrder: [
    'pessoais',
    'documentos',
    'experiencias',
    'formacao',
    'escolaridade',
    'cursos',
    'habilidades',
  ],
  compose({ content, fonts, palette, photo, fit }: LayoutContext) {
    const width = PAGE.width - 2 * MARGIN_X;
    const col = new Column(width, fonts, fit);
    const body: TextStyle = { size: 9.5, color: palette.text, leading: 1.4 };
    const muted: TextStyle = { size: 8.5, color: palette.muted };

    // Header: name, desired position and contacts beside the photo.
    const textWidth = photo ? width - PHOTO - 16 : width;
    const name: TextStyle = { size: 24, weight: 'bold', color: palette.primaryDark, leading: 1.15 };
    const header = [
      ...col.lines(content.nome, name, { width: textWidth }),
      ...(content.cargo
        ? col.lines(content.cargo, { size: 12.5, color: palette.accent, leading: 1.5 }, { width: textWidth })
        : []),
      col.custom(4, () => {}),
      ...col.parts(
        headerParts(content, { withAddress: false }),
        { size: 9, color: palette.muted },
        {
          text: '  ·  ',
          style: { size: 9, color: palette.accent },
        },
        { width: textWidth },
      ),
    ];
    const headerHeight = header.reduce((sum, item) => sum + item.height, 0);
    if (photo) {
      if (headerHeight < PHOTO) header.push(col.custom(PHOTO - headerHeight, () => {}));
      const first = header[0]!;
      const paintName = first.payload;
      first.payload = (p, x, top) => {
        paintName(p, x, top);
        p.photo(photo, x + width - PHOTO, top, PHOTO, PHOTO, 'circle');
      };
    }
    col.block(header, { keepTogether: true, spaceAfter: 10 });
    col.block([col.custom(1, (p, x, top) => p.hline(x, x + width, top, palette.primary, 1.2))], {
      spaceAfter: 14,
    });

    const theme: SectionTheme = {
      body,
      addressInPessoais: true,
      sectionGap: 14,
      heading(c, title, _id, continued) {
        const style: TextStyle = {
          size: 10.5,
          weight: 'bold',
          color: palette.primaryDark,
          tracking: 0.6,
          leading: 1.2,
        };
        c.block(
          [
            ...c.lines(headingText(title, continued), style),
            c.custom(9, (p, x, top) => {
              p.hline(x, x + width, top + 3, palette.rule, 0.7);
              p.rect(x, top + 2, 26, 2, palette.accent);
            }),
          ],
          { keepWithNext: true, keepTogether: true, spaceAfter: 1 },
        );
      },
      entry: {
        title: { size: 10.5, weight: 'bold', color: palette.text, leading: 1.3 },
        subtitle: { size: 9.5, color: palette.primaryDark, leading: 1.35 },
        meta: muted,
        body,
        bullet: { text: '•', style: { size: 9.5, color: palette.accent, leading: 1.4 }, hang: 10 },
        period: 'right',
        gap: 11,
      },
      fields: { kind: 'grid', value: body, columns: 2, columnGap: 18, gap: 2 },
      skills: {
        kind: 'chips',
        style: { size: 8.5, color: palette.primaryDark, leading: 1.2 },
        fill: palette.primaryTint,
        padX: 7,
        padY: 2.5,
        gap: 5,
      },
    };

    for (const id of this.readingOrder) addSection(col, id, content, theme);

    return {
      frames: [
        {
          column: col,
          x: MARGIN_X,
          top: () => MARGIN_TOP + BAND,
          bottom: () => PAGE.height - MARGIN_BOTTOM,
        },
      ],
      decorate(p) {
        p.rect(0, 0, PAGE.width, BAND, palette.primary);
      },
      finishPage(p, index, count) {
        pageFooter(p, content.nome, index, count, { color: palette.muted });
      },
    };
  },
};
