// /PoliticaReembolso: the buyer's right to withdraw (CDC art. 49; Decreto 7.962/2013 art. 5) and how to use
// it, linked from the footer, the payment panel and the terms.
import { Link } from 'react-router-dom';
import { useRuntimeConfig } from '@/lib/app-services';

/** Days after the payment within which the buyer may withdraw without giving a reason (CDC art. 49). */
const WITHDRAWAL_DAYS = 7;

export function PoliticaReembolsoPage() {
  const { seller } = useRuntimeConfig();
  return (
    <article className="page page-narrow terms-page" aria-labelledby="page-title">
      <h1 id="page-title">Política de Reembolso</h1>
      <p>
        Esta política vale para todos os documentos comprados no site, pagos por PIX ou cartão. Ela segue o
        Código de Defesa do Consumidor (art. 49) e o Decreto 7.962/2013, que regula o comércio eletrônico.
      </p>

      <h2>Direito de arrependimento: {WITHDRAWAL_DAYS} dias</h2>
      <p>
        Você pode desistir da compra em até {WITHDRAWAL_DAYS} (sete) dias corridos contados do pagamento, sem
        precisar explicar o motivo, e recebe de volta o valor integral pago.
      </p>

      <h2>Como pedir o reembolso</h2>
      <ol>
        <li>
          Escreva para <a href={`mailto:${seller.email}`}>{seller.email}</a> (ou ligue para {seller.phone})
          informando a referência do pagamento, que aparece no painel de pagamento e na sua lista de
          documentos, e o e-mail usado no pagamento.
        </li>
        <li>Confirmamos o recebimento do pedido imediatamente, pelo mesmo meio.</li>
        <li>
          O estorno é pedido ao Mercado Pago assim que o pedido é confirmado: no PIX, o valor volta para a
          conta que pagou; no cartão, aparece como crédito na fatura (o prazo depende do emissor do cartão).
        </li>
      </ol>

      <h2>E se o PDF já foi baixado?</h2>
      <p>
        O direito de arrependimento vale mesmo que o PDF já tenha sido gerado ou baixado. Com o reembolso, o
        documento deixa de estar pago: o PDF não pode mais ser gerado sem um novo pagamento, e a cópia baixada
        não deve ser usada.
      </p>

      <h2>Depois dos {WITHDRAWAL_DAYS} dias</h2>
      <p>
        Cobranças em duplicidade, pagamentos confirmados sem liberação do PDF e erros de geração são
        reembolsados a qualquer tempo. Pagamentos em duplicidade detectados pelo sistema são estornados
        automaticamente, sem necessidade de pedido.
      </p>

      <h2>Quem vende</h2>
      <p>
        {seller.legalName}, CNPJ {seller.cnpj}, {seller.address}. Veja também o{' '}
        <Link to="/TermoResponsabilidade">Termo de Responsabilidade</Link>.
      </p>
    </article>
  );
}
