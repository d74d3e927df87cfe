// /AutorizacaoViagemMenor (issue 21; spec part 2 §2 "form content not shown"): the trip's facts first and,
// as they are filled, whether an authorization is needed and who signs it (the CNJ rules of
// shared/documents/autorizacao-viagem/rules.ts); then the child, the signer(s) the rules require and the
// companion; place and date; the draft bar, the payment panel and "Gerar PDF", beside a live A4 preview.
// Signed-in people only; `?id=` opens a saved authorization.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type AutorizacaoViagemFinal,
  type AutorizacaoViagemForm,
  asksCompanion,
  asksCompanionOrigin,
  autorizacaoViagemDraftSchema,
  autorizacaoViagemFinalSchema,
  emptyAutorizacaoViagem,
  isBlankAutorizacaoViagem,
  isGuardian,
  menorIdade,
  rulingOf,
  signatureCount,
  visibleAutorizacaoViagem,
} from '@shared/documents/autorizacao-viagem/schema';
import { autorizacaoViagemPreview } from '@shared/documents/autorizacao-viagem/text';
import { useMemo } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import {
  DocumentEditorLayout,
  DocumentEditorPage,
} from '@/components/document-editor/document-editor-layout';
import { useDocumentEditor } from '@/components/document-editor/use-document-editor';
import { useFormSnapshot } from '@/components/form/form-kit';
import { useHiddenCleared } from '@/components/form/use-hidden-cleared';
import { usePrintableErrors } from '@/components/form/use-printable-errors';
import { RequireSignIn } from '@/components/require-sign-in';
import { useAppServices } from '@/lib/app-services';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
import {
  downloadAutorizacaoPdf,
  formFromStored,
  KIND,
  loadAutorizacao,
  saveAutorizacao,
} from '../api/autorizacao-viagem-api';
import { fieldElementId } from '../autorizacao-fields';
import {
  AcompanhanteSection,
  LocalSection,
  MenorSection,
  SignerSection,
} from '../components/people-sections';
import { TripSection } from '../components/trip-section';
// This page's own notice (the shell brings the page layout).
import '../autorizacao-viagem.css';

const LOAD_TEXTS = {
  notFound: 'Autorização não encontrada.',
  forbidden: 'Sem permissão para abrir esta autorização.',
};

interface EditorProps {
  urlId: string | null;
  /** Tells the page which ids this editor created, so putting one in the URL does not reopen the page. */
  onOwnId: (id: string) => void;
}

function AutorizacaoViagemEditor({ urlId, onOwnId }: EditorProps) {
  const { api, config, auth } = useAppServices();
  const { table } = usePriceTable();
  // The final check is the shared zod schema (the server runs the same). It runs on "Gerar PDF" and before
  // paying; after that, editing a field it refused checks that field again, so its mark stays until it is valid.
  const methods = useForm<AutorizacaoViagemForm, unknown, AutorizacaoViagemFinal>({
    defaultValues: emptyAutorizacaoViagem(new Date()),
    resolver: ((values, context, options) =>
      zodResolver(autorizacaoViagemFinalSchema(new Date()))(values, context, options as never)) as Resolver<
      AutorizacaoViagemForm,
      unknown,
      AutorizacaoViagemFinal
    >,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, autorizacaoViagemDraftSchema, form);
  const editor = useDocumentEditor({
    kind: KIND,
    urlId,
    onOwnId,
    methods,
    form,
    setForm,
    fetch: (id) => loadAutorizacao(api, id),
    texts: LOAD_TEXTS,
    save: (input) => saveAutorizacao(api, input),
    formFromStored,
    isBlank: isBlankAutorizacaoViagem,
    blankMessage: 'Preencha a autorização antes de salvar.',
    idOf: fieldElementId,
    download: (id) => downloadAutorizacaoPdf({ apiBase: config.apiBase, tokens: auth }, id),
  });
  const preview = useMemo(() => autorizacaoViagemPreview(form), [form]);
  const ruling = useMemo(() => rulingOf(form), [form]);
  const idade = menorIdade(form);
  const twoSigners = signatureCount(form) === 2;
  const showCompanion = asksCompanion(form);
  // A field a choice hides is blanked at once: the saved draft, the preview and the PDF never hold it.
  useHiddenCleared(methods, form, visibleAutorizacaoViagem);

  return (
    <DocumentEditorLayout
      editor={editor}
      methods={methods}
      idOf={fieldElementId}
      idPrefix="aut"
      texts={{
        loading: 'Carregando autorização...',
        create: { to: '/AutorizacaoViagemMenor', label: 'Criar nova autorização' },
        list: { to: '/MinhasAutorizacoes', label: 'Minhas Autorizações' },
        blocked: 'Autorização bloqueada (contate o suporte).',
        formLabel: 'Dados da autorização',
        savedText: 'Autorização salva',
      }}
      payment={{ area: 'autorizacao_viagem', amountCents: table.autorizacao }}
      preview={{
        blocks: preview,
        label: 'Prévia da autorização',
        note: 'Revise todas as informações. Cada assinatura precisa de reconhecimento de firma em cartório (por semelhança ou autenticidade).',
      }}
    >
      <TripSection form={form} ruling={ruling} idade={idade} />
      <MenorSection />
      <SignerSection
        prefix="aut1"
        title={
          twoSigners ? 'Primeiro genitor (quem autoriza)' : 'Quem autoriza (genitor ou responsável legal)'
        }
        guardian={isGuardian(form.aut1_relacao)}
      />
      {twoSigners && <SignerSection prefix="aut2" title="Segundo genitor (também autoriza)" />}
      {showCompanion && (
        <AcompanhanteSection
          required={ruling?.companionRequired ?? false}
          origin={
            asksCompanionOrigin(form)
              ? { nacionalidade: form.acomp_nacionalidade, residencia: form.acomp_residencia }
              : null
          }
        />
      )}
      <LocalSection />
    </DocumentEditorLayout>
  );
}

/** With `?id=` a saved authorization, without it a new one. */
export function AutorizacaoViagemPage() {
  const [params] = useSearchParams();
  const urlId = params.get('id');
  const { key, onOwnId } = useEditorIdentity(urlId);

  return (
    <DocumentEditorPage
      title="Autorização de Viagem de Menor"
      idPrefix="aut"
      intro="Conte como é a viagem e veja na hora se a autorização é exigida e quem deve assinar, pelas regras do CNJ. Depois preencha os dados, confira a prévia ao lado e gere o PDF para reconhecer firma em cartório."
    >
      <RequireSignIn>
        <AutorizacaoViagemEditor key={key} urlId={urlId} onOwnId={onOwnId} />
      </RequireSignIn>
    </DocumentEditorPage>
  );
}
