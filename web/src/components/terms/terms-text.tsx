// The full Termo de Responsabilidade (with the LGPD privacy clauses), shown both in the terms modal and
// on the /TermoResponsabilidade page, so the two can never differ.
import { privacyEmailOf } from '@shared/seller';
import type { ReactNode } from 'react';
import { useRuntimeConfig } from '@/lib/app-services';
import { PRODUCT_NAME, REFUND_POLICY_PATH } from '@/lib/product';

export const TERMS_REFERENCE_DATE = '27 de novembro de 2026';

function Section({ level, title, children }: { level: 2 | 3; title: string; children: ReactNode }) {
  const Heading = level === 2 ? 'h2' : 'h3';
  return (
    <section className="terms-section">
      <Heading>{title}</Heading>
      {children}
    </section>
  );
}

function Sub({ level, children }: { level: 2 | 3; children: ReactNode }) {
  return level === 2 ? <h3>{children}</h3> : <h4>{children}</h4>;
}

/** `headingLevel` is 2 on the page (under its h1) and 3 in the modal (under the dialog title). */
export function TermsText({ headingLevel = 2 }: { headingLevel?: 2 | 3 }) {
  const l = headingLevel;
  // One seller identity for the footer, the policies and these terms (issue 41 item 9).
  const { seller } = useRuntimeConfig();
  const SUPPORT_EMAIL = seller.email;
  const PRIVACY_EMAIL = privacyEmailOf(seller);
  return (
    <div className="terms-text">
      <p className="terms-date">
        Data de referência: <strong>{TERMS_REFERENCE_DATE}</strong>
      </p>
      <p>
        Este Termo de Responsabilidade regula o uso da plataforma {PRODUCT_NAME} e explica como tratamos os
        seus dados pessoais. Ao marcar “Li e aceito o Termo de Responsabilidade” ou ao pagar por um documento,
        você declara que leu, entendeu e concorda com as condições abaixo.
      </p>

      <Section level={l} title="1. O que a plataforma oferece">
        <p>
          A {PRODUCT_NAME} disponibiliza modelos de documentos — currículos, contratos de locação, recibos de
          aluguel, contratos de compra e venda de veículo, declarações de residência e de trabalho, notas
          promissórias, procurações de veículo e autorizações de viagem de menor — que você preenche com os
          seus dados para obter um arquivo PDF pronto para imprimir.
        </p>
        <p>
          A plataforma não é escritório de advocacia, não presta consultoria nem assessoria jurídica e não
          analisa o caso concreto de quem a utiliza. Os modelos têm caráter geral e podem não atender a
          situações específicas.
        </p>
      </Section>

      <Section level={l} title="2. Responsabilidades de quem usa">
        <ul>
          <li>
            Informar dados verdadeiros, completos e atualizados, seus e das demais pessoas citadas no
            documento.
          </li>
          <li>
            Conferir todo o conteúdo do documento antes de imprimir, assinar ou entregar a terceiros,
            corrigindo o que for necessário.
          </li>
          <li>
            Buscar a orientação de um advogado ou de outro profissional habilitado sempre que houver dúvida
            sobre o conteúdo, os efeitos ou a validade do documento para o seu caso.
          </li>
          <li>
            Providenciar as formalidades que o documento exigir, como assinaturas, testemunhas, reconhecimento
            de firma em cartório, registro ou apresentação a órgãos públicos.
          </li>
          <li>
            Ter autorização ou outra base legal para informar dados pessoais de terceiros (por exemplo,
            locatário, fiador, comprador, dependentes ou a criança ou o adolescente de uma autorização de
            viagem).
          </li>
          <li>Usar a plataforma somente para fins lícitos, sem criar documentos falsos ou enganosos.</li>
        </ul>
        <p>
          Declarações falsas podem configurar crime, como o de falsidade ideológica previsto no art. 299 do
          Código Penal.
        </p>
      </Section>

      <Section level={l} title="3. Limites de responsabilidade">
        <p>
          O conteúdo de cada documento resulta das informações que você fornece. Por isso, nos limites
          permitidos pela legislação, inclusive pelo Código de Defesa do Consumidor, a {PRODUCT_NAME} não
          responde:
        </p>
        <ul>
          <li>por erros, omissões ou falsidades nos dados informados por quem usa a plataforma;</li>
          <li>
            pelo uso que cada pessoa faz do documento gerado nem pelos negócios celebrados entre as partes;
          </li>
          <li>
            pela aceitação do documento por terceiros, cartórios, empresas ou órgãos públicos, que podem ter
            exigências próprias;
          </li>
          <li>
            por indisponibilidades temporárias causadas por manutenção, falhas de conexão ou serviços de
            terceiros, situações em que trabalharemos para restabelecer o acesso o quanto antes.
          </li>
        </ul>
      </Section>

      <Section level={l} title="4. Pagamentos e liberação do PDF">
        <ul>
          <li>
            O preço de cada documento é informado antes do pagamento. O pagamento é feito por PIX ou por
            cartão de crédito em uma única parcela, processado pelo Mercado Pago.
          </li>
          <li>
            O PDF é liberado automaticamente assim que o Mercado Pago confirma o pagamento. O PIX costuma ser
            confirmado em poucos instantes.
          </li>
          <li>
            Os dados do cartão são digitados em campos processados pelo Mercado Pago; a {PRODUCT_NAME} não
            armazena o número do cartão nem o código de segurança.
          </li>
          <li>
            Alterar um documento já pago pode exigir um novo pagamento para liberar o novo PDF, conforme as
            regras informadas na página de cada documento.
          </li>
          <li>
            Em caso de cobrança em duplicidade, pagamento confirmado sem liberação do PDF ou outro problema,
            escreva para {SUPPORT_EMAIL} informando a referência do pagamento, para análise e, quando cabível,
            estorno.
          </li>
          <li>
            Você pode desistir da compra em até 7 (sete) dias do pagamento e receber o valor integral de volta
            (Código de Defesa do Consumidor, art. 49), como explica a{' '}
            {/* A plain link: the terms dialog is rendered outside the router, and a new tab keeps it open. */}
            <a href={REFUND_POLICY_PATH} target="_blank" rel="noopener">
              Política de Reembolso
            </a>
            .
          </li>
        </ul>
      </Section>

      <Section level={l} title="5. Proteção de dados pessoais (LGPD)">
        <p>
          Tratamos dados pessoais de acordo com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018
          — LGPD). Para os fins desta lei, o operador da plataforma {PRODUCT_NAME}, {seller.legalName}, CNPJ{' '}
          {seller.cnpj}, {seller.address}, é o controlador dos dados descritos abaixo.
        </p>

        <Sub level={l}>5.1 Dados que coletamos</Sub>
        <ul>
          <li>
            <strong>Conta:</strong> nome, e-mail, identificador e foto do perfil recebidos do Google quando
            você entra, além das datas de acesso.
          </li>
          <li>
            <strong>Documentos:</strong> as informações digitadas nos formulários, que podem incluir nome,
            endereço, CPF, RG, telefone, dados profissionais, dados de veículos e valores, seus e de outras
            pessoas citadas.
          </li>
          <li>
            <strong>Pagamentos:</strong> e-mail do pagador, referência e identificador do pagamento, valor,
            forma e situação. Não recebemos os dados completos do cartão.
          </li>
          <li>
            <strong>Registros de acesso:</strong> endereço IP, data e hora de uso da aplicação, guardados por
            exigência do Marco Civil da Internet (Lei nº 12.965/2014).
          </li>
        </ul>

        <Sub level={l}>5.2 Para que usamos os dados</Sub>
        <ul>
          <li>montar o documento solicitado, gerar o PDF e guardá-lo para você consultar depois;</li>
          <li>identificar a sua conta e manter os seus documentos acessíveis somente a você;</li>
          <li>processar o pagamento, confirmar a aprovação e liberar o PDF;</li>
          <li>prevenir fraudes, proteger a segurança da plataforma e atender às suas solicitações;</li>
          <li>cumprir obrigações legais, fiscais e regulatórias.</li>
        </ul>
        <p>Não vendemos dados pessoais e não os usamos para publicidade de terceiros.</p>

        <Sub level={l}>5.3 Bases legais</Sub>
        <p>
          Os tratamentos acima se apoiam nas hipóteses do art. 7º da LGPD: execução de contrato e de
          procedimentos preliminares a pedido do titular (inciso V), cumprimento de obrigação legal ou
          regulatória (inciso II), exercício regular de direitos em processo judicial, administrativo ou
          arbitral (inciso VI) e legítimo interesse, para segurança e prevenção de fraudes (inciso IX). Dados
          de crianças e adolescentes, como os da autorização de viagem, são tratados no seu melhor interesse,
          conforme o art. 14 da LGPD.
        </p>

        <Sub level={l}>5.4 Armazenamento no navegador e sincronização</Sub>
        <p>
          Rascunhos, a aceitação deste termo e as referências de pagamento podem ficar guardados no
          armazenamento local do seu navegador. Ao entrar com a sua conta, os rascunhos guardados no navegador
          são enviados ao banco de dados na nuvem e passam a ficar disponíveis na sua conta. Você pode apagar
          os dados locais limpando os dados de navegação do site. A plataforma não usa cookies de publicidade.
        </p>

        <Sub level={l}>5.5 Compartilhamento</Sub>
        <p>Compartilhamos dados apenas com quem é necessário para prestar o serviço:</p>
        <ul>
          <li>
            <strong>Mercado Pago</strong>, para processar os pagamentos por PIX ou cartão;
          </li>
          <li>
            <strong>Amazon Web Services (AWS)</strong>, que hospeda a aplicação, o banco de dados e os
            arquivos PDF;
          </li>
          <li>
            <strong>Google</strong>, que realiza a autenticação quando você entra com a sua conta;
          </li>
          <li>autoridades públicas, quando houver obrigação legal ou ordem judicial.</li>
        </ul>
        <p>
          Alguns desses fornecedores podem armazenar dados em servidores fora do Brasil. Nesses casos, a
          transferência internacional segue o disposto nos arts. 33 a 36 da LGPD.
        </p>

        <Sub level={l}>5.6 Por quanto tempo guardamos</Sub>
        <ul>
          <li>dados da conta e documentos: enquanto a conta existir ou até você pedir a exclusão;</li>
          <li>
            rascunhos de documentos nunca pagos: apagados automaticamente 180 (cento e oitenta) dias depois da
            última alteração, ou 30 (trinta) dias depois de criados, quando feitos sem entrar na conta;
          </li>
          <li>
            PDFs gerados: apagados do armazenamento depois de algum tempo e gerados de novo, a partir do
            formulário guardado, quando você pede;
          </li>
          <li>
            registros de pagamento: pelo prazo exigido pela legislação fiscal e contábil, mesmo depois da
            exclusão da conta, só com valor, data, situação e identificador do Mercado Pago;
          </li>
          <li>
            registros de acesso à aplicação: por 6 (seis) meses, como exige o art. 15 do Marco Civil da
            Internet;
          </li>
          <li>dados guardados no navegador: até você limpá-los ou sair da conta, conforme o caso.</li>
        </ul>
        <p>
          Encerrados esses prazos, os dados são eliminados ou anonimizados, salvo quando a lei permitir ou
          exigir a sua conservação.
        </p>

        <Sub level={l}>5.7 Seus direitos</Sub>
        <p>Conforme o art. 18 da LGPD, você pode pedir a qualquer momento:</p>
        <ul>
          <li>confirmação de que tratamos os seus dados e acesso a eles;</li>
          <li>correção de dados incompletos, inexatos ou desatualizados;</li>
          <li>
            anonimização, bloqueio ou eliminação de dados desnecessários, excessivos ou tratados em
            desconformidade;
          </li>
          <li>portabilidade dos dados a outro fornecedor;</li>
          <li>informação sobre as entidades com as quais compartilhamos dados;</li>
          <li>eliminação dos dados e revogação do consentimento, quando o tratamento se basear nele.</li>
        </ul>
        <p>
          Na página <a href="/MeusDados">Meus Dados</a>, com a sua conta, você baixa na hora uma cópia de tudo
          o que guardamos sobre você e pode excluir a sua conta.
        </p>
        <p>
          Para exercer esses direitos, envie um e-mail para{' '}
          <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a> a partir do endereço cadastrado na sua
          conta, dizendo o que deseja. Responderemos em até 15 (quinze) dias, conforme o art. 19 da LGPD. Você
          também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).
        </p>

        <Sub level={l}>5.8 Segurança</Sub>
        <p>
          Usamos conexão criptografada (HTTPS), controle de acesso por conta e armazenamento privado dos PDFs,
          que são entregues por links temporários. Cada documento só pode ser aberto pela conta que o criou ou
          por quem tem a chave de acesso gerada na sua criação.
        </p>
      </Section>

      <Section level={l} title="6. Alterações deste termo">
        <p>
          Este termo pode ser atualizado para refletir mudanças na plataforma ou na legislação. A data de
          referência no início do texto indica a versão em vigor; mudanças relevantes serão informadas na
          plataforma.
        </p>
      </Section>

      <Section level={l} title="7. Legislação e foro">
        <p>
          Este termo é regido pelas leis da República Federativa do Brasil. Eventuais controvérsias serão
          resolvidas no foro do domicílio do usuário, nos termos do art. 101, inciso I, do Código de Defesa do
          Consumidor.
        </p>
      </Section>

      <Section level={l} title="8. Contato">
        <p>
          Dúvidas sobre este termo ou sobre os seus documentos:{' '}
          <a href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</a> ou {seller.phone}. Assuntos de privacidade e
          dados pessoais: <a href={`mailto:${PRIVACY_EMAIL}`}>{PRIVACY_EMAIL}</a>.
        </p>
      </Section>
    </div>
  );
}
