// The resume's sections as column blocks, styled by each layout's theme: headings kept with their first item and
// repeated where a section continues, entries whose title lines stay together, duties split only between lines,
// skills and footers that wrap rather than cut what was typed.
import type { RGB } from 'pdf-lib';
import type { TextLine } from '../../../pdf/line-breaker';
import type { FlowItem } from '../../../pdf/paginate';
import type { InlineRun } from '../../blocks';
import {
  type ContentEntry,
  type ContentField,
  type CurriculoContent,
  SECOES,
  type SecaoId,
} from '../content';
import { Column, type Paint, runsOf } from './flow';
import { lineHeight, type Painter, runsWidth, type TextStyle, textWidth } from './painter';

export interface EntryTheme {
  title: TextStyle;
  subtitle: TextStyle;
  meta: TextStyle;
  body: TextStyle;
  bullet: { text: string; style: TextStyle; hang: number };
  /** Dates flush right on the title line, or first on the line under the company. */
  period: 'right' | 'meta';
  /** Space between entries. */
  gap: number;
  /** Left offset of everything under the title (a timeline or an indented body). */
  indent?: number;
  /** Drawn beside the title line (a timeline dot). */
  marker?: Paint;
}

export interface SectionTheme {
  entry: EntryTheme;
  body: TextStyle;
  /**
   * Adds the section's heading to the column (the theme decides its look, `headingText` its words); kept with
   * what follows. `continued` for the heading repeated on the page a section continues on.
   */
  heading(col: Column, title: string, id: SecaoId, continued: boolean): void;
  /** Space after a section. */
  sectionGap: number;
  fields: FieldsStyle;
  skills: SkillsStyle;
  /** Print the address under Dados Pessoais (layouts whose header shows only the town). */
  addressInPessoais?: boolean;
}

export type FieldsStyle =
  | { kind: 'inline'; label: TextStyle; value: TextStyle; gap: number }
  | { kind: 'stacked'; label: TextStyle; value: TextStyle; gap: number }
  | { kind: 'table'; label: TextStyle; value: TextStyle; labelWidth: number; gap: number }
  | { kind: 'grid'; value: TextStyle; columns: number; columnGap: number; gap: number };

export type SkillsStyle =
  | { kind: 'bullets'; style: TextStyle; bullet: { text: string; style: TextStyle; hang: number } }
  | { kind: 'chips'; style: TextStyle; fill: RGB; padX: number; padY: number; gap: number }
  | { kind: 'inline'; style: TextStyle; separator: string }
  | { kind: 'columns'; style: TextStyle; columns: number; bullet: { text: string; style: TextStyle } };

const DOT = ' · ';

/** A heading's words: the title (upper case unless `upper` is false), "(continuação)" where it continues. */
export function headingText(title: string, continued: boolean, upper = true): string {
  const text = upper ? title.toLocaleUpperCase('pt-BR') : title;
  return continued ? `${text} (continuação)` : text;
}

/** "Label: value" fields as the theme shows them, each kept whole. */
export function addFields(
  col: Column,
  fields: readonly ContentField[],
  style: FieldsStyle,
  link?: string,
): void {
  if (style.kind === 'grid') {
    addFieldGrid(col, fields, style, link);
    return;
  }
  fields.forEach((field, i) => {
    const spaceAfter = i === fields.length - 1 ? 0 : style.gap;
    const uri = field.label === 'E-mail' ? link : undefined;
    if (style.kind === 'inline') {
      const runs: InlineRun[] = [
        { text: `${field.label}: `, bold: true },
        { text: field.value, bold: false },
      ];
      col.block(uri ? col.lines(runs, style.value, { link: uri }) : col.lines(runs, style.value), {
        keepTogether: true,
        spaceAfter,
      });
    } else if (style.kind === 'stacked') {
      col.block(
        [
          ...col.lines(field.label.toLocaleUpperCase('pt-BR'), style.label),
          ...col.lines(field.value, style.value, uri ? { link: uri } : {}),
        ],
        { keepTogether: true, spaceAfter },
      );
    } else {
      const label = col.style(style.label);
      const value = col.style(style.value);
      const valueLines = col.breakText(runsOf(field.value), value, col.width - style.labelWidth);
      const items = valueLines.map((line) =>
        col.lineItem(line, value, {
          width: col.width - style.labelWidth,
          indent: style.labelWidth,
          ...(uri ? { link: uri } : {}),
        }),
      );
      const first = items[0];
      if (first) {
        const paintValue = first.payload;
        const offset = (lineHeight(value) - lineHeight(label)) / 2;
        first.payload = (p, x, top) => {
          p.text(field.label, x, top + offset, label);
          paintValue(p, x, top);
        };
      }
      col.block(items, { keepTogether: true, spaceAfter });
    }
  });
}

/**
 * "Label: value" cells side by side, row by row; a field too long for a cell takes a whole row. Each row is one
 * item painted cell by cell, so a wrapped value reads in one piece.
 */
function addFieldGrid(
  col: Column,
  fields: readonly ContentField[],
  style: Extract<FieldsStyle, { kind: 'grid' }>,
  link?: string,
): void {
  const value = col.style(style.value);
  const cellWidth = (col.width - style.columnGap * (style.columns - 1)) / style.columns;
  const runsOfField = (field: ContentField) =>
    runsOf([
      { text: `${field.label}: `, bold: true },
      { text: field.value, bold: false },
    ]);
  const rows: ContentField[][] = [];
  let row: ContentField[] = [];
  for (const field of fields) {
    if (runsWidth(col.fonts, runsOfField(field), value) > cellWidth) {
      if (row.length > 0) rows.push(row);
      rows.push([field]);
      row = [];
      continue;
    }
    row.push(field);
    if (row.length === style.columns) {
      rows.push(row);
      row = [];
    }
  }
  if (row.length > 0) rows.push(row);

  const lh = lineHeight(value);
  rows.forEach((cellsOfRow, r) => {
    const width =
      cellsOfRow.length === 1 && runsWidth(col.fonts, runsOfField(cellsOfRow[0]!), value) > cellWidth
        ? col.width
        : cellWidth;
    const cells = cellsOfRow.map((field) => ({
      lines: col.breakText(runsOfField(field), value, width),
      uri: field.label === 'E-mail' ? link : undefined,
    }));
    const height = Math.max(...cells.map((cell) => cell.lines.length)) * lh;
    col.block(
      [
        col.custom(height, (p, x, top) => {
          cells.forEach((cell, c) => {
            const left = x + c * (cellWidth + style.columnGap);
            cell.lines.forEach((line, n) => {
              p.runs(line.segments, left, top + n * lh, value);
              if (cell.uri) p.link(left, top + n * lh, line.width, lh, cell.uri);
            });
          });
        }),
      ],
      { keepTogether: true, spaceAfter: r === rows.length - 1 ? 0 : style.gap },
    );
  });
}

/** Contact fields in the order a recruiter looks for them. */
export function contactFields(content: CurriculoContent): ContentField[] {
  const fields: ContentField[] = [];
  if (content.telefone) fields.push({ label: 'Telefone', value: content.telefone });
  if (content.email) fields.push({ label: 'E-mail', value: content.email });
  const endereco = [content.endereco, content.cidade].filter(Boolean).join(' – ');
  if (endereco) fields.push({ label: 'Endereço', value: endereco });
  return fields;
}

/**
 * "Nome · Página n de N" at the foot of every page of a resume longer than one page, centred on `x` within
 * `maxWidth`; a name too long for one line wraps above the page number rather than being cut.
 */
export function pageFooter(
  p: Painter,
  nome: string,
  index: number,
  count: number,
  options: { x?: number; maxWidth?: number; color: RGB },
): void {
  if (count < 2) return;
  const style: TextStyle = { size: 7.5, color: options.color };
  const pagina = `Página ${index + 1} de ${count}`;
  const x = options.x ?? p.width / 2;
  const room = p.footerRoom;
  // Beside a verification footer the block stays left of its QR, centred on the same `x`.
  const width = Math.min(
    options.maxWidth ?? p.width - 100,
    room ? 2 * (room.right - x) : Number.POSITIVE_INFINITY,
  );
  const oneLine = nome ? `${nome}  ·  ${pagina}` : pagina;
  // Its lowest line ends 30 pt above the page's edge, or above the verification footer's lines.
  const floor = room ? room.bottom : p.height - 30 + lineHeight(style);
  if (textWidth(p.fonts, oneLine, style) <= width) {
    p.text(oneLine, x, floor - lineHeight(style), style, 'center');
    return;
  }
  const lines = [
    ...new Column(width, p.fonts).lines(nome, style, { align: 'center' }),
    ...new Column(width, p.fonts).lines(pagina, style, { align: 'center' }),
  ];
  // The block grows towards the page's edge, keeping clear of the text above it.
  let top = room
    ? room.bottom - lines.length * lineHeight(style)
    : Math.min(p.height - 30, p.height - 12 - lines.length * lineHeight(style));
  for (const line of lines) {
    line.payload(p, x - width / 2, top);
    top += line.height;
  }
}

/** Phone, e-mail (a mailto link) and the town, or the full address, for a header line. */
export function headerParts(
  content: CurriculoContent,
  options: { withAddress: boolean },
): { text: string; link?: string }[] {
  const place = options.withAddress
    ? [content.endereco, content.cidade].filter(Boolean).join(' – ')
    : content.localidade;
  const parts: { text: string; link?: string }[] = [{ text: content.telefone }];
  const link = mailto(content.email);
  parts.push(link ? { text: content.email, link } : { text: content.email });
  parts.push({ text: place });
  return parts.filter((part) => part.text !== '');
}

export function mailto(email: string): string | undefined {
  return email ? `mailto:${email}` : undefined;
}

/** An entry: title lines kept together and with the first lines of the duties, which may split between lines. */
export function addEntry(col: Column, entry: ContentEntry, theme: EntryTheme, isLast: boolean): void {
  const indent = theme.indent ?? 0;
  const title = entry.title || entry.subtitle;
  const subtitle = entry.title ? entry.subtitle : '';
  const header =
    theme.period === 'right'
      ? col.row(title, theme.title, entry.period, theme.meta, indent)
      : col.lines(title, theme.title, { indent, width: col.width });
  if (theme.marker && header[0]) {
    const paintTitle = header[0].payload;
    const marker = theme.marker;
    header[0].payload = (p, x, top) => {
      marker(p, x, top);
      paintTitle(p, x, top);
    };
  }
  if (subtitle) header.push(...col.lines(subtitle, theme.subtitle, { indent, width: col.width }));
  const meta = [theme.period === 'meta' ? entry.period : '', entry.detail, entry.location].filter(Boolean);
  if (meta.length > 0) header.push(...col.lines(meta.join(DOT), theme.meta, { indent, width: col.width }));

  const gap = isLast ? 0 : theme.gap;
  if (entry.lines.length === 0) {
    col.block(header, { keepTogether: true, spaceAfter: gap });
    return;
  }
  col.block(header, { keepTogether: true, keepWithNext: true, spaceAfter: theme.body.size * 0.3 });
  if (!entry.bulleted) {
    col.block(
      entry.lines.flatMap((line) => col.lines(line, theme.body, { indent, width: col.width })),
      { spaceAfter: gap },
    );
    return;
  }
  // A duty per block: a page break falls between duties, inside one only when it is longer than three lines.
  entry.lines.forEach((line, i) => {
    const items = col.bullets([line], theme.body, { ...theme.bullet, indent });
    col.block(items, {
      keepTogether: items.length <= 3,
      spaceAfter: i === entry.lines.length - 1 ? gap : 0,
    });
  });
}

/** Skills as the theme shows them. */
export function addSkills(col: Column, skills: readonly string[], style: SkillsStyle): void {
  if (skills.length === 0) return;
  if (style.kind === 'bullets') {
    col.block(col.bullets(skills, style.style, style.bullet));
  } else if (style.kind === 'inline') {
    // No-break spaces keep each skill on one line; lines break only between skills.
    col.block(col.lines(skills.map((s) => s.replace(/ /g, '\u00a0')).join(style.separator), style.style));
  } else if (style.kind === 'columns') {
    const text = col.style(style.style);
    const bullet = col.style(style.bullet.style);
    const lh = lineHeight(text);
    const columnWidth = col.width / style.columns;
    const hang = text.size * 1.1;
    for (let i = 0; i < skills.length; i += style.columns) {
      // A skill too long for its column wraps under itself; the row is as tall as its longest skill.
      const cells = skills
        .slice(i, i + style.columns)
        .map((skill) => col.breakText(runsOf(skill), text, columnWidth - hang - 6));
      const rows = Math.max(1, ...cells.map((lines) => lines.length));
      col.block([
        col.custom(rows * lh, (p, x, top) => {
          cells.forEach((lines, n) => {
            const left = x + n * columnWidth;
            p.text(style.bullet.text, left, top, bullet);
            lines.forEach((line, k) => {
              p.runs(line.segments, left + hang, top + k * lh, text);
            });
          });
        }),
      ]);
    }
  } else {
    const text = col.style(style.style);
    const lh = lineHeight(text);
    const radius = lh / 2 + style.padY;
    type Chip = { lines: TextLine[]; width: number; height: number };
    let row: Chip[] = [];
    let used = 0;
    const rows: Chip[][] = [];
    for (const skill of skills) {
      // A skill wider than the column wraps inside its chip.
      const lines = col.breakText(runsOf(skill), text, col.width - 2 * style.padX);
      const width =
        Math.max(...lines.map((line) => runsWidth(col.fonts, line.segments, text))) + 2 * style.padX;
      if (row.length > 0 && used + width > col.width + 0.01) {
        rows.push(row);
        row = [];
        used = 0;
      }
      row.push({ lines, width, height: lines.length * lh + 2 * style.padY });
      used += width + style.gap;
    }
    if (row.length > 0) rows.push(row);
    rows.forEach((chips, r) => {
      col.block(
        [
          col.custom(Math.max(...chips.map((chip) => chip.height)), (p, x, top) => {
            let left = x;
            for (const chip of chips) {
              p.roundedRect(left, top, chip.width, chip.height, radius, style.fill);
              chip.lines.forEach((line, k) => {
                p.runs(line.segments, left + style.padX, top + style.padY + k * lh, text);
              });
              left += chip.width + style.gap;
            }
          }),
        ],
        { spaceAfter: r === rows.length - 1 ? 0 : style.gap },
      );
    });
  }
}

/** The personal data, with the full address when the layout prints it there. */
export function pessoaisFields(content: CurriculoContent, withAddress = false): ContentField[] {
  const endereco = [content.endereco, content.cidade].filter(Boolean).join(' – ');
  return withAddress && endereco
    ? [...content.pessoais, { label: 'Endereço', value: endereco }]
    : content.pessoais;
}

/** What each section has to show; empty sections are left out by `addSection`. */
export function hasSection(content: CurriculoContent, id: SecaoId, withAddress = false): boolean {
  switch (id) {
    case 'objetivo':
      return content.cargo !== '';
    case 'contato':
      return contactFields(content).length > 0;
    case 'pessoais':
      return pessoaisFields(content, withAddress).length > 0;
    case 'documentos':
      return content.documentos.length > 0;
    case 'escolaridade':
      return content.escolaridade !== null;
    case 'formacao':
      return content.formacao.length > 0;
    case 'cursos':
      return content.cursos.length > 0;
    case 'experiencias':
      return content.experiencias.length > 0;
    case 'habilidades':
      return content.habilidades.length > 0;
  }
}

/** One section, heading and body, in the theme's style; nothing when the section is empty or switched off. */
export function addSection(
  col: Column,
  id: SecaoId,
  content: CurriculoContent,
  theme: SectionTheme,
): boolean {
  if (!hasSection(content, id, theme.addressInPessoais)) return false;
  col.section(
    () => continuedHeading(col, id, theme),
    () => {
      theme.heading(col, SECOES[id], id, false);
      addSectionBody(col, id, content, theme);
      col.space(theme.sectionGap);
    },
  );
  return true;
}

/** The heading drawn atop a page where the section continues, its space below included. */
function continuedHeading(col: Column, id: SecaoId, theme: SectionTheme): FlowItem<Paint>[] {
  const scratch = col.scratch();
  theme.heading(scratch, SECOES[id], id, true);
  return scratch.flows.flatMap((flow) => [
    ...flow.items,
    ...(flow.spaceAfter > 0 ? [scratch.custom(flow.spaceAfter, () => {})] : []),
  ]);
}

function addSectionBody(col: Column, id: SecaoId, content: CurriculoContent, theme: SectionTheme): void {
  const entries = (list: ContentEntry[]) => {
    list.forEach((entry, i) => {
      addEntry(col, entry, theme.entry, i === list.length - 1);
    });
  };
  switch (id) {
    case 'objetivo':
      col.block(col.lines(content.cargo, theme.body));
      break;
    case 'contato':
      addFields(col, contactFields(content), theme.fields, mailto(content.email));
      break;
    case 'pessoais':
      addFields(col, pessoaisFields(content, theme.addressInPessoais), theme.fields);
      break;
    case 'documentos':
      addFields(col, content.documentos, theme.fields);
      break;
    case 'escolaridade': {
      const e = content.escolaridade!;
      entries([
        {
          title: e.nivel,
          subtitle: e.instituicao,
          period: '',
          detail: '',
          location: '',
          lines: [],
          bulleted: false,
        },
      ]);
      break;
    }
    case 'formacao':
      entries(content.formacao);
      break;
    case 'cursos':
      entries(content.cursos);
      break;
    case 'experiencias':
      entries(content.experiencias);
      break;
    case 'habilidades':
      addSkills(col, content.habilidades, theme.skills);
      break;
  }
}
