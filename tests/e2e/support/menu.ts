// The "Documentos e Serviços" menu as spec part 1 §2.1 lists it, for the desktop dropdown and the mobile menu.

/**
 * The six groups in order; `(login)` marks the entries a signed-out visitor sees greyed, and `Em breve` the
 * pages still to come (the entry says so before it is opened).
 */
export const MENU_GROUPS = [
  ['Currículos', ['Criar Currículo', 'Meu Currículo (login)']],
  ['Contratos', ['Contrato de Locação', 'Meus Contratos (login)', 'Recibos de Aluguel (sem contrato)']],
  ['Declarações', ['Declaração de Residência', 'Minhas Declarações (login)', 'Declaração de Trabalho']],
  ['Promissórias', ['Criar Promissórias', 'Minhas Promissórias (login)']],
  ['Carros', ['Compra e Venda de Veículo', 'Procuração de Veículo']],
  ['Autorização de Viagem', ['Autorização de Viagem de Menor']],
] as const;

/** A greyed entry: the page needs sign-in and the visitor is signed out. */
export function isLoginEntry(label: string): boolean {
  return label.includes('(login)');
}
