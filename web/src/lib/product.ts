// Product identity shown across the pages (name, contact addresses). The addresses are the operator's to
// set before launch; every page reads them from here.

export const PRODUCT_NAME = 'Documentos Prontos';
export const SUPPORT_EMAIL = 'atendimento@documentosprontos.com.br';
export const PRIVACY_EMAIL = 'privacidade@documentosprontos.com.br';

/** The refund policy's page, linked from the footer, the payment panel and the terms. */
export const REFUND_POLICY_PATH = '/PoliticaReembolso';
