// The "Documentos e Serviços" menu as spec part 1 §2.1 lists it, for the desktop dropdown and the mobile menu.

/**
 * The six groups in order; `(login)` marks the entries a signed-out visitor sees greyed, and `Em breve` the
 * pages still to come (the entry says so before it is opened).
 */
export const MENU_GROUPS = [
  ['Currículos', ['Criar Currículo (login)', 'Meu Currículo (login)']],
  [
    'Contratos',
    ['Contrato de Locação (login)', 'Meus Contratos (login)', 'Recibos de Aluguel (sem contrato)'],
  ],
  [
    'Declarações',
    [
      'Declaração de Residência (login)',
      'Minhas Declarações (login)',
      'Declaração de Trabalho (login)',
      'Recibo de Pagamento',
    ],
  ],
  ['Promissórias', ['Criar Promissórias (login)', 'Minhas Promissórias (login)']],
  ['Carros', ['Compra e Venda de Veículo', 'Procuração de Veículo']],
  ['Autorização de Viagem', ['Autorização de Viagem de Menor (login)', 'Minhas Autorizações (login)']],
] as const;

/**
 * A greyed entry: the page needs sign-in and the visitor is signed out. The pages of the "my documents" lists;
 * the other "(login)" entries open, and their page asks for the sign-in.
 */
export function isLoginEntry(label: string): boolean {
  return /^(Meu|Meus|Minha|Minhas) .*\(login\)$/.test(label);
}
