// /MeusDados (issue 23, LGPD art. 18): what we keep about the signed-in person and why, for how long, their
// rights, "Baixar meus dados" (one ZIP of everything) and "Excluir minha conta" (typed confirmation). After the
// deletion the person is signed out and the page, opened with `?conta=excluida`, confirms it.
import { privacyEmailOf } from '@shared/seller';
import { useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { RequireSignIn } from '@/components/require-sign-in';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api-client';
import { useApi, useRuntimeConfig } from '@/lib/app-services';
import { useSession } from '@/lib/session/session-provider';
import { deleteMyAccount, downloadMyData } from '../api/meus-dados-api';
import { DeleteAccountDialog } from '../components/delete-account-dialog';

/** The query the page is opened with once the account is deleted (the sign-out reloads it). */
const DELETED_PARAM = 'conta';
const DELETED_VALUE = 'excluida';

const failureText = (error: unknown) =>
  error instanceof ApiError || error instanceof Error ? error.message : 'Não foi possível concluir.';

function WhatWeKeep() {
  const privacyEmail = privacyEmailOf(useRuntimeConfig().seller);
  return (
    <>
      <p>
        Aqui você vê o que guardamos sobre você e por quê, baixa uma cópia de tudo e pode excluir a sua conta.
        As regras completas estão no <Link to="/TermoResponsabilidade">Termo de Responsabilidade</Link>.
      </p>

      <h2>O que guardamos e para quê</h2>
      <ul>
        <li>
          <strong>Cadastro:</strong> nome, e-mail e foto recebidos do Google e as datas de acesso, para
          identificar a sua conta.
        </li>
        <li>
          <strong>Documentos:</strong> o que você digitou em cada formulário (que pode incluir CPF, RG e
          endereços seus e de outras pessoas), a foto do currículo e o PDF gerado, para montar o documento e
          você poder abri-lo de novo.
        </li>
        <li>
          <strong>Pagamentos:</strong> valor, data, situação, forma de pagamento, identificador do Mercado
          Pago e o e-mail de quem pagou, para liberar o PDF e atender pedidos de reembolso.
        </li>
        <li>
          <strong>Códigos de verificação:</strong> o código impresso em cada PDF, com o tipo do documento, a
          data e as iniciais do primeiro nome, para que quem recebe o documento confira se ele é autêntico.
        </li>
      </ul>

      <h2>Base legal</h2>
      <p>
        Tratamos esses dados para executar o contrato que você faz conosco ao criar e pagar um documento
        (LGPD, art. 7º, V). Os registros de pagamento e de acesso são guardados também para cumprir obrigações
        legais (art. 7º, II): a legislação fiscal e contábil e o Marco Civil da Internet.
      </p>

      <h2>Por quanto tempo</h2>
      <ul>
        <li>
          Rascunhos nunca pagos: apagados automaticamente 180 dias depois da última alteração (30 dias depois
          de criados, se foram feitos sem entrar na conta).
        </li>
        <li>Documentos pagos e cadastro: enquanto a conta existir ou até você excluí-la.</li>
        <li>
          PDFs gerados: saem do armazenamento depois de algum tempo e são gerados de novo, a partir do
          formulário guardado, quando você pede.
        </li>
        <li>
          Registros de pagamento: pelo prazo da legislação fiscal e contábil, mesmo depois da exclusão da
          conta, só com valor, data, situação e identificador do Mercado Pago.
        </li>
        <li>Registros de acesso: 6 meses, como exige o art. 15 do Marco Civil da Internet.</li>
      </ul>

      <h2>Seus direitos (LGPD, art. 18)</h2>
      <p>
        Você pode confirmar que tratamos os seus dados e acessá-los, corrigi-los (editando os documentos),
        levá-los a outro fornecedor, saber com quem os compartilhamos (Mercado Pago, Amazon Web Services e
        Google) e pedir a eliminação. Os botões abaixo fazem o acesso, a portabilidade e a eliminação na hora;
        para o resto, escreva para <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>.
      </p>
    </>
  );
}

function MeusDadosActions() {
  const api = useApi();
  const session = useSession();
  const [, setSearchParams] = useSearchParams();
  const [exporting, setExporting] = useState<'idle' | 'busy' | 'done'>('idle');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const [deleteError, setDeleteError] = useState<string | null>(null);

  async function exportData() {
    setExporting('busy');
    try {
      await downloadMyData(api);
      setExporting('done');
    } catch (error) {
      setExporting('idle');
      toast.error(failureText(error));
    }
  }

  async function deleteAccount() {
    setDeleting(true);
    setDeleteError(null);
    try {
      await deleteMyAccount(api);
      setSearchParams({ [DELETED_PARAM]: DELETED_VALUE }, { replace: true });
      await session.signOut();
    } catch (error) {
      setDeleting(false);
      setDeleteError(failureText(error));
    }
  }

  return (
    <>
      <section className="meus-dados-action" aria-labelledby="baixar-title">
        <h2 id="baixar-title">Baixar meus dados</h2>
        <p>
          Um arquivo ZIP com tudo o que guardamos sobre você (em <code>meus-dados.json</code>) e os PDFs e
          fotos guardados.
        </p>
        <button
          type="button"
          className="button button-primary"
          disabled={exporting === 'busy'}
          onClick={exportData}
        >
          {exporting === 'busy' ? 'Preparando seus dados…' : 'Baixar meus dados'}
        </button>
        <p className="meus-dados-status" aria-live="polite">
          {exporting === 'busy' ? 'Preparando o arquivo, aguarde.' : null}
          {exporting === 'done' ? 'Pronto: o download do arquivo começou.' : null}
        </p>
      </section>

      <section className="meus-dados-action" aria-labelledby="excluir-title">
        <h2 id="excluir-title">Excluir minha conta</h2>
        <p>
          Apaga todos os seus documentos, rascunhos, fotos, PDFs e o seu cadastro. Os registros de pagamento
          ficam como a lei contábil exige (valor, data, identificador do Mercado Pago, sem dados dos
          formulários).
        </p>
        <button type="button" className="button button-danger" onClick={() => setDialogOpen(true)}>
          Excluir minha conta
        </button>
      </section>

      {dialogOpen ? (
        <DeleteAccountDialog
          busy={deleting}
          error={deleteError}
          onConfirm={deleteAccount}
          onCancel={() => {
            setDialogOpen(false);
            setDeleteError(null);
          }}
        />
      ) : null}
    </>
  );
}

function AccountDeleted() {
  return (
    <>
      <h2>Sua conta foi excluída</h2>
      <p role="status">
        Seus documentos, rascunhos, fotos, PDFs e cadastro foram apagados, e você saiu da conta. Ficaram só os
        registros dos pagamentos exigidos pela lei contábil (valor, data, situação e identificador do Mercado
        Pago). Os códigos de verificação dos seus PDFs agora respondem “documento excluído pelo titular”.
      </p>
      <p>
        <Link to="/">Voltar ao início</Link>
      </p>
    </>
  );
}

export function MeusDadosPage() {
  const session = useSession();
  const [searchParams] = useSearchParams();
  const deleted = searchParams.get(DELETED_PARAM) === DELETED_VALUE && session.status !== 'signed-in';
  return (
    <article className="page page-narrow terms-page meus-dados-page" aria-labelledby="page-title">
      <h1 id="page-title">Meus dados</h1>
      {deleted ? (
        <AccountDeleted />
      ) : (
        <RequireSignIn>
          <WhatWeKeep />
          <MeusDadosActions />
        </RequireSignIn>
      )}
    </article>
  );
}
