// Server-side PDF of a resume in one of the six layouts: real text in reading order, the photo, the two colours,
// a mailto link, pt-BR metadata and, for previews, "PRÉVIA" across every page.
import { PDFDocument, type PDFImage } from 'pdf-lib';
import { drawWatermark, PREVIEW_WATERMARK, setMetadata } from '../../pdf/render-pdf';
import { mm } from '../../pdf/units';
import {
  drawVerificationFooter,
  VERIFICATION_FOOTER_RESERVE_MM,
  verificationFooterPlace,
} from '../../pdf/verification-footer';
import { buildCurriculoContent, type SecaoId } from './content';
import { layoutClassic } from './layouts/classic';
import { layoutClean } from './layouts/clean';
import { layoutComercial } from './layouts/comercial';
import { layoutExecutive } from './layouts/executive';
import { type Composition, fitPages, PAGE, paintPages, type ResumeLayout } from './layouts/flow';
import { layoutMinimal } from './layouts/minimal';
import { layoutModern } from './layouts/modern';
import { embedFonts, makePalette } from './layouts/painter';
import {
  type CurriculoInput,
  curriculoStoredSchema,
  DEFAULT_ACCENT_COLOR,
  DEFAULT_PRIMARY_COLOR,
  type LayoutId,
  normalizeHexColor,
} from './schema';

const LAYOUTS: Record<LayoutId, ResumeLayout> = {
  clean: layoutClean,
  modern: layoutModern,
  executive: layoutExecutive,
  minimal: layoutMinimal,
  classic: layoutClassic,
  comercial: layoutComercial,
};

/** The section titles of a layout in reading order, when present (name and contacts come first). */
export function layoutReadingOrder(layout: LayoutId): readonly SecaoId[] {
  return LAYOUTS[layout].readingOrder;
}

/** Layouts that print the photo (the others leave it out by design). */
export function layoutUsesPhoto(layout: LayoutId): boolean {
  return LAYOUTS[layout].usesPhoto;
}

export type FotoType = 'jpeg' | 'png';

export interface CurriculoPhoto {
  bytes: Uint8Array;
  type: FotoType;
}

export interface RenderCurriculoOptions {
  layout: LayoutId;
  /** `#rrggbb` (or `#rgb`); anything else takes the default #1d4ed8. */
  primaryColor?: string;
  /** Default #6366f1. */
  accentColor?: string;
  /** The photo's bytes, read by the caller from storage; drawn by the layouts that use one. */
  photo?: CurriculoPhoto | null;
  /** Mark every page "PRÉVIA" (previews before payment). */
  watermark?: boolean;
  /** Metadata creation date (default now). */
  createdAt?: Date;
  /** A released PDF's check page, printed with its QR at the foot of every page (issue 23). */
  verificationUrl?: string;
  /** The document's readable reference, printed beside the check's address. */
  documentReference?: string;
  /** The day that age and the running time of a current job are computed for (default now). */
  today?: Date;
}

/** The resume's verification footer: its QR 12 mm from the right edge. */
const FOOTER = { rightMm: 12 };

/**
 * The composition with every column ending above the verification footer, so the pages paginate again, and
 * the layout's page footer kept 2 mm above the footer's lines and left of its QR.
 */
function clearOfFooter(composition: Composition): Composition {
  const lowest = PAGE.height - mm(VERIFICATION_FOOTER_RESERVE_MM);
  const place = verificationFooterPlace(PAGE.width, FOOTER);
  return {
    ...composition,
    footerRoom: { bottom: PAGE.height - place.textTop - mm(2), right: place.qrLeft - mm(3) },
    frames: composition.frames.map((frame) => ({
      ...frame,
      bottom: (pageIndex: number) => Math.min(frame.bottom(pageIndex), lowest),
    })),
  };
}

/** JPEG or PNG by its first bytes (the upload's declared type is not trusted); null for anything else. */
export function detectFotoType(bytes: Uint8Array): FotoType | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return 'png';
  return null;
}

async function embedPhoto(doc: PDFDocument, photo: CurriculoPhoto): Promise<PDFImage | null> {
  try {
    return photo.type === 'png' ? await doc.embedPng(photo.bytes) : await doc.embedJpg(photo.bytes);
  } catch {
    // A damaged upload must not cost the person their resume: it prints without the photo.
    return null;
  }
}

/**
 * The resume's PDF. Any draft renders (fields the draft schema reads, blanks left out); the caller decides
 * whether it may be clean (released or admin, after `checkCurriculo`) or must carry the watermark.
 */
export async function renderCurriculoPdf(
  resume: CurriculoInput | unknown,
  options: RenderCurriculoOptions,
): Promise<Uint8Array> {
  const form = curriculoStoredSchema.parse(resume ?? {});
  const layout = LAYOUTS[options.layout] ?? LAYOUTS.clean;
  const content = buildCurriculoContent(form, options.today ?? new Date());

  const doc = await PDFDocument.create({ updateMetadata: false });
  const fonts = await embedFonts(doc, layout.family);
  const palette = makePalette(
    normalizeHexColor(options.primaryColor) ?? DEFAULT_PRIMARY_COLOR,
    normalizeHexColor(options.accentColor) ?? DEFAULT_ACCENT_COLOR,
  );
  const photo = layout.usesPhoto && options.photo ? await embedPhoto(doc, options.photo) : null;

  // The layout is composed again only while the fit step measures how tight it must be; it is painted once.
  const compose = (fit: number) => layout.compose({ content, fonts, palette, photo, fit });
  const laidOut = fitPages(options.verificationUrl ? (fit) => clearOfFooter(compose(fit)) : compose);
  const pages = paintPages(doc, fonts, laidOut);
  if (options.verificationUrl)
    drawVerificationFooter(doc, pages, fonts.regular, options.verificationUrl, {
      ...FOOTER,
      ...(options.documentReference ? { reference: options.documentReference } : {}),
    });
  if (options.watermark) for (const page of pages) drawWatermark(page, PREVIEW_WATERMARK, fonts.bold.font);

  const nome = content.nome;
  setMetadata(
    doc,
    {
      title: nome ? `Currículo — ${nome}` : 'Currículo',
      subject: content.cargo ? `Currículo — ${content.cargo}` : 'Currículo',
      ...(nome ? { author: nome } : {}),
      keywords: [content.cargo, ...content.habilidades].filter(Boolean),
      ...(options.createdAt ? { createdAt: options.createdAt } : {}),
      language: 'pt-BR',
    },
    'normalize',
  );
  return doc.save();
}
