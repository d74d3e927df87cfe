// /DeclaracaoResidencia and /CriarDeclaracaoResidencia (spec part 2 §2, §4, §5): holder and dependent data,
// condition, document date, the draft bar, the payment panel and "Gerar PDF", beside a live A4 preview.
// Signed-in people autosave to their account; signed-out people keep a browser draft and are asked to sign in
// to save and pay. `?id=` opens a saved declaration; `edit=true&adminMode=true` lets an admin open anyone's.
// The editor shell (`components/document-editor`) does the rest; this page gives its sections and texts.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  DECLARACAO_RESIDENCIA_MESSAGES,
  type DeclaracaoResidenciaFinal,
  type DeclaracaoResidenciaForm,
  declaracaoResidenciaDraftSchema,
  declaracaoResidenciaFinalSchema,
  emptyDeclaracaoResidencia,
  isBlankDeclaracaoResidencia,
} from '@shared/documents/declaracao-residencia/schema';
import { declaracaoResidenciaPreview } from '@shared/documents/declaracao-residencia/text';
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { Link, useLocation, useSearchParams } from 'react-router-dom';
import type { CepLookupState } from '@/components/address/hooks/use-cep-lookup';
import { DataSection } from '@/components/document-editor/data-section';
import {
  DocumentEditorLayout,
  DocumentEditorPage,
} from '@/components/document-editor/document-editor-layout';
import { DECLARACAO_LOAD_TEXTS } from '@/components/document-editor/document-record';
import { FirmaAdvice } from '@/components/document-editor/firma-advice';
import { useDocumentEditor } from '@/components/document-editor/use-document-editor';
import { useFormSnapshot } from '@/components/form/form-kit';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { PageSpinner } from '@/components/page-spinner';
import { loginPathFor } from '@/components/require-sign-in';
import { useApi } from '@/lib/app-services';
import { downloadDeclaracaoPdf } from '@/lib/document-api';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
import { useSession } from '@/lib/session/session-provider';
import { formFromStored, getDeclaracao, PRODUCT, saveDeclaracao } from '../api/declaracao-api';
import { clearLocalDraft, readLocalDraft, takeLocalDraft, writeLocalDraft } from '../api/local-draft';
import { CondicaoSection, VinculoSection } from '../components/condicao-section';
import { PersonSection } from '../components/person-section';
import { cepCheckState, fieldElementId } from '../declaracao-fields';

const IDLE: CepLookupState = { status: 'idle' };
const idOf = (name: string) => fieldElementId(name as keyof DeclaracaoResidenciaForm);

interface EditorProps {
  signedIn: boolean;
  urlId: string | null;
  adminMode: boolean;
  /** Tells the page which ids this editor created, so putting one in the URL does not reopen the page. */
  onOwnId: (id: string) => void;
}

function DeclaracaoEditor({ signedIn, urlId, adminMode, onOwnId }: EditorProps) {
  const api = useApi();
  const session = useSession();
  const location = useLocation();
  const { table } = usePriceTable();
  const [cep, setCep] = useState({ titular: IDLE, dep: IDLE });
  const cepRef = useRef(cep);
  cepRef.current = cep;
  // The final check of spec part 2 §5 is the shared zod schema (the server runs the same), told the state of
  // the CEP lookups; it runs on "Gerar PDF" and before paying, not while typing.
  const methods = useForm<DeclaracaoResidenciaForm, unknown, DeclaracaoResidenciaFinal>({
    defaultValues: emptyDeclaracaoResidencia(new Date()),
    resolver: ((values, context, options) =>
      zodResolver(declaracaoResidenciaFinalSchema(cepCheckState(cepRef.current.titular, cepRef.current.dep)))(
        values,
        context,
        options as never,
      )) as Resolver<DeclaracaoResidenciaForm, unknown, DeclaracaoResidenciaFinal>,
    reValidateMode: 'onSubmit',
    shouldFocusError: false,
  });
  const { values: form, version, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, declaracaoResidenciaDraftSchema, form);
  const asAdmin = adminMode && session.isAdmin;
  const editor = useDocumentEditor({
    kind: PRODUCT,
    // Signed out, a saved declaration is not read: the page opens this browser's draft (below).
    urlId: signedIn ? urlId : null,
    onOwnId,
    methods,
    form,
    setForm,
    fetch: (id) => getDeclaracao(api, id, adminMode),
    loadVariant: adminMode ? 'admin' : '',
    texts: DECLARACAO_LOAD_TEXTS,
    save: async (input) => {
      const res = await saveDeclaracao(api, { ...input, adminMode: asAdmin });
      // Saved in the account now: the browser's draft has done its part.
      if (!input.id) clearLocalDraft();
      return res;
    },
    // Opening without a saved declaration to read: the draft kept in this browser (signed out), the draft
    // moved from this browser at sign-in (or, when it could not be moved, to be saved by the autosave).
    openNew: async () => {
      if (!signedIn) {
        const local = readLocalDraft();
        return local && { form: local };
      }
      if (urlId) return null;
      const local = await takeLocalDraft(api);
      if (!local) return null;
      return local.id ? { form: local.form, saved: { id: local.id, version: local.version ?? null } } : local;
    },
    browserDraftFor: 'signed-in',
    formFromStored,
    isBlank: isBlankDeclaracaoResidencia,
    blankMessage: 'Preencha a declaração antes de salvar.',
    idOf,
    // A lookup still running is told as information, the rest as errors (spec part 2 §5).
    refusal: (first) =>
      first && {
        message: first.message,
        focus: first.name ? idOf(first.name) : null,
        info: first.message === DECLARACAO_RESIDENCIA_MESSAGES.aguardeCeps,
      },
    download: (id) => downloadDeclaracaoPdf(api, id, { adminMode: asAdmin }),
  });
  const { record } = editor;

  // Signed out: the form lives in this browser until sign-in.
  useEffect(() => {
    if (!signedIn && version > 0) writeLocalDraft(form);
  }, [signedIn, version, form]);

  const preview = useMemo(() => declaracaoResidenciaPreview(form), [form]);

  return (
    <DocumentEditorLayout
      editor={editor}
      methods={methods}
      idOf={idOf}
      idPrefix="decl"
      texts={{
        loading: 'Carregando declaração...',
        create: { to: '/CriarDeclaracaoResidencia', label: 'Criar nova declaração' },
        list: { to: '/MinhasDeclaracoes', label: 'Minhas Declarações' },
        blocked: 'Declaração bloqueada (contate o suporte).',
        formLabel: 'Dados da declaração',
        pdfUnpaid: signedIn ? undefined : 'Entre e efetue o pagamento para liberar o PDF.',
      }}
      payment={{
        area: 'declaracao_residencia',
        amountCents: table.declaracao,
        instead: !signedIn && (
          <section className="payment-panel decl-signin" aria-labelledby="decl-signin-title">
            <h2 id="decl-signin-title">Pagamento</h2>
            <p>
              Seu rascunho fica guardado neste navegador. Para salvar a declaração na sua conta, pagar e
              baixar o PDF, entre com sua conta Google.
            </p>
            <Link className="button button-primary button-block" to={loginPathFor(location)}>
              Entre para salvar e pagar
            </Link>
          </section>
        ),
      }}
      preview={{
        blocks: preview,
        label: 'Prévia da declaração',
        note: 'Revise todas as informações antes de imprimir e assinar. A declaração é assinada pelo titular.',
        after: <FirmaAdvice />,
      }}
      before={
        <>
          {asAdmin && record.id && (
            <p className="notice decl-notice">
              Modo administrador: editando a declaração <code>{record.id}</code>.
            </p>
          )}
          {!signedIn && urlId && (
            <p className="notice decl-notice">
              Esta é uma declaração salva. <Link to={loginPathFor(location)}>Entre</Link> para abri-la;
              enquanto isso, você pode preencher uma nova abaixo.
            </p>
          )}
        </>
      }
    >
      <PersonSection who="titular" onCepLookupState={(state) => setCep((c) => ({ ...c, titular: state }))} />
      <VinculoSection />
      <PersonSection who="dep" onCepLookupState={(state) => setCep((c) => ({ ...c, dep: state }))} />
      <CondicaoSection />
      <DataSection />
    </DocumentEditorLayout>
  );
}

/** Both routes: with `?id=` a saved declaration, without it a new one. */
export function DeclaracaoResidenciaPage() {
  const session = useSession();
  const [params] = useSearchParams();
  const urlId = params.get('id');
  const adminMode = params.get('edit') === 'true' && params.get('adminMode') === 'true';
  const { key, onOwnId } = useEditorIdentity(urlId);

  return (
    <DocumentEditorPage
      title="Declaração de Residência"
      idPrefix="decl"
      intro="Preencha os dados de quem declara (titular) e de quem mora no endereço (dependente), confira a prévia ao lado e gere o PDF pronto para imprimir e assinar."
    >
      {session.status === 'loading' ? (
        <PageSpinner />
      ) : (
        // Signing in opens the editor again: the draft moves from this browser into the account.
        <DeclaracaoEditor
          key={`${session.status}-${key}`}
          signedIn={session.status === 'signed-in'}
          urlId={urlId}
          adminMode={adminMode}
          onOwnId={onOwnId}
        />
      )}
    </DocumentEditorPage>
  );
}
