import { readFileSync } from 'node:fs';
import { PDFArray, PDFDict, PDFDocument, PDFName, PDFString } from 'pdf-lib';
import { describe, expect, it } from 'vitest';
import { extractPdfText, type PdfTextItem } from '../../pdf/extract-text';
import { A4_PORTRAIT } from '../../pdf/units';
import { SECOES } from './content';
import { curriculoExemplo, curriculoMinimoExemplo, fotoExemplo } from './fixtures';
import { detectFotoType, layoutReadingOrder, layoutUsesPhoto, renderCurriculoPdf } from './render';
import { type CurriculoForm, LAYOUT_IDS, type LayoutId } from './schema';

const today = new Date('2026-03-05T12:00:00Z');
const flat = (text: string) => text.replace(/\s+/g, ' ');
const upper = (text: string) => flat(text).toLocaleUpperCase('pt-BR');
const TITLES = Object.values(SECOES).map((t) => t.toLocaleUpperCase('pt-BR'));
const pngFoto = () => ({
  bytes: new Uint8Array(readFileSync(new URL('./foto-exemplo/foto-exemplo.png', import.meta.url))),
  type: 'png' as const,
});

const render = (
  form: CurriculoForm,
  layout: LayoutId,
  extra: { watermark?: boolean; photo?: boolean } = {},
) =>
  renderCurriculoPdf(form, {
    layout,
    today,
    ...(extra.photo === false ? {} : { photo: fotoExemplo() }),
    ...(extra.watermark ? { watermark: true } : {}),
  });

/** The URIs of the link annotations of every page. */
async function linkUris(bytes: Uint8Array): Promise<string[]> {
  const doc = await PDFDocument.load(bytes);
  const uris: string[] = [];
  for (const page of doc.getPages()) {
    const annots = page.node.lookupMaybe(PDFName.of('Annots'), PDFArray);
    for (let i = 0; i < (annots?.size() ?? 0); i++) {
      const annot = annots!.lookup(i, PDFDict);
      const action = annot.lookupMaybe(PDFName.of('A'), PDFDict);
      const uri = action?.lookupMaybe(PDFName.of('URI'), PDFString);
      if (uri) uris.push(uri.decodeText());
    }
  }
  return uris;
}

/** A heading item (a section title, or the first line of one wrapped in a narrow column). */
const isHeading = (item: PdfTextItem) => {
  const s = item.str.trim().toLocaleUpperCase('pt-BR');
  return TITLES.some((t) => t === s || (s.length > 3 && t.startsWith(`${s} `)));
};

/** Headings with no text of their own column below them on the same page (a footer does not count). */
function lonelyHeadings(items: PdfTextItem[][]): string[] {
  const lonely: string[] = [];
  items.forEach((page, n) => {
    for (const heading of page.filter(isHeading)) {
      const followed = page.some(
        (other) =>
          other !== heading &&
          !isHeading(other) &&
          other.y > 45 &&
          other.y <= heading.y + 2 &&
          other.y >= heading.y - 60 &&
          other.x >= heading.x - 20 &&
          other.x <= heading.x + 150,
      );
      if (!followed) lonely.push(`page ${n + 1}: ${heading.str}`);
    }
  });
  return lonely;
}

describe.each(LAYOUT_IDS)('layout %s', (layout) => {
  it('renders the full sample on two A4 pages with name, e-mail and every section in reading order', async () => {
    const pdf = await extractPdfText(await render(curriculoExemplo, layout));

    expect(pdf.pages).toHaveLength(2);
    for (const size of pdf.pageSizes) {
      expect(size.width).toBeCloseTo(A4_PORTRAIT.width, 1);
      expect(size.height).toBeCloseTo(A4_PORTRAIT.height, 1);
    }
    const text = upper(pdf.text);
    expect(text.startsWith('MARIANA APARECIDA COSTA')).toBe(true);
    expect(pdf.text).toContain('mariana.ferreira@exemplo.com.br');
    expect(text).toContain('ASSISTENTE ADMINISTRATIVO');
    expect(flat(pdf.text)).toContain('Comercial Horizonte Distribuidora Ltda.');
    // Each section once; on each page the titles come in the layout's reading order (columns one after the other).
    const order = layoutReadingOrder(layout);
    for (const id of order) expect(text).toContain(SECOES[id].toLocaleUpperCase('pt-BR'));
    for (const page of pdf.pages) {
      const onPage = order
        .map((id) => upper(page).indexOf(SECOES[id].toLocaleUpperCase('pt-BR')))
        .filter((position) => position >= 0);
      expect(onPage).toEqual([...onPage].sort((a, b) => a - b));
    }
    expect(pdf.text).not.toContain('PRÉVIA');
  });

  it('leaves no section title alone at the foot of a page', async () => {
    const pdf = await extractPdfText(await render(curriculoExemplo, layout));

    expect(pdf.items.flat().filter(isHeading).length).toBeGreaterThanOrEqual(
      layoutReadingOrder(layout).length,
    );
    expect(lonelyHeadings(pdf.items)).toEqual([]);
  });

  it('links the e-mail with mailto: and sets the title and language', async () => {
    const bytes = await render(curriculoExemplo, layout);
    const pdf = await extractPdfText(bytes);

    expect(await linkUris(bytes)).toContain('mailto:mariana.ferreira@exemplo.com.br');
    expect(pdf.info.title).toBe('Currículo — Mariana Aparecida Costa Ferreira');
    expect(pdf.info.language).toBe('pt-BR');
  });

  it('omits sections switched off or empty', async () => {
    const form: CurriculoForm = {
      ...curriculoExemplo,
      incluir_documentacao: false,
      incluir_cursos_superiores: false,
      incluir_cursos: false,
      incluir_experiencias: false,
      mostrar_candidato_cargo: false,
      skills: [],
    };

    const pdf = await extractPdfText(await render(form, layout));
    const text = upper(pdf.text);

    expect(pdf.pages).toHaveLength(1);
    for (const id of ['documentos', 'formacao', 'cursos', 'experiencias', 'habilidades', 'objetivo'] as const)
      expect(text).not.toContain(SECOES[id].toLocaleUpperCase('pt-BR'));
    for (const absent of [
      '529.982.247-25',
      'MACKENZIE',
      'SENAC',
      'COMERCIAL HORIZONTE',
      'ASSISTENTE ADMINISTRATIVO',
    ])
      expect(text).not.toContain(absent);
    expect(text).toContain('DADOS PESSOAIS');
    expect(text).toContain('ENSINO MÉDIO COMPLETO');
  });

  it('marks every page "PRÉVIA" only when asked', async () => {
    const pdf = await extractPdfText(await render(curriculoExemplo, layout, { watermark: true }));

    expect(pdf.pages).toHaveLength(2);
    for (const page of pdf.pages) expect(page).toContain('PRÉVIA');
  });

  it('draws the photo only in the layouts that use one', async () => {
    const withPhoto = Buffer.from(await render(curriculoExemplo, layout));
    const withPng = Buffer.from(
      await renderCurriculoPdf(curriculoExemplo, { layout, today, photo: pngFoto() }),
    );
    const without = Buffer.from(await render(curriculoExemplo, layout, { photo: false }));

    expect(withPhoto.includes('/Subtype /Image')).toBe(layoutUsesPhoto(layout));
    expect(withPng.includes('/Subtype /Image')).toBe(layoutUsesPhoto(layout));
    expect(without.includes('/Subtype /Image')).toBe(false);
  });

  it('prints names of every Latin alphabet as typed, in every face', async () => {
    const form: CurriculoForm = {
      ...curriculoMinimoExemplo,
      nome: 'Nguyễn Thị Minh Khai',
      cargo_desejado: 'Vendas → Gerência Ω',
      email: 'ana@exemplo.com',
      skills: ['Łukasz Wąsik', 'Ștefan Țurcanu', 'Gökhan Öztürk', 'Zoë Ångström', 'Liderança\tde equipes'],
    };

    const pdf = await extractPdfText(await render(form, layout));
    const text = flat(pdf.text);

    expect(upper(text)).toContain('NGUYỄN THỊ MINH KHAI');
    expect(upper(text)).toContain('VENDAS → GERÊNCIA Ω');
    for (const skill of ['Łukasz Wąsik', 'Ștefan Țurcanu', 'Gökhan Öztürk', 'Zoë Ångström'])
      expect(text).toContain(skill);
    expect(text).toContain('Liderança de equipes');
    expect(text).not.toMatch(/\t/u);
  });

  it('renders an empty draft on one page', async () => {
    const pdf = await extractPdfText(await renderCurriculoPdf({}, { layout, today }));

    expect(pdf.pages).toHaveLength(1);
    expect(pdf.info.title).toBe('Currículo');
  });
});

describe('renderCurriculoPdf', () => {
  it('continues a long resume over more pages, numbering them and splitting duties only between lines', async () => {
    const form: CurriculoForm = {
      ...curriculoExemplo,
      experiencias: Array.from({ length: 6 }, (_, i) => ({ ...curriculoExemplo.experiencias[i % 2]! })),
    };

    const pdf = await extractPdfText(await render(form, 'clean'));

    expect(pdf.pages.length).toBeGreaterThanOrEqual(3);
    pdf.pages.forEach((page, i) => {
      expect(page).toContain(`Página ${i + 1} de ${pdf.pages.length}`);
    });
    expect(lonelyHeadings(pdf.items)).toEqual([]);
    // Every duty line is printed exactly as many times as it was typed.
    const duty = 'Treinamento de novas recepcionistas';
    expect(flat(pdf.text).split(duty).length - 1).toBe(3);
  });

  it.each(LAYOUT_IDS)(
    'keeps titles with their first item wherever the page breaks fall (%s)',
    async (layout) => {
      const duties = curriculoExemplo.experiencias[0]!.funcoes.split('\n');
      for (let extra = 0; extra < 12; extra++) {
        const form: CurriculoForm = {
          ...curriculoExemplo,
          experiencias: [
            {
              ...curriculoExemplo.experiencias[0]!,
              funcoes: [...duties, ...duties.slice(0, extra)].join('\n'),
            },
            curriculoExemplo.experiencias[1]!,
          ],
        };

        const pdf = await extractPdfText(await render(form, layout));

        expect(lonelyHeadings(pdf.items), `${extra} extra duties`).toEqual([]);
      }
    },
  );

  it('prints a damaged photo as no photo', async () => {
    const pdf = await renderCurriculoPdf(curriculoExemplo, {
      layout: 'modern',
      today,
      photo: { bytes: new Uint8Array([0xff, 0xd8, 0xff, 0, 1, 2]), type: 'jpeg' },
    });

    expect(Buffer.from(pdf).includes('/Subtype /Image')).toBe(false);
  });

  it('takes the colours given and the defaults for invalid ones', async () => {
    const createdAt = new Date('2026-03-05T15:00:00Z');
    const pdf = async (colors: { primaryColor?: string; accentColor?: string }) =>
      Buffer.from(
        await renderCurriculoPdf(curriculoExemplo, { layout: 'modern', today, createdAt, ...colors }),
      );

    const defaults = await pdf({});

    expect((await pdf({ primaryColor: '#0f766e' })).equals(defaults)).toBe(false);
    expect((await pdf({ accentColor: '#f59e0b' })).equals(defaults)).toBe(false);
    expect((await pdf({ primaryColor: 'url(javascript:)', accentColor: '' })).equals(defaults)).toBe(true);
    expect((await pdf({ primaryColor: '#1D4ED8', accentColor: '#6366F1' })).equals(defaults)).toBe(true);
  });

  it('recognises JPEG and PNG by their bytes', () => {
    expect(detectFotoType(fotoExemplo().bytes)).toBe('jpeg');
    expect(detectFotoType(pngFoto().bytes)).toBe('png');
    expect(detectFotoType(new TextEncoder().encode('<svg></svg>'))).toBeNull();
  });
});
