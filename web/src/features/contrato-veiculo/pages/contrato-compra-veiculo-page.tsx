// /ContratoCompraVeiculo (spec part 2 §2, §4, §5; issue 19): seller, buyer, vehicle, price and payment, dates and
// forum, the payment panel and the PDF button, beside the contract on an A4-like page. Open to anonymous
// visitors: the contract is saved when a payment starts (no reference yet) and its access key kept in this
// browser; `?reference=` opens a saved one (its key sent in a header, never in the URL). Signed in, it is
// autosaved 900 ms after a change, as the other contracts; an edit of a paid contract is asked about first.
// The editor shell (`components/document-editor`) does the rest; this page gives its sections and texts.

import { zodResolver } from '@hookform/resolvers/zod';
import type { ContratoGetResponse, ContratoSaveResponse } from '@shared/api/contratos';
import { VEICULO_INVITABLE_PARTIES } from '@shared/documents/contrato-veiculo/invitable-parties';
import {
  type ContratoVeiculoForm,
  checkContratoVeiculo,
  contratoVeiculoDraftSchema,
  contratoVeiculoFinalSchema,
  emptyContratoVeiculo,
  isBlankContratoVeiculo,
  visibleContratoVeiculo,
} from '@shared/documents/contrato-veiculo/schema';
import { contratoVeiculoPreview } from '@shared/documents/contrato-veiculo/text';
import { useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import {
  DocumentEditorLayout,
  DocumentEditorPage,
} from '@/components/document-editor/document-editor-layout';
import { contractRecordMeta } from '@/components/document-editor/document-record';
import { useDocumentEditor } from '@/components/document-editor/use-document-editor';
import { useFormSnapshot } from '@/components/form/form-kit';
import { useHiddenCleared } from '@/components/form/use-hidden-cleared';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { InvitationPanel, PendingInvitationsWarning } from '@/components/invitation/invitation-panel';
import { InvitationsProvider, useInvitations } from '@/components/invitation/use-invitations';
import { PageSpinner } from '@/components/page-spinner';
import { AnonymousReturn, BrowserDocuments } from '@/components/payment/components/anonymous-return';
import { withHeaders } from '@/lib/api-client';
import { AppServicesProvider, useAppServices } from '@/lib/app-services';
import { accessKeyHeader, documentKeyFor, rememberDocumentKey } from '@/lib/document-keys';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
import { useSession } from '@/lib/session/session-provider';
import {
  downloadContratoVeiculoPdf,
  formFromStored,
  getContratoVeiculo,
  KIND,
  saveContratoVeiculo,
} from '../api/contrato-veiculo-api';
import { PartySection } from '../components/party-section';
import { PrazosSection } from '../components/prazos-section';
import { PrecoSection } from '../components/preco-section';
import { VeiculoSection } from '../components/veiculo-section';
import { fieldElementId } from '../contrato-veiculo-fields';
import '../contrato-veiculo.css';

const REVIEW_NOTE =
  'Revise todas as informações antes de assinar. O DETRAN e o cartório podem exigir reconhecimento de firma ' +
  'das assinaturas, e as testemunhas dão mais força ao contrato.';

/** Any edit of a paid contract un-pays it (spec part 2 §4), before its PDF too: asked first. */
const PAID_EDIT_MESSAGE =
  'Este contrato já foi pago. Se você alterar os dados, será necessário um novo pagamento para gerar o PDF.';

const LOAD_TEXTS = {
  notFound: 'Contrato não encontrado.',
  forbidden: 'Sem permissão para abrir este contrato.',
};

interface EditorProps {
  urlReference: string | null;
  /** Tells the page which references this editor created, so putting one in the URL does not reopen the page. */
  onOwnReference: (reference: string) => void;
}

function ContratoVeiculoEditor({ urlReference, onOwnReference }: EditorProps) {
  const services = useAppServices();
  const { table } = usePriceTable();
  // The contract's access key, when it was made here without signing in: sent with every call for it (also
  // when this browser could not keep it).
  const keyRef = useRef<string | null>(urlReference ? documentKeyFor(urlReference) : null);
  const api = useMemo(() => withHeaders(services.api, () => accessKeyHeader(keyRef.current)), [services.api]);
  const scoped = useMemo(() => ({ ...services, api }), [services, api]);

  const [blank] = useState(() => emptyContratoVeiculo(new Date()));
  const methods = useForm<ContratoVeiculoForm, unknown, ContratoVeiculoForm>({
    defaultValues: blank,
    // The shared zod schema (the server runs the same); the model year's bound is read at each check.
    resolver: ((values, context, options) =>
      zodResolver(contratoVeiculoFinalSchema())(values, context, options as never)) as Resolver<
      ContratoVeiculoForm,
      unknown,
      ContratoVeiculoForm
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  // A party's other type's fields, a reservation of title without instalments: blanked at once (issue 39).
  useHiddenCleared(methods, form, visibleContratoVeiculo);
  usePrintableErrors(methods, contratoVeiculoDraftSchema, form);
  // The invited buyer's state (issue 44), as the load and every save answer it.
  const invitations = useInvitations();
  const { takeFrom: tookInvitations } = invitations;
  const editor = useDocumentEditor<
    ContratoVeiculoForm,
    ContratoSaveResponse,
    ContratoVeiculoForm,
    ContratoGetResponse
  >({
    kind: KIND,
    urlId: urlReference,
    onOwnId: onOwnReference,
    methods,
    form,
    setForm,
    fetch: (reference) => getContratoVeiculo(api, reference).then(tookInvitations),
    texts: LOAD_TEXTS,
    urlParam: 'reference',
    loadedId: (_res, reference) => reference,
    savedId: (res) => res.reference,
    recordOf: (reference, res) => contractRecordMeta(reference, res.data),
    // Created when it has no reference (answering its access key once to an anonymous visitor, kept here),
    // updated otherwise.
    save: async ({ id, form: value, versioned }) => {
      const res = await saveContratoVeiculo(api, { reference: id, form: value, versioned });
      if (res.access_key) {
        keyRef.current = res.access_key;
        rememberDocumentKey(res.reference, res.access_key, KIND);
      }
      return tookInvitations(res);
    },
    formFromStored,
    isBlank: isBlankContratoVeiculo,
    blankMessage: 'Preencha o contrato antes de salvar.',
    idOf: fieldElementId,
    paidEditMessage: PAID_EDIT_MESSAGE,
    blockedPausesAutosave: true,
    // Spec part 2 §4, §7: a failed background update is silent (the payment and the PDF use the stored contract).
    quietSaveFailures: {
      beforePayment: 'Falha ao salvar o contrato. Tente novamente.',
      beforePdf: 'Falha ao gerar PDF',
    },
    // The final check of spec part 2 §5: "Erros: " and every failing item in one toast, the first field focused.
    refusal: () => {
      const check = checkContratoVeiculo(methods.getValues());
      return check.ok
        ? null
        : { message: check.message, focus: check.field ? fieldElementId(check.field) : null };
    },
    download: (reference) => downloadContratoVeiculoPdf(api, reference),
  });
  const { record } = editor;
  const preview = useMemo(() => contratoVeiculoPreview(form), [form]);

  return (
    <AppServicesProvider services={scoped}>
      <DocumentEditorLayout
        editor={editor}
        methods={methods}
        idOf={fieldElementId}
        idPrefix="cv"
        texts={{
          loading: 'Carregando contrato...',
          create: { to: '/ContratoCompraVeiculo', label: 'Criar novo contrato' },
          list: { to: '/MeusContratos', label: 'Meus Contratos' },
          blocked: 'Contrato bloqueado (contate suporte).',
          formLabel: 'Dados do contrato',
          // A contract stays a draft until signed: its bar never says "salvo".
          savedText: 'Rascunho salvo',
          pdfPayFirst: 'Efetue o pagamento',
        }}
        payment={{ area: 'contrato_veiculo', amountCents: table.contrato_veiculo, hideOncePaid: true }}
        draftBarFor="signed-in"
        preview={{ blocks: preview, label: 'Prévia do contrato', note: REVIEW_NOTE }}
        before={!editor.openedId && <BrowserDocuments kind={KIND} />}
        beforePayment={
          <>
            <InvitationPanel
              api={api}
              parties={VEICULO_INVITABLE_PARTIES}
              reference={record.id}
              form={form}
              invitations={invitations}
              canInvite={editor.signedIn || keyRef.current !== null}
              refresh={async () => {
                if (record.id) tookInvitations(await getContratoVeiculo(api, record.id));
              }}
            />
            <PendingInvitationsWarning
              parties={VEICULO_INVITABLE_PARTIES}
              invitations={invitations}
              paid={record.paid}
            />
          </>
        }
        afterPdf={
          !editor.signedIn &&
          record.paid &&
          record.id &&
          keyRef.current && <AnonymousReturn reference={record.id} />
        }
      >
        <PartySection party="vendedor" />
        <InvitationsProvider value={invitations}>
          <PartySection party="comprador" />
        </InvitationsProvider>
        <VeiculoSection />
        <PrecoSection />
        <PrazosSection />
      </DocumentEditorLayout>
    </AppServicesProvider>
  );
}

/** With `?reference=` a saved contract, without it a new one. */
export function ContratoCompraVeiculoPage() {
  const [params] = useSearchParams();
  const urlReference = params.get('reference');
  const { key, onOwnId } = useEditorIdentity(urlReference);
  const session = useSession();
  return (
    <DocumentEditorPage
      title="Contrato de Compra e Venda de Veículo"
      idPrefix="cv"
      intro="Preencha os dados do vendedor, do comprador e do veículo, confira a prévia ao lado e gere o PDF pronto para imprimir e assinar. Não é preciso entrar na sua conta."
    >
      {/* Whether it autosaves (and where unsaved edits are kept) depends on who is editing. */}
      {session.status === 'loading' ? (
        <PageSpinner label="Carregando..." />
      ) : (
        <ContratoVeiculoEditor key={key} urlReference={urlReference} onOwnReference={onOwnId} />
      )}
    </DocumentEditorPage>
  );
}
