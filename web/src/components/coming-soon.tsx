// The placeholder of a page whose feature is not built yet: its Portuguese title and a clear "Em breve".
import { Link } from 'react-router-dom';

export function ComingSoon({ title }: { title: string }) {
  return (
    <section className="page page-narrow coming-soon" aria-labelledby="page-title">
      <p className="badge badge-soon">Em breve</p>
      <h1 id="page-title">{title}</h1>
      <p>
        Esta página está em preparação e estará disponível em breve. Enquanto isso, conheça os outros
        documentos disponíveis na página inicial.
      </p>
      <p>
        <Link className="button button-secondary" to="/">
          Voltar ao início
        </Link>
      </p>
    </section>
  );
}
