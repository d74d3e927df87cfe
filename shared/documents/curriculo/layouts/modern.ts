// Layout "modern": a full-height sidebar in the primary colour with the round photo, contacts, personal data and
// skills; the name large at the top of the main column, experience and education below it.
import { mm } from '../../../pdf/units';
import type { SecaoId } from '../content';
import { Column, type LayoutContext, PAGE, type ResumeLayout } from './flow';
import type { TextStyle } from './painter';
import { addSection, headingText, pageFooter, type SectionTheme } from './sections';

const SIDEBAR = 196;
const PAD = 20;
const MAIN_GAP = 26;
const MARGIN_RIGHT = mm(15);
const MARGIN_Y = mm(15);
const PHOTO = 112;

const SIDEBAR_ORDER: SecaoId[] = ['contato', 'pessoais', 'documentos', 'habilidades'];
const MAIN_ORDER: SecaoId[] = ['experiencias', 'formacao', 'escolaridade', 'cursos'];

export const layoutModern: ResumeLayout = {
  family: 'sans',
  usesPhoto: true,
  readingOrder: [...SIDEBAR_ORDER, ...MAIN_ORDER],
  compose({ content, fonts, palette, photo, fit }: LayoutContext) {
    const sideWidth = SIDEBAR - 2 * PAD;
    const mainX = SIDEBAR + MAIN_GAP;
    const mainWidth = PAGE.width - mainX - MARGIN_RIGHT;

    // Sidebar: light text on the primary colour.
    const side = new Column(sideWidth, fonts, fit, { wholeSections: true });
    const sideBody: TextStyle = { size: 9, color: palette.onPrimary, leading: 1.35 };
    if (photo) {
      side.block(
        [
          side.custom(PHOTO, (p, x, top) => {
            const cx = x + sideWidth / 2;
            p.circle(cx, top + PHOTO / 2, PHOTO / 2 + 3, palette.onPrimary);
            p.photo(photo, cx - PHOTO / 2, top, PHOTO, PHOTO, 'circle');
          }),
        ],
        { spaceAfter: 22 },
      );
    }
    const sideTheme: SectionTheme = {
      body: sideBody,
      sectionGap: 18,
      heading(c, title, _id, continued) {
        const style: TextStyle = {
          size: 10,
          weight: 'bold',
          color: palette.onPrimary,
          tracking: 1,
          leading: 1.2,
        };
        c.block(
          [
            ...c.lines(headingText(title, continued), style),
            c.custom(10, (p, x, top) => p.hline(x, x + sideWidth, top + 3.5, palette.onPrimarySoft, 0.6)),
          ],
          { keepWithNext: true, keepTogether: true },
        );
      },
      entry: {
        title: { ...sideBody, weight: 'bold' },
        subtitle: sideBody,
        meta: { size: 8, color: palette.onPrimarySoft },
        body: sideBody,
        bullet: { text: '•', style: sideBody, hang: 9 },
        period: 'meta',
        gap: 6,
      },
      fields: {
        kind: 'stacked',
        label: { size: 7.5, weight: 'bold', color: palette.onPrimarySoft, tracking: 0.5, leading: 1.4 },
        value: sideBody,
        gap: 6,
      },
      skills: { kind: 'bullets', style: sideBody, bullet: { text: '•', style: sideBody, hang: 9 } },
    };
    for (const id of SIDEBAR_ORDER) addSection(side, id, content, sideTheme);

    // Main column: the name heads the first page, painted first so that it is read first.
    const nameStyle: TextStyle = { size: 27, weight: 'bold', color: palette.primaryDark, leading: 1.12 };
    const cargoStyle: TextStyle = {
      size: 11.5,
      weight: 'bold',
      color: palette.accent,
      tracking: 1.2,
      leading: 1.6,
    };
    const main = new Column(mainWidth, fonts, fit);
    const header = [
      ...main.lines(content.nome, nameStyle),
      ...(content.cargo ? main.lines(content.cargo.toLocaleUpperCase('pt-BR'), cargoStyle) : []),
    ];
    const headerHeight = header.reduce((sum, item) => sum + item.height, 0) + 18;
    const body: TextStyle = { size: 9.5, color: palette.text, leading: 1.4 };
    const mainTheme: SectionTheme = {
      body,
      sectionGap: 16,
      heading(c, title, _id, continued) {
        const style: TextStyle = { size: 12.5, weight: 'bold', color: palette.primaryDark, leading: 1.3 };
        c.block(
          [
            c.custom(0, () => {}),
            ...c.lines(headingText(title, continued, false), style, { indent: 14 }).map((item, i) =>
              i === 0
                ? {
                    ...item,
                    payload: (p: Parameters<typeof item.payload>[0], x: number, top: number) => {
                      p.rect(x, top + 4, 7, 7, palette.accent);
                      item.payload(p, x, top);
                    },
                  }
                : item,
            ),
            c.custom(9, (p, x, top) => p.hline(x, x + mainWidth, top + 3, palette.rule, 0.8)),
          ],
          { keepWithNext: true, keepTogether: true },
        );
      },
      entry: {
        title: { size: 10.5, weight: 'bold', color: palette.text, leading: 1.3 },
        subtitle: { size: 9.5, weight: 'italic', color: palette.text, leading: 1.35 },
        meta: { size: 8.5, weight: 'bold', color: palette.accent, leading: 1.45 },
        body,
        bullet: { text: '•', style: { ...body, color: palette.primary }, hang: 10 },
        period: 'meta',
        gap: 12,
      },
      fields: { kind: 'inline', label: body, value: body, gap: 2 },
      skills: { kind: 'inline', style: body, separator: ' · ' },
    };
    for (const id of MAIN_ORDER) addSection(main, id, content, mainTheme);

    return {
      frames: [
        { column: side, x: PAD, top: () => MARGIN_Y + 4, bottom: () => PAGE.height - MARGIN_Y },
        {
          column: main,
          x: mainX,
          top: (i) => MARGIN_Y + (i === 0 ? headerHeight : 0),
          bottom: () => PAGE.height - MARGIN_Y,
        },
      ],
      decorate(p, index) {
        p.rect(0, 0, SIDEBAR, PAGE.height, palette.primary);
        if (index !== 0) return;
        let top = MARGIN_Y;
        for (const item of header) {
          item.payload(p, mainX, top);
          top += item.height;
        }
        p.rect(mainX, top + 6, 42, 3, palette.accent);
      },
      finishPage(p, index, count) {
        pageFooter(p, content.nome, index, count, {
          x: mainX + mainWidth / 2,
          maxWidth: mainWidth,
          color: palette.muted,
        });
      },
    };
  },
};
