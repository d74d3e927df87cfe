// Request and response shapes of the resume endpoints (spec part 1 §3.2, §7; issue 5 item 5), shared by the
// handlers and the SPA. Status, payment and edit counting are decided by the server and only displayed here.
import type { CurriculoMeta, CurriculoRecord, LayoutId } from '@shared/documents/curriculo/schema';
import { LAYOUT_IDS } from '@shared/documents/curriculo/schema';
import * as z from 'zod';
import { type PaidVersionFlag, paidVersionField } from './paid-version';
import { hasWholeOrChanges, versionedSaveFields } from './versioned-save';

const id = z.string({ error: 'Referência ausente' }).trim().min(1, { error: 'Referência ausente' }).max(120);
const layout = z.enum(LAYOUT_IDS, { error: 'Layout inválido' });
const color = z.string().trim().max(16);

/**
 * `POST curriculo-save`: creates (no `id`) or saves a resume, with the whole `data` or, on `base_version`, only
 * the `changes` (refused with 409 over a newer version). The form is checked by the draft schema on the
 * server; creating needs the terms accepted. Client-sent `status`, `pay`, `paidAt`, `needs_repayment`... are
 * stripped, never read.
 */
export const curriculoSaveInput = z
  .object({
    id: id.optional(),
    data: z.record(z.string(), z.unknown(), { error: 'Dados do currículo inválidos' }).optional(),
    ...versionedSaveFields,
    lastLayout: layout.optional(),
    layoutConfig: z.object({ primaryColor: color, accentColor: color }).partial().optional(),
    /** Creating a resume requires the Termo de Responsabilidade to have been accepted on the page. */
    terms_accepted: z.boolean().optional(),
  })
  .strip()
  .refine((input) => hasWholeOrChanges(input, input.data), { error: 'Dados do currículo inválidos' });
export type CurriculoSaveInput = z.infer<typeof curriculoSaveInput>;

export interface CurriculoSaveResponse {
  ok: true;
  id: string;
  meta: CurriculoMeta;
  /** "Edição detectada: é necessário um novo pagamento para liberar o PDF." when this save asked for one. */
  warning: string | null;
  /** The form's version now stored (see `versioned-save.ts`). */
  form_version: number;
}

/**
 * `POST curriculo-update`: the spec's fire-and-forget update. Only the layout choice is taken from it; the
 * spec's `status` and `needs_repayment` fields are accepted and ignored (the server decides them).
 */
export const curriculoUpdateInput = z
  .object({
    id,
    lastLayout: layout.optional(),
    layoutConfig: z.object({ primaryColor: color, accentColor: color }).partial().optional(),
    status: z.unknown().optional(),
    needs_repayment: z.unknown().optional(),
  })
  .strip();

/** `GET curriculo-get?id=…` (read only), and `POST curriculo-unblock {id}` (admin: a blocked resume becomes liberado). */
export interface CurriculoGetResponse {
  ok: true;
  data: CurriculoRecord & {
    created_at: number;
    updated_at: number;
    foto_url: string | null;
    /** Bumped by every save that changes the form (0 for a form never saved since versions were kept). */
    form_version: number;
  };
}

export interface CurriculoListItem extends CurriculoMeta, PaidVersionFlag {
  nome: string;
  cargo_desejado: string;
  created_at: number;
  updated_at: number;
  /** pendente | liberado | expirado | bloqueado, as the page shows it. */
  display_status: 'pendente' | 'liberado' | 'expirado' | 'bloqueado';
  /** What the resume lacks before it can be paid for (`curriculoPaymentProblems`); empty when it can. */
  payment_problems: string[];
}

/** `GET curriculo-mine`: the signed-in person's resumes by e-mail, newest first (also used by painel). */
export interface CurriculoMineResponse {
  ok: true;
  list: CurriculoListItem[];
  next_cursor: string | null;
}

/** `POST curriculo-new-reference { id }`: a fresh payment reference for the next payment. */
export interface CurriculoNewReferenceResponse {
  ok: true;
  activePaymentRef: string;
}

/**
 * `GET curriculo-pdf?id=…&layout=…&primaryColor=…&accentColor=…[&versao=paga]` answers `DocumentPdfResponse`;
 * `versao=paga`: the resume as paid before an edit that waits for its payment (issue 41 item 3).
 */
export const curriculoPdfQuery = z.object({
  id,
  layout: layout.optional(),
  primaryColor: color.optional(),
  accentColor: color.optional(),
  versao: paidVersionField(),
});

/**
 * `POST curriculo-preview`: the resume as it will print, with "PRÉVIA" across every page, from the data on
 * the page (saved or not), or without `data` the stored resume `id` names (a page opening its preview asks for
 * it while it reads the resume). An absent layout or colour is the stored choice, else the score rule's layout
 * and the default colours. Answers `application/pdf`.
 */
export const curriculoPreviewInput = z
  .object({
    id: id.optional(),
    data: z.record(z.string(), z.unknown(), { error: 'Dados do currículo inválidos' }).optional(),
    layout: layout.optional(),
    primaryColor: color.optional(),
    accentColor: color.optional(),
  })
  .refine((input) => input.data !== undefined || input.id !== undefined, {
    error: 'Dados do currículo inválidos',
  });

/** `GET curriculo-layout-sample?layout=…`: the sample resume in one layout, for the Layouts page. */
export const curriculoLayoutSampleQuery = z.object({ layout });

/** `POST curriculo-photo-url { content_type, size }`: where to PUT the photo (JPEG or PNG, size-limited). */
export const curriculoPhotoUrlInput = z.object({
  content_type: z.enum(['image/jpeg', 'image/png'], { error: 'Envie uma foto JPG ou PNG' }),
  size: z.number().int().positive(),
});
export interface CurriculoPhotoUrlResponse {
  ok: true;
  upload_url: string;
  /** Goes into the resume's `foto_key`. */
  key: string;
  headers: Record<string, string>;
  expires_at: string;
}

/** `POST curriculo-delete { id }`. */
export const curriculoDeleteInput = z.object({ id });

export type { LayoutId };
