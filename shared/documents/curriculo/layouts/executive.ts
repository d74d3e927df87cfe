// Layout "executive": a primary-colour band across the top with the name, position, contacts and a framed
// photo; experience on a timeline in the wide column, personal data and skills in a tinted side panel.
import { mm } from '../../../pdf/units';
import type { SecaoId } from '../content';
import { Column, type LayoutContext, PAGE, type ResumeLayout } from './flow';
import type { TextStyle } from './painter';
import { addSection, headerParts, headingText, pageFooter, type SectionTheme } from './sections';

const MARGIN_X = mm(15);
const MARGIN_Y = mm(14);
const PANEL = 176;
const GUTTER = 22;
const PHOTO = 92;
const BAND_PAD = 26;

const MAIN_ORDER: SecaoId[] = ['experiencias', 'formacao', 'escolaridade', 'cursos', 'habilidades'];
const PANEL_ORDER: SecaoId[] = ['pessoais', 'documentos'];

export const layoutExecutive: ResumeLayout = {
  family: 'sans',
  usesPhoto: true,
  readingOrder: [...MAIN_ORDER, ...PANEL_ORDER],
  compose({ content, fonts, palette, photo, fit }: LayoutContext) {
    const panelX = PAGE.width - PANEL;
    const panelPad = 16;
    const panelWidth = PANEL - 2 * panelPad;
    const mainWidth = panelX - MARGIN_X - GUTTER;

    // The band: name, position and contacts in the page's first lines.
    const bandWidth = PAGE.width - 2 * MARGIN_X - (photo ? PHOTO + 24 : 0);
    const bandCol = new Column(bandWidth, fonts, fit);
    const band = [
      ...bandCol.lines(content.nome.toLocaleUpperCase('pt-BR'), {
        size: 23,
        weight: 'bold',
        color: palette.onPrimary,
        tracking: 0.8,
        leading: 1.15,
      }),
      ...(content.cargo
        ? bandCol.lines(content.cargo, { size: 12.5, color: palette.onPrimarySoft, leading: 1.6 })
        : []),
      bandCol.custom(6, () => {}),
      ...bandCol.parts(
        headerParts(content, { withAddress: false }),
        { size: 9, color: palette.onPrimary, leading: 1.45 },
        { text: '   |   ', style: { size: 9, color: palette.onPrimarySoft, leading: 1.45 } },
      ),
    ];
    const bandText = band.reduce((sum, item) => sum + item.height, 0);
    const bandHeight = Math.max(bandText, photo ? PHOTO : 0) + 2 * BAND_PAD;

    const body: TextStyle = { size: 9.5, color: palette.text, leading: 1.4 };
    const main = new Column(mainWidth, fonts, fit);
    const mainTheme: SectionTheme = {
      body,
      sectionGap: 16,
      heading(c, title, _id, continued) {
        const style: TextStyle = {
          size: 11,
          weight: 'bold',
          color: palette.primaryDark,
          tracking: 1,
          leading: 1.3,
        };
        c.block(
          [
            ...c.lines(headingText(title, continued), style),
            c.custom(10, (p, x, top) => {
              p.rect(x, top + 2.5, mainWidth, 1.6, palette.primary);
            }),
          ],
          { keepWithNext: true, keepTogether: true },
        );
      },
      entry: {
        title: { size: 10.5, weight: 'bold', color: palette.text, leading: 1.3 },
        subtitle: { size: 9.5, weight: 'bold', color: palette.accent, leading: 1.35 },
        meta: { size: 8.5, color: palette.muted, leading: 1.4 },
        body,
        bullet: { text: '–', style: { ...body, color: palette.muted }, hang: 9 },
        period: 'right',
        gap: 12,
        indent: 14,
        marker: (p, x, top) => {
          p.circle(x + 3.5, top + 7, 3.5, palette.accent);
        },
      },
      fields: { kind: 'inline', label: body, value: body, gap: 2 },
      skills: {
        kind: 'columns',
        style: { ...body, leading: 1.6 },
        columns: 2,
        bullet: { text: '•', style: { ...body, color: palette.accent, leading: 1.6 } },
      },
    };
    for (const id of MAIN_ORDER) addSection(main, id, content, mainTheme);

    const panelBody: TextStyle = { size: 9, color: palette.text, leading: 1.35 };
    const panel = new Column(panelWidth, fonts, fit, { wholeSections: true });
    const panelTheme: SectionTheme = {
      body: panelBody,
      sectionGap: 16,
      addressInPessoais: true,
      heading(c, title, _id, continued) {
        const style: TextStyle = {
          size: 9.5,
          weight: 'bold',
          color: palette.primaryDark,
          tracking: 0.9,
          leading: 1.3,
        };
        c.block(
          [
            ...c.lines(headingText(title, continued), style),
            c.custom(9, (p, x, top) => p.rect(x, top + 2, 22, 2, palette.accent)),
          ],
          { keepWithNext: true, keepTogether: true },
        );
      },
      entry: mainTheme.entry,
      fields: {
        kind: 'stacked',
        label: { size: 7.5, weight: 'bold', color: palette.muted, tracking: 0.4, leading: 1.4 },
        value: panelBody,
        gap: 5,
      },
      skills: mainTheme.skills,
    };
    for (const id of PANEL_ORDER) addSection(panel, id, content, panelTheme);

    const top = (i: number) => (i === 0 ? bandHeight + 20 : MARGIN_Y);
    return {
      frames: [
        { column: main, x: MARGIN_X, top, bottom: () => PAGE.height - MARGIN_Y },
        { column: panel, x: panelX + panelPad, top, bottom: () => PAGE.height - MARGIN_Y },
      ],
      decorate(p, index) {
        const panelTop = index === 0 ? bandHeight : 0;
        p.rect(panelX, panelTop, PANEL, PAGE.height - panelTop, palette.primaryTint);
        if (index !== 0) {
          p.rect(0, 0, PAGE.width, 6, palette.primary);
          return;
        }
        p.rect(0, 0, PAGE.width, bandHeight, palette.primary);
        p.rect(0, bandHeight, PAGE.width, 3, palette.accent);
        let y = (bandHeight - bandText) / 2;
        for (const item of band) {
          item.payload(p, MARGIN_X, y);
          y += item.height;
        }
        if (photo) {
          const x = PAGE.width - MARGIN_X - PHOTO;
          const t = (bandHeight - PHOTO) / 2;
          p.circle(x + PHOTO / 2, t + PHOTO / 2, PHOTO / 2 + 3, palette.white);
          p.photo(photo, x, t, PHOTO, PHOTO, 'circle');
        }
      },
      finishPage(p, index, count) {
        pageFooter(p, content.nome, index, count, {
          x: MARGIN_X + mainWidth / 2,
          maxWidth: mainWidth,
          color: palette.muted,
        });
      },
    };
  },
};
