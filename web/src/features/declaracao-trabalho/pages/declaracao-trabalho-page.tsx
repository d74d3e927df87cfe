// /DeclaracaoTrabalho (spec part 2 §2, §4, §5): employer and company data, worker data, document date, the
// draft bar, the payment panel and "Gerar PDF", beside a live A4 preview. Signed-in people only; `?id=` opens a
// saved declaration. A household employer ("Empregador pessoa física") gives only the workplace address.
import { zodResolver } from '@hookform/resolvers/zod';
import {
  type DeclaracaoTrabalhoFinal,
  type DeclaracaoTrabalhoForm,
  declaracaoTrabalhoDraftSchema,
  declaracaoTrabalhoFinalSchema,
  emptyDeclaracaoTrabalho,
  isBlankDeclaracaoTrabalho,
} from '@shared/documents/declaracao-trabalho/schema';
import { declaracaoTrabalhoPreview } from '@shared/documents/declaracao-trabalho/text';
import { useMemo, useRef, useState } from 'react';
import { type Resolver, useForm } from 'react-hook-form';
import { useSearchParams } from 'react-router-dom';
import { cepCheckState } from '@/components/address/cep-check';
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
import { RequireSignIn } from '@/components/require-sign-in';
import { useApi } from '@/lib/app-services';
import { downloadDeclaracaoPdf } from '@/lib/document-api';
import { useEditorIdentity } from '@/lib/hooks/use-editor-identity';
import { usePriceTable } from '@/lib/price-table';
import {
  formFromStored,
  getDeclaracaoTrabalho,
  PRODUCT,
  saveDeclaracaoTrabalho,
} from '../api/declaracao-trabalho-api';
import { EmpregadorSection } from '../components/empregador-section';
import { EmpresaSection } from '../components/empresa-section';
import { TrabalhadorSection } from '../components/trabalhador-section';
import { fieldElementId, refusalNotice } from '../trabalho-fields';

const IDLE: CepLookupState = { status: 'idle' };
const idOf = (name: string) => fieldElementId(name as keyof DeclaracaoTrabalhoForm);

interface EditorProps {
  urlId: string | null;
  /** Tells the page which ids this editor created, so putting one in the URL does not reopen the page. */
  onOwnId: (id: string) => void;
}

function DeclaracaoTrabalhoEditor({ urlId, onOwnId }: EditorProps) {
  const api = useApi();
  const { table } = usePriceTable();
  const [cep, setCep] = useState<CepLookupState>(IDLE);
  const cepRef = useRef(cep);
  cepRef.current = cep;
  // The final check of spec part 2 §5 is the shared zod schema (the server runs the same), told the state of
  // the CEP lookup. It runs on "Gerar PDF" and before paying; after that, editing a field it refused checks
  // that field again (`reValidateMode: 'onChange'`), so its highlight stays until the value is valid.
  const methods = useForm<DeclaracaoTrabalhoForm, unknown, DeclaracaoTrabalhoFinal>({
    defaultValues: emptyDeclaracaoTrabalho(new Date()),
    resolver: ((values, context, options) =>
      zodResolver(declaracaoTrabalhoFinalSchema(cepCheckState(cepRef.current)))(
        values,
        context,
        options as never,
      )) as Resolver<DeclaracaoTrabalhoForm, unknown, DeclaracaoTrabalhoFinal>,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    shouldFocusError: false,
  });
  const { values: form, load: setForm } = useFormSnapshot(methods);
  usePrintableErrors(methods, declaracaoTrabalhoDraftSchema, form);
  const editor = useDocumentEditor({
    kind: PRODUCT,
    urlId,
    onOwnId,
    methods,
    form,
    setForm,
    fetch: (id) => getDeclaracaoTrabalho(api, id),
    texts: DECLARACAO_LOAD_TEXTS,
    save: (input) => saveDeclaracaoTrabalho(api, input),
    formFromStored,
    isBlank: isBlankDeclaracaoTrabalho,
    blankMessage: 'Preencha a declaração antes de salvar.',
    idOf,
    // A lookup still running is told as information, the rest as errors (spec part 2 §5).
    refusal: (first) => {
      if (!first) return null;
      const notice = refusalNotice(first);
      return { message: notice.message, focus: notice.focus, info: notice.kind === 'info' };
    },
    download: (id) => downloadDeclaracaoPdf(api, id),
  });
  const preview = useMemo(() => declaracaoTrabalhoPreview(form), [form]);

  return (
    <DocumentEditorLayout
      editor={editor}
      methods={methods}
      idOf={idOf}
      idPrefix="trab"
      texts={{
        loading: 'Carregando declaração...',
        create: { to: '/DeclaracaoTrabalho', label: 'Criar nova declaração' },
        list: { to: '/MinhasDeclaracoes', label: 'Minhas Declarações' },
        blocked: 'Declaração bloqueada (contate o suporte).',
        formLabel: 'Dados da declaração',
      }}
      payment={{ area: 'declaracao_trabalho', amountCents: table.declaracao_trabalho }}
      preview={{
        blocks: preview,
        label: 'Prévia da declaração',
        note: 'Revise todas as informações antes de imprimir. A declaração é assinada por quem responde pela empresa, com o carimbo dela, ou pelo empregador pessoa física.',
        after: <FirmaAdvice />,
      }}
    >
      <EmpregadorSection />
      <EmpresaSection onCepLookupState={setCep} />
      <TrabalhadorSection />
      <DataSection />
    </DocumentEditorLayout>
  );
}

/** With `?id=` a saved declaration, without it a new one. */
export function DeclaracaoTrabalhoPage() {
  const [params] = useSearchParams();
  const urlId = params.get('id');
  const { key, onOwnId } = useEditorIdentity(urlId);

  return (
    <DocumentEditorPage
      title="Declaração de Trabalho"
      idPrefix="trab"
      intro="Preencha os dados do empregador, da empresa e do trabalhador, confira a prévia ao lado e gere o PDF pronto para imprimir e assinar."
    >
      <RequireSignIn>
        <DeclaracaoTrabalhoEditor key={key} urlId={urlId} onOwnId={onOwnId} />
      </RequireSignIn>
    </DocumentEditorPage>
  );
}
