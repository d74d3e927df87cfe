// /CriarPromissoria (spec part 2 §2, §4, §5; issue 20): the batch form on the left (instalments, Beneficiário,
// Emitente, Local de Pagamento, "Gerar", the payment), the preview table "Pré-visualização (n)" on the right
// with "Gerar Parcelas (3/folha)". The batch is saved on the server (autosaved while signed in, `?lote=` reopens
// it); its instalments come from the same split the server prints, and the PDF from the stored batch. The
// editor shell (`components/document-editor`) holds the load, autosave, paid-edit question, check and payment.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ContratoGetResponse } from '@shared/api/contratos';
import type { PromissoriaSaveResponse } from '@shared/api/promissorias';
import { parseInline } from '@shared/documents/blocks';
import { PROMISSORIA_NEXT_STEPS } from '@shared/documents/promissoria/next-steps';
import { notesPreview } from '@shared/documents/promissoria/note-text';
import { promissoriaNotes } from '@shared/documents/promissoria/notes';
import {
  emptyPromissoria,
  isBlankPromissoria,
  PROMISSORIA_MESSAGES,
  type PromissoriaFinal,
  type PromissoriaForm,
  promissoriaDraftSchema,
  promissoriaFinalSchema,
} from '@shared/documents/promissoria/schema';
import { type Parcela, parcelas } from '@shared/documents/promissoria/split';
import { formatBRL } from '@shared/format/brl';
import { formatDateBr } from '@shared/format/dates';
import { useDeferredValue, useMemo, useState } from 'react';
import { type Resolver, type UseFormReturn, useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router-dom';
import {
  DocumentEditorLayout,
  DocumentEditorPage,
} from '@/components/document-editor/document-editor-layout';
import { NEW_DECLARACAO_RECORD } from '@/components/document-editor/document-record';
import { useDocumentEditor } from '@/components/document-editor/use-document-editor';
import { useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PAID_EDIT_TEXTS } from '@/components/payment/use-paid-edit-confirmation';
import { RequireSignIn } from '@/components/require-sign-in';
import { toast } from '@/components/toast/toast-store';
import { useApi } from '@/lib/app-services';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
import {
  downloadPromissoriaPdf,
  formFromStored,
  getPromissoriaLote,
  PRODUCT,
  savePromissoria,
} from '../api/promissoria-api';
import { PixSection } from '../components/pix-section';
import {
  BeneficiarioSection,
  EmitenteSection,
  LocalPagamentoSection,
  ParcelasSection,
} from '../components/promissoria-sections';
import '../promissoria.css';

const idOf = (name: string) => `prom-${name}`;
const LOAD_TEXTS = {
  notFound: 'Lote de promissórias não encontrado.',
  forbidden: 'Sem permissão para abrir este lote.',
};

interface EditorProps {
  urlId: string | null;
  onOwnId: (id: string) => void;
}

function PromissoriaEditor({ urlId, onOwnId }: EditorProps) {
  const api = useApi();
  const { table } = usePriceTable();
  // The rules of spec part 2 §5 are the shared schema (the server runs the same). Field errors show once a
  // field is left; "Gerar" and paying check every field at once.
  const methods = useForm<PromissoriaForm, unknown, PromissoriaFinal>({
    defaultValues: emptyPromissoria(new Date()),
    resolver: zodResolver(promissoriaFinalSchema as never) as unknown as Resolver<
      PromissoriaForm,
      unknown,
      PromissoriaFinal
    >,
    mode: 'onTouched',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  // The toolkit reads the form as typed; only the final check's output (count and value as numbers) differs.
  const { values: form, load: setForm } = useFormSnapshot(
    methods as unknown as UseFormReturn<PromissoriaForm>,
  );
  usePrintableErrors(methods, promissoriaDraftSchema, form);
  const previewed = useDeferredValue(form);
  const notePreview = useMemo(() => previewOfNotes(previewed), [previewed]);
  const [preview, setPreview] = useState<Parcela[]>([]);

  /** The instalments of the checked form, replacing the previous preview. */
  function generateInstalments(): Parcela[] | null {
    const final = promissoriaFinalSchema.safeParse(methods.getValues());
    if (!final.success) return null;
    try {
      const list = parcelas({
        totalParcelas: final.data.total_parcelas,
        valorTotalCentavos: final.data.valor_total_centavos,
        dataPrimeiroVencimento: final.data.data_primeiro_vencimento,
      });
      setPreview(list);
      return list;
    } catch {
      toast.error('Erro ao gerar parcelas');
      return null;
    }
  }

  const editor = useDocumentEditor<
    PromissoriaForm,
    PromissoriaSaveResponse,
    PromissoriaFinal,
    ContratoGetResponse
  >({
    kind: PRODUCT,
    urlId,
    onOwnId,
    methods,
    form,
    setForm,
    fetch: (id) => getPromissoriaLote(api, id),
    texts: LOAD_TEXTS,
    urlParam: 'lote',
    recordOf: (id, res) => ({
      ...NEW_DECLARACAO_RECORD,
      id,
      paid: res.data.paid,
      needsRepayment: res.data.needs_repayment,
      blocked: res.data.blocked,
    }),
    save: ({ id, form: value, versioned }) => savePromissoria(api, { loteId: id, form: value, versioned }),
    formFromStored,
    isBlank: isBlankPromissoria,
    idOf,
    // Issue 41 item 3: a paid batch asks before its first change (any change un-pays it, as a contract), and
    // keeps its paid notes when the answer is "Cancelar".
    paidEditMessage: PAID_EDIT_TEXTS.message,
    // Spec part 2 §5: any failure says "Preencha os campos obrigatórios" and marks every field.
    refusal: (first) => ({
      message: PROMISSORIA_MESSAGES.campos,
      focus: first?.name ? idOf(first.name) : null,
      warning: true,
    }),
    unpaidMessage: PROMISSORIA_MESSAGES.pagamento,
    // "Gerar Parcelas (3/folha)": the instalments into the table, and the stored batch three notes to a sheet.
    download: (id) =>
      generateInstalments() ? downloadPromissoriaPdf(api, id, { kind: 'folha' }) : Promise.resolve('failed'),
  });
  const { record, isAdmin } = editor;
  const canGenerate = editor.canPdf;
  const generateDisabled = !canGenerate || editor.pdfBusy || (record.blocked && !isAdmin);

  /** "Gerar": the instalments into the preview, once paid (or for an admin). */
  async function onGenerate() {
    if (!(await editor.passesCheck())) return;
    if (!canGenerate) {
      toast.warning(PROMISSORIA_MESSAGES.pagamento);
      return;
    }
    if (generateInstalments()) toast.success('Parcelas geradas');
  }

  const emitente = form.emitente_nome.trim();
  const beneficiario = form.beneficiario_nome.trim();
  return (
    <DocumentEditorLayout
      editor={editor}
      methods={methods}
      idOf={idOf}
      idPrefix="prom"
      texts={{
        loading: 'Carregando...',
        create: { to: '/CriarPromissoria', label: 'Criar novas promissórias' },
        list: { to: '/MinhasPromissorias', label: 'Minhas Promissórias' },
        blocked: 'Lote bloqueado (contate o suporte).',
        formLabel: 'Dados das promissórias',
      }}
      draftBar={false}
      generate={
        <section className="decl-pdf" aria-label="Gerar">
          <button
            type="button"
            className="button button-primary button-large button-block"
            disabled={generateDisabled}
            aria-describedby="prom-gerar-hint"
            onClick={() => void onGenerate()}
          >
            Gerar
          </button>
          <p id="prom-gerar-hint" className={canGenerate ? 'field-hint' : 'field-hint prom-warning'}>
            {canGenerate ? 'Gera as parcelas na pré-visualização ao lado.' : PROMISSORIA_MESSAGES.pagamento}
          </p>
        </section>
      }
      payment={{
        area: 'promissoria',
        amountCents: table.promissoria,
        labels: { amount: 'Valor por lote' },
        pixButton: { hint: 'O botão Gerar é liberado automaticamente assim que o pagamento for confirmado.' },
        // Signed in: the server takes the person's e-mail.
        askEmail: false,
        // The signing advice is among the next steps beside the preview.
        signingGuidance: false,
      }}
      preview={{
        blocks: notePreview?.blocks ?? null,
        label: 'Prévia das notas promissórias',
        note:
          notePreview && notePreview.total > notePreview.shown
            ? `As ${notePreview.shown} primeiras de ${notePreview.total} notas, como o PDF as imprime.`
            : 'As notas como o PDF as imprime. Cada nota é assinada pelo emitente.',
        placeholder: (
          <p className="muted" data-testid="prom-preview-hint">
            Preencha os dados do lote para ver a prévia das notas.
          </p>
        ),
        after: (
          <>
            <h2 id="prom-parcelas-title">Pré-visualização ({preview.length})</h2>
            {preview.length === 0 ? (
              <p className="muted">Gere as parcelas para visualizar</p>
            ) : (
              <div className="prom-table-wrap">
                <table className="prom-table">
                  <caption className="visually-hidden">Parcelas do lote</caption>
                  <thead>
                    <tr>
                      <th scope="col">#</th>
                      <th scope="col">Valor</th>
                      <th scope="col">Vencimento</th>
                      <th scope="col">Beneficiário</th>
                      <th scope="col">Emitente</th>
                    </tr>
                  </thead>
                  <tbody>
                    {preview.map((p) => (
                      <tr key={p.indice}>
                        <td>{p.numero}</td>
                        <td>{formatBRL(p.valorCentavos)}</td>
                        <td>{formatDateBr(p.vencimento)}</td>
                        <td>{beneficiario}</td>
                        <td>{emitente}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
            )}
            <button
              type="button"
              className="button button-primary button-block"
              disabled={generateDisabled}
              onClick={() => void editor.generatePdf()}
            >
              {editor.pdfBusy ? 'Gerando PDF...' : 'Gerar Parcelas (3/folha)'}
            </button>
            <p className="field-hint">
              Três notas por folha A4, com linhas de corte. Cada nota é assinada pelo emitente.{' '}
              <Link to="/MinhasPromissorias">Minhas Promissórias</Link>
            </p>
            <section className="prom-next-steps" aria-labelledby="prom-next-steps-title">
              <h2 id="prom-next-steps-title">Próximos passos</h2>
              <ol>
                {PROMISSORIA_NEXT_STEPS.map((step) => (
                  <li key={step}>
                    {parseInline(step).map((run, i) =>
                      // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional
                      run.bold ? <strong key={i}>{run.text}</strong> : <span key={i}>{run.text}</span>,
                    )}
                  </li>
                ))}
              </ol>
            </section>
          </>
        ),
      }}
    >
      <ParcelasSection />
      <BeneficiarioSection />
      <EmitenteSection />
      <LocalPagamentoSection />
      <PixSection />
    </DocumentEditorLayout>
  );
}

/** Notes shown in the preview: one sheet's worth; the PDF prints them all. */
const PREVIEW_NOTES = 3;

/**
 * Issue 41 item 10: the first notes of a batch that passes the final check, as the PDF words them, for the
 * watermarked preview before payment; null while the form does not pass (the fields say why).
 */
function previewOfNotes(
  form: PromissoriaForm,
): { blocks: ReturnType<typeof notesPreview>; shown: number; total: number } | null {
  const final = promissoriaFinalSchema.safeParse(form);
  if (!final.success) return null;
  try {
    const notes = promissoriaNotes(final.data);
    const shown = notes.slice(0, PREVIEW_NOTES);
    return { blocks: notesPreview(shown), shown: shown.length, total: notes.length };
  } catch {
    return null;
  }
}

/** With `?lote=` a saved batch, without it a new one. */
export function CriarPromissoriaPage() {
  const [params] = useSearchParams();
  const urlId = params.get('lote');
  const { key, onOwnId } = useEditorIdentity(urlId);

  return (
    <DocumentEditorPage
      title="Criar Promissórias"
      idPrefix="prom"
      intro="Preencha o lote (de 1 a 120 parcelas), o beneficiário, o emitente e o local de pagamento. Depois do pagamento, gere as notas promissórias prontas para imprimir, três por folha."
    >
      <RequireSignIn>
        <PromissoriaEditor key={key} urlId={urlId} onOwnId={onOwnId} />
      </RequireSignIn>
    </DocumentEditorPage>
  );
}
