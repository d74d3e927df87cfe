// /GerarRecibosAluguel, "Gerar Recibos de Aluguel (sem contrato)" (spec part 2 §2, §3, §5): the parties, the
// property and term, the rent and its words, the payment box and "Gerar Recibos". Open to signed-out visitors:
// their receipts are bound to the access key the server answers on the first save, kept by this browser per
// document and sent in a header (never in the URL); a signed-in person owns them like any other document.
// `?reference=` opens saved receipts. The editor shell (`components/document-editor`) does the rest.
import { zodResolver } from '@hookform/resolvers/zod';
import type { ContratoGetResponse, ContratoSaveResponse } from '@shared/api/contratos';
import { toPreview } from '@shared/documents/blocks';
import { receiptsBlocks } from '@shared/documents/recibo-aluguel/receipts';
import {
  checkReciboAluguel,
  emptyReciboAluguel,
  RECIBO_ALUGUEL_MESSAGES,
  type ReciboAluguelField,
  type ReciboAluguelForm,
  reciboAluguelDraftSchema,
  reciboAluguelFinalSchema,
} from '@shared/documents/recibo-aluguel/schema';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import {
  DocumentEditorLayout,
  DocumentEditorPage,
} from '@/components/document-editor/document-editor-layout';
import { contractRecordMeta } from '@/components/document-editor/document-record';
import { useDocumentEditor } from '@/components/document-editor/use-document-editor';
import { useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PageSpinner } from '@/components/page-spinner';
import { AnonymousReturn, BrowserDocuments } from '@/components/payment/components/anonymous-return';
import { PAID_EDIT_TEXTS } from '@/components/payment/use-paid-edit-confirmation';
import { toast } from '@/components/toast/toast-store';
import { useApi } from '@/lib/app-services';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
import { useSession } from '@/lib/session/session-provider';
import {
  downloadRecibosPdf,
  formFromStored,
  getReciboAluguel,
  PRODUCT,
  recallAccessKey,
  rememberAccessKey,
  saveReciboAluguel,
} from '../api/recibo-aluguel-api';
import { ImovelSection } from '../components/imovel-section';
import { LocadorSection, LocatarioSection } from '../components/partes-sections';
import { ValoresSection } from '../components/valores-section';
import { fieldElementId, isBlankRecibo, wordsAreAuto } from '../recibo-fields';

const EMPTY = emptyReciboAluguel();
const idOf = (name: string) => fieldElementId(name as ReciboAluguelField);
const resolver = zodResolver(reciboAluguelFinalSchema()) as unknown as Resolver<ReciboAluguelForm>;

/** The payment box's wording on this page (spec part 2 §2). */
const PAYMENT_LABELS = {
  approved: 'Pagamento aprovado ✓',
  admin: 'Admin liberado sem pagamento.',
  notRequired: 'Pagamento não exigido no momento.',
};
const LOAD_TEXTS = {
  notFound: 'Recibos não encontrados.',
  forbidden: 'Sem permissão para abrir estes recibos.',
};

interface EditorProps {
  urlReference: string | null;
  /** Tells the page which references this editor created, so putting one in the URL does not reopen it. */
  onOwnReference: (reference: string) => void;
}

function RecibosEditor({ urlReference, onOwnReference }: EditorProps) {
  const api = useApi();
  const session = useSession();
  const [params] = useSearchParams();
  // `pdf=1` (Meus Contratos' "Abrir + PDF"): the receipts are generated once they have loaded.
  const [pdfOnLoad] = useState(() => urlReference !== null && params.get('pdf') === '1');
  const pdfOnLoadDone = useRef(false);
  const { table } = usePriceTable();
  const methods = useForm<ReciboAluguelForm>({
    defaultValues: EMPTY,
    resolver,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  // Issue 41 item 10: the receipts the PDF prints, watermarked, before paying; up to 120 of them follow the
  // typing without holding it up.
  const previewed = useDeferredValue(form);
  const preview = useMemo(() => toPreview(receiptsBlocks(previewed)), [previewed]);
  usePrintableErrors(methods, reciboAluguelDraftSchema, form);
  const [autoWords, setAutoWords] = useState(true);
  // The key of receipts made signed out, from this browser's store (a reopened page) or the first save.
  const [accessKey, setAccessKey] = useState<string | null>(() => recallAccessKey(urlReference));
  const accessKeyRef = useRef(accessKey);
  accessKeyRef.current = accessKey;
  const editor = useDocumentEditor<
    ReciboAluguelForm,
    ContratoSaveResponse,
    ReciboAluguelForm,
    ContratoGetResponse
  >({
    kind: PRODUCT,
    urlId: urlReference,
    onOwnId: onOwnReference,
    methods,
    form,
    setForm,
    fetch: (reference) => getReciboAluguel(api, reference, accessKeyRef.current),
    onLoaded: (loaded) => setAutoWords(wordsAreAuto(loaded)),
    texts: LOAD_TEXTS,
    urlParam: 'reference',
    loadedId: (_res, reference) => reference,
    savedId: (res) => res.reference,
    recordOf: (reference, res) => contractRecordMeta(reference, res.data),
    save: async ({ id, form: value, versioned }) => {
      const res = await saveReciboAluguel(api, {
        reference: id,
        form: value,
        accessKey: accessKeyRef.current,
        versioned,
      });
      if (res.access_key) {
        rememberAccessKey(res.reference, res.access_key);
        accessKeyRef.current = res.access_key;
        setAccessKey(res.access_key);
      }
      return res;
    },
    formFromStored,
    // Typed and then cleared: no empty receipts are stored. A visitor's are saved from the first change.
    isBlank: (value) => isBlankRecibo(value, EMPTY),
    blankMessage: 'Preencha os dados dos recibos antes de salvar.',
    visitorAutosave: true,
    idOf,
    // Any edit of paid receipts un-pays them: asked first.
    paidEditMessage: PAID_EDIT_TEXTS.message,
    blockedPausesAutosave: true,
    // Payment is required unless the person is an admin or the price is zero (spec part 2 §2).
    releasedFree: table.reciboaluguel === 0,
    unpaidMessage: RECIBO_ALUGUEL_MESSAGES.pagamento,
    repaymentWarning: 'Edição detectada: é necessário um novo pagamento para liberar os recibos.',
    // The receipts' check (spec part 2 §5): the whole form's message as a toast ("Campos faltando: ..." and each
    // invalid field's own), every refused field marked with its own message, the first one focused.
    refusal: (first) => {
      if (!first) return null;
      const check = checkReciboAluguel(methods.getValues());
      return {
        message: check.ok ? first.message : check.message,
        focus: first.name ? idOf(first.name) : null,
      };
    },
    download: (reference) => downloadRecibosPdf(api, reference, accessKeyRef.current),
  });
  const { record, load } = editor;

  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the opened receipts have loaded
  useEffect(() => {
    if (!pdfOnLoad || pdfOnLoadDone.current || load.kind !== 'ready' || !record.id) return;
    pdfOnLoadDone.current = true;
    if (editor.canPdf) void editor.generatePdf();
    else toast.warning(RECIBO_ALUGUEL_MESSAGES.pagamento);
  }, [load.kind, record.id]);

  return (
    <DocumentEditorLayout
      editor={editor}
      methods={methods}
      idOf={idOf}
      idPrefix="rec"
      texts={{
        loading: 'Carregando recibos...',
        create: { to: '/GerarRecibosAluguel', label: 'Gerar novos recibos' },
        list: { to: '/MeusContratos', label: 'Meus Contratos' },
        blocked: 'Documento bloqueado (contate suporte).',
        formLabel: 'Dados dos recibos',
        savedText: 'Rascunho salvo',
        pdfAction: { label: 'Gerar Recibos', busy: 'Gerando recibos...' },
        pdfReady: 'Um recibo por mês do prazo, três por folha A4, prontos para recortar.',
        pdfUnpaid: 'Pagamento necessário para liberar os recibos.',
      }}
      payment={{
        area: 'recibos_sem_contrato',
        amountCents: table.reciboaluguel,
        accessKey,
        labels: PAYMENT_LABELS,
      }}
      preview={{
        blocks: preview,
        label: 'Prévia dos recibos',
        note: 'Um recibo por mês do prazo. Confira os dados antes de pagar; cada recibo é assinado pelo locador.',
      }}
      before={!editor.openedId && <BrowserDocuments kind={PRODUCT} />}
      afterPdf={
        session.status !== 'signed-in' &&
        record.paid &&
        record.id &&
        accessKey && <AnonymousReturn reference={record.id} />
      }
    >
      <LocadorSection />
      <LocatarioSection />
      <ImovelSection />
      <ValoresSection auto={autoWords} onAutoChange={setAutoWords} />
    </DocumentEditorLayout>
  );
}

export function GerarRecibosAluguelPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const urlReference = params.get('reference');
  const editor = useEditorIdentity(urlReference);

  return (
    <DocumentEditorPage
      title="Gerar Recibos de Aluguel (sem contrato)"
      idPrefix="rec"
      intro="Preencha os dados do locador, do locatário e do imóvel, pague e gere um recibo para cada mês do prazo, três por folha, prontos para imprimir e assinar. Não é preciso entrar na conta: os recibos ficam guardados neste navegador."
    >
      {session.status === 'loading' ? (
        <PageSpinner />
      ) : (
        <RecibosEditor key={editor.key} urlReference={urlReference} onOwnReference={editor.onOwnId} />
      )}
    </DocumentEditorPage>
  );
}
