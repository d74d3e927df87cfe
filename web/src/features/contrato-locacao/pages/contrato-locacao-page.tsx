// /ContratoLocacao (spec part 2 §2, §3, §4, §5; issue 18): the rental contract's form (lessor, lessee,
// guarantee, property, term and values, signing and forum, rent receipts), the draft bar, the payment panel and
// "Gerar PDF", beside a live A4 preview of the text the PDF prints. Signed-in people only; `?reference=` opens a
// saved contract and `&pdf=1` generates its PDF once it has loaded, when it may be released.

import type { ContratoGetResponse, ContratoSaveResponse } from '@shared/api/contratos';
import { LOCACAO_INVITABLE_PARTIES } from '@shared/documents/contrato-locacao/invitable-parties';
import {
  CONTRATO_LOCACAO_MESSAGES,
  type ContratoLocacaoForm,
  contratoLocacaoDraftSchema,
  emptyContratoLocacao,
  wantsReceipts,
} from '@shared/documents/contrato-locacao/schema';
import { contratoLocacaoPreview } from '@shared/documents/contrato-locacao/text';
import { contractTotal } from '@shared/prices/prices';
import { useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import {
  DocumentEditorLayout,
  DocumentEditorPage,
} from '@/components/document-editor/document-editor-layout';
import { NEW_DECLARACAO_RECORD } from '@/components/document-editor/document-record';
import { useDocumentEditor } from '@/components/document-editor/use-document-editor';
import { useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { InvitationPanel, PendingInvitationsWarning } from '@/components/invitation/invitation-panel';
import { InvitationsProvider, useInvitations } from '@/components/invitation/use-invitations';
import { RequireSignIn } from '@/components/require-sign-in';
import { toast } from '@/components/toast/toast-store';
import { useApi } from '@/lib/app-services';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
import {
  contratoRecordMeta,
  downloadContratoPdf,
  formFromStored,
  getContrato,
  PRODUCT,
  saveContrato,
} from '../api/contrato-api';
import {
  AssinaturaSection,
  ImovelSection,
  PrazoValoresSection,
  RecibosSection,
} from '../components/locacao-sections';
import { GarantiaSection, PartySection } from '../components/parte-section';
import { contratoResolver, fieldElementId, refusalOf, withForum, withForumChanges } from '../contrato-fields';
import '../contrato-locacao.css';

const LOAD_TEXTS = {
  notFound: 'Contrato não encontrado.',
  forbidden: 'Sem permissão para abrir este contrato.',
};

/** Any edit of a paid contract un-pays it (spec part 2 §4), before its PDF too: asked first. */
const PAID_EDIT_MESSAGE =
  'Este contrato já foi pago. Se você alterar os dados, será necessário um novo pagamento para gerar o PDF.';

const json = (value: unknown) => JSON.stringify(value);

interface EditorProps {
  urlReference: string | null;
  wantsPdf: boolean;
  /** Tells the page which references this editor created, so putting one in the URL does not reopen the page. */
  onOwnReference: (reference: string) => void;
}

function ContratoLocacaoEditor({ urlReference, wantsPdf, onOwnReference }: EditorProps) {
  const api = useApi();
  const { table } = usePriceTable();
  const [blank] = useState(() => emptyContratoLocacao(new Date()));
  // The final check of spec part 2 §5 (the shared check the server runs before a payment or a PDF): on
  // "Gerar PDF" and before paying; every refused field is marked with its own message until it is edited.
  const methods = useForm<ContratoLocacaoForm, unknown, ContratoLocacaoForm>({
    defaultValues: blank,
    resolver: ((values) => contratoResolver(values)) as Resolver<
      ContratoLocacaoForm,
      unknown,
      ContratoLocacaoForm
    >,
    mode: 'onSubmit',
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, contratoLocacaoDraftSchema, form);
  // The invited parties' states (issue 44), as the load and every save answer them.
  const invitations = useInvitations();
  const { takeFrom: tookInvitations } = invitations;
  const editor = useDocumentEditor<
    ContratoLocacaoForm,
    ContratoSaveResponse,
    ContratoLocacaoForm,
    ContratoGetResponse
  >({
    kind: PRODUCT,
    urlId: urlReference,
    onOwnId: onOwnReference,
    methods,
    form,
    setForm,
    fetch: (reference) => getContrato(api, reference).then(tookInvitations),
    texts: LOAD_TEXTS,
    urlParam: 'reference',
    loadedId: (res, reference) => res.data.reference || reference,
    savedId: (res) => res.reference,
    recordOf: (reference, res) => {
      const meta = contratoRecordMeta({ ...res.data, reference });
      return {
        ...NEW_DECLARACAO_RECORD,
        id: reference,
        paid: meta.paid,
        needsRepayment: meta.needsRepayment,
        blocked: meta.blocked,
      };
    },
    save: ({ id, form: value, versioned }) =>
      saveContrato(api, {
        reference: id,
        form: withForum(value),
        ...(versioned
          ? { versioned: { ...versioned, changes: withForumChanges(value, versioned.changes) } }
          : {}),
      }).then(tookInvitations),
    formFromStored,
    // A page opened and left as it came: no empty contract in the list.
    isBlank: (value) => json(value) === json(blank),
    blankMessage: 'Preencha o contrato antes de salvar.',
    idOf: fieldElementId,
    lockedMessage: CONTRATO_LOCACAO_MESSAGES.bloqueado,
    paidEditMessage: PAID_EDIT_MESSAGE,
    // The final check: the spec's message as a toast ("Erros: …"), its field focused.
    refusal: () => refusalOf(methods.getValues()),
    download: (reference) => downloadContratoPdf(api, reference),
  });
  const { load, locked } = editor;

  // The preview (with up to 120 receipts) follows the typing without holding it up.
  const previewed = useDeferredValue(form);
  const preview = useMemo(() => contratoLocacaoPreview(previewed), [previewed]);
  const receipts = wantsReceipts(form);

  // `?pdf=1` (Abrir + PDF in Meus Contratos): the PDF once the contract has loaded, when it may be released.
  const pdfAsked = useRef(false);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, when the loaded contract is known
  useEffect(() => {
    if (!wantsPdf || pdfAsked.current || load.kind !== 'ready' || !editor.openedId) return;
    pdfAsked.current = true;
    if (locked) return;
    if (editor.canPdf) void editor.generatePdf();
    else toast.warning('Efetue o pagamento para liberar o PDF');
  }, [wantsPdf, load.kind]);

  return (
    <DocumentEditorLayout
      editor={editor}
      methods={methods}
      idOf={fieldElementId}
      idPrefix="ctr"
      texts={{
        loading: 'Carregando contrato...',
        create: { to: '/ContratoLocacao', label: 'Criar novo contrato' },
        list: { to: '/MeusContratos', label: 'Meus Contratos' },
        blocked: CONTRATO_LOCACAO_MESSAGES.bloqueado,
        formLabel: 'Dados do contrato',
        // A contract stays a draft until signed: its bar never says "salva".
        savedText: 'Rascunho salvo',
        pdfReady: `O PDF é gerado a partir dos dados salvos${receipts ? ', com os recibos,' : ''} e baixado em seguida.`,
      }}
      payment={{
        area: 'contrato_locacao',
        amountCents: contractTotal(table, receipts),
        extraPayBody: { addReceipts: receipts },
      }}
      preview={{
        blocks: preview,
        label: 'Prévia do contrato',
        note: 'Revise todas as informações antes de assinar. O reconhecimento de firma das assinaturas e as duas testemunhas dão mais segurança ao contrato.',
      }}
      beforePayment={
        <>
          <InvitationPanel
            api={api}
            parties={LOCACAO_INVITABLE_PARTIES}
            reference={editor.record.id}
            form={form}
            invitations={invitations}
            canInvite={editor.signedIn}
            refresh={async () => {
              if (editor.record.id) tookInvitations(await getContrato(api, editor.record.id));
            }}
          />
          <PendingInvitationsWarning
            parties={LOCACAO_INVITABLE_PARTIES}
            invitations={invitations}
            paid={editor.record.paid}
          />
        </>
      }
    >
      <InvitationsProvider value={invitations}>
        {/* A blocked contract cannot be changed: its fields are shown, not editable. */}
        <fieldset className="ctr-lock" disabled={locked}>
          <PartySection party="locador" />
          <PartySection party="locatario" />
          <GarantiaSection />
          <ImovelSection />
          <PrazoValoresSection />
          <AssinaturaSection />
          <RecibosSection
            prices={{ contrato: table.contrato, recibos: table.recibosAdicional }}
            total={contractTotal(table, receipts)}
          />
        </fieldset>
      </InvitationsProvider>
    </DocumentEditorLayout>
  );
}

/** With `?reference=` a saved contract, without it a new one. */
export function ContratoLocacaoPage() {
  const [params] = useSearchParams();
  const urlReference = params.get('reference');
  const wantsPdf = params.get('pdf') === '1';
  const { key, onOwnId } = useEditorIdentity(urlReference);

  return (
    <DocumentEditorPage
      title="Contrato de Locação"
      idPrefix="ctr"
      intro="Preencha os dados do locador, do locatário, da garantia e do imóvel, confira a prévia ao lado e gere o contrato em PDF, com os recibos de aluguel se quiser (Lei 8.245/91, a Lei do Inquilinato)."
    >
      <RequireSignIn>
        <ContratoLocacaoEditor
          key={key}
          urlReference={urlReference}
          wantsPdf={wantsPdf}
          onOwnReference={onOwnId}
        />
      </RequireSignIn>
    </DocumentEditorPage>
  );
}
