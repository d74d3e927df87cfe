// /Acesso#tipo=…&documento=…&chave=… (issue 40 item 3, issue 41 item 4): the access link e-mailed to the buyer
// of a document made without a sign-in. The fragment never reaches a server; the page keeps the key in this
// browser (30 days, lib/document-keys), takes the fragment out of the address bar and history, and opens the
// document's own page, which sends the key in its header as it does for a document made here.
import { KEYED_KINDS, readAccessLinkFragment } from '@shared/api/access-link';
import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { rememberDocumentKey } from '@/lib/document-keys';

export function AcessoPage() {
  const navigate = useNavigate();
  const [invalid, setInvalid] = useState(false);

  useEffect(() => {
    const target = readAccessLinkFragment(window.location.hash);
    if (!target) {
      setInvalid(true);
      return;
    }
    rememberDocumentKey(target.id, target.key, target.kind);
    const page = KEYED_KINDS[target.kind];
    // Replaced, not pushed: "Voltar" does not return to the link, and the key leaves the address bar.
    navigate(`${page.path}?${new URLSearchParams({ [page.param]: target.id })}`, { replace: true });
  }, [navigate]);

  if (!invalid) return <p className="page">Abrindo o documento...</p>;
  return (
    <section className="page" aria-labelledby="page-title">
      <h1 id="page-title">Link de acesso inválido</h1>
      <p>
        Este link está incompleto. Abra-o de novo a partir do e-mail, copiando o endereço inteiro, ou entre na
        sua conta se o documento já está nela.
      </p>
      <p>
        <Link to="/">Voltar ao início</Link>
      </p>
    </section>
  );
}
