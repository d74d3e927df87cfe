// The local simulator page (`GET {base}/__sim`): the stand-in's payments with buttons that approve, reject or
// cancel them through the control endpoint, so a person can finish a payment from the browser.

export function simulatorPage(basePath: string): string {
  const base = JSON.stringify(basePath);
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Simulador local do Mercado Pago</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1f2937; }
  .aviso { background: #fef3c7; border: 1px solid #f59e0b; padding: .75rem 1rem; border-radius: .5rem; }
  table { border-collapse: collapse; width: 100%; margin-top: 1rem; font-size: .9rem; }
  th, td { border-bottom: 1px solid #e5e7eb; padding: .5rem; text-align: left; vertical-align: top; }
  tr:target { background: #ecfdf5; }
  code { font-size: .8rem; word-break: break-all; }
  button { margin: 0 .25rem .25rem 0; padding: .35rem .7rem; border-radius: .35rem; border: 1px solid #9ca3af; cursor: pointer; }
  button.aprovar { background: #059669; color: #fff; border-color: #059669; }
  #mensagem { min-height: 1.5rem; margin-top: .75rem; }
</style>
</head>
<body>
<h1>Simulador local do Mercado Pago</h1>
<p class="aviso">Ambiente local: nenhum dinheiro é movimentado. Os botões mudam o pagamento e enviam o webhook
assinado para a API, como o Mercado Pago faria.</p>
<div id="mensagem" role="status"></div>
<table>
  <thead><tr><th>Pagamento</th><th>Referência</th><th>Valor</th><th>Meio</th><th>Status</th><th>Ações</th></tr></thead>
  <tbody id="pagamentos"><tr><td colspan="6">Carregando...</td></tr></tbody>
</table>
<script>
const base = ${base};
const corpo = document.getElementById('pagamentos');
const mensagem = document.getElementById('mensagem');
const brl = new Intl.NumberFormat('pt-BR', { style: 'currency', currency: 'BRL' });
const nomes = { pending: 'pendente', in_process: 'em análise', authorized: 'autorizado', approved: 'aprovado',
  rejected: 'recusado', cancelled: 'cancelado', refunded: 'estornado', charged_back: 'contestado' };
const nome = (status) => nomes[status] || status;
function celula(texto) { const td = document.createElement('td'); td.textContent = texto; return td; }
async function mover(id, status) {
  mensagem.textContent = 'Enviando...';
  const res = await fetch(base + '/v1/__sim/payments/' + encodeURIComponent(id), {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ status }),
  });
  const json = await res.json().catch(() => ({}));
  if (!res.ok) { mensagem.textContent = 'Erro: ' + (json.message || res.status); return; }
  const entregas = (json.deliveries || []).map((d) => d.responseStatus ?? d.error).join(', ');
  mensagem.textContent = 'Pagamento ' + id + ' agora está ' + nome(json.payment.status) + (entregas ? ' (webhook: ' + entregas + ')' : '');
  carregar();
}
async function carregar() {
  const res = await fetch(base + '/v1/__sim/payments');
  const { payments } = await res.json();
  corpo.replaceChildren();
  if (payments.length === 0) { const tr = document.createElement('tr'); tr.append(celula('Nenhum pagamento ainda.')); corpo.append(tr); return; }
  for (const p of payments) {
    const tr = document.createElement('tr');
    tr.id = 'payment-' + p.id;
    const ref = celula(p.external_reference || '—');
    tr.append(celula(String(p.id)), ref, celula(brl.format(p.transaction_amount)), celula(p.payment_method_id),
      celula(nome(p.status) + ' (' + p.status + ', ' + p.status_detail + ')'));
    const acoes = document.createElement('td');
    const abertos = ['pending', 'in_process', 'authorized'];
    const botoes = abertos.includes(p.status)
      ? [['approved', 'Aprovar', 'aprovar'], ['rejected', 'Recusar', ''], ['cancelled', 'Cancelar', '']]
      : p.status === 'approved' ? [['refunded', 'Estornar', '']] : [];
    for (const [status, rotulo, classe] of botoes) {
      const b = document.createElement('button');
      b.textContent = rotulo; b.className = classe; b.onclick = () => mover(p.id, status);
      acoes.append(b);
    }
    tr.append(acoes);
    corpo.append(tr);
  }
  if (location.hash) document.getElementById(location.hash.slice(1))?.scrollIntoView();
}
carregar();
setInterval(carregar, 4000);
</script>
</body>
</html>`;
}
