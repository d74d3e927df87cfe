// The local outbox (`/__mail`, issue 44 item 5): every e-mail the functions sent under `npm start`, newest first,
// read from the data folder's outbox (adapters/outbox-mail.ts), as the Mercado Pago simulator shows payments.
// `/__mail/messages.json` lists them for tests; `/__mail/<id>.html` shows one message's HTML part as sent.
import { readdir, readFile } from 'node:fs/promises';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { join } from 'node:path';
import { escapeHtml } from '@shared/documents/blocks';
import type { OutboxMessage } from '../../lambdas/adapters/outbox-mail';

export const MAIL_OUTBOX_PREFIX = '/__mail';
export const MAIL_OUTBOX_FOLDER = 'mail-outbox';

/** The stored messages, newest first (their file names sort by time). */
export async function readOutbox(dir: string): Promise<OutboxMessage[]> {
  let names: string[];
  try {
    names = await readdir(dir);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  const files = names
    .filter((name) => name.endsWith('.json'))
    .sort()
    .reverse();
  const messages = await Promise.all(
    files.map(async (name) => {
      try {
        return JSON.parse(await readFile(join(dir, name), 'utf8')) as OutboxMessage;
      } catch {
        return null;
      }
    }),
  );
  return messages.filter((message): message is OutboxMessage => message !== null);
}

/** The plain text with its links made clickable. */
const linkify = (text: string) =>
  escapeHtml(text).replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);

function page(messages: OutboxMessage[]): string {
  const rows = messages
    .map(
      (m) => `<article id="${escapeHtml(m.id)}">
<h2>${escapeHtml(m.subject)}</h2>
<p class="meta">Para <strong>${escapeHtml(m.to)}</strong> · ${escapeHtml(new Date(m.sent_at).toLocaleString('pt-BR'))} · ${escapeHtml(m.purpose)} · <a href="${MAIL_OUTBOX_PREFIX}/${encodeURIComponent(m.id)}.html">ver HTML</a></p>
<pre>${linkify(m.text)}</pre>
</article>`,
    )
    .join('\n');
  return `<!doctype html>
<html lang="pt-BR">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Caixa de saída local</title>
<style>
  body { font-family: system-ui, sans-serif; margin: 2rem; color: #1f2937; max-width: 60rem; }
  .aviso { background: #fef3c7; border: 1px solid #f59e0b; padding: .75rem 1rem; border-radius: .5rem; }
  article { border-bottom: 1px solid #e5e7eb; padding: .5rem 0 1rem; }
  h2 { font-size: 1.1rem; margin-bottom: .25rem; }
  .meta { color: #4b5563; font-size: .9rem; margin-top: 0; }
  pre { white-space: pre-wrap; word-break: break-word; background: #f9fafb; padding: .75rem; border-radius: .35rem; }
</style>
</head>
<body>
<h1>Caixa de saída local</h1>
<p class="aviso">Ambiente local: nenhum e-mail sai desta máquina. Cada mensagem que o produto enviaria aparece aqui
(a mais recente primeiro); recarregue a página para ver as novas.</p>
${rows || '<p>Nenhum e-mail enviado ainda.</p>'}
</body>
</html>`;
}

function send(res: ServerResponse, status: number, type: string, body: string): void {
  res.statusCode = status;
  res.setHeader('content-type', `${type}; charset=utf-8`);
  res.setHeader('cache-control', 'no-store');
  res.end(body);
}

/** The listener mounted below `/__mail` (the prefix already removed from `req.url`). */
export function outboxListener(dir: string): RequestListener {
  return (req: IncomingMessage, res: ServerResponse) => {
    const path = new URL(req.url ?? '/', 'http://local').pathname;
    readOutbox(dir)
      .then((messages) => {
        if (path === '/' || path === '') return send(res, 200, 'text/html', page(messages));
        if (path === '/messages.json')
          return send(res, 200, 'application/json', JSON.stringify({ messages }));
        const html = /^\/([\w-]+)\.html$/.exec(path);
        const message = html ? messages.find((m) => m.id === html[1]) : undefined;
        if (message) {
          // The message's own HTML, with no script allowed to run in this origin.
          res.setHeader('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
          return send(res, 200, 'text/html', message.html);
        }
        send(res, 404, 'text/plain', 'Mensagem não encontrada.');
      })
      .catch(() => send(res, 500, 'text/plain', 'Falha ao ler a caixa de saída.'));
  };
}
