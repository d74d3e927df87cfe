// The product's name and its fixed paths. Who sells it (legal name, CNPJ, address, e-mails, phone) is each
// deployment's configuration: `config.seller` (`shared/seller.ts`), read by the footer, terms and policies.

export const PRODUCT_NAME = 'Documentos Prontos';

/** The refund policy's page, linked from the footer, the payment panel and the terms. */
export const REFUND_POLICY_PATH = '/PoliticaReembolso';
