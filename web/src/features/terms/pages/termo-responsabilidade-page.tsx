// /TermoResponsabilidade: the same terms text as the modal, as a page, with the acceptance tick.
import { TermsCheckbox } from '@/components/terms/terms-checkbox';
import { TermsText } from '@/components/terms/terms-text';

export function TermoResponsabilidadePage() {
  return (
    <article className="page page-narrow terms-page" aria-labelledby="page-title">
      <h1 id="page-title">Termo de Responsabilidade</h1>
      <TermsText headingLevel={2} />
      <div className="card terms-page-accept">
        <TermsCheckbox id="termo-pagina-aceite" />
      </div>
    </article>
  );
}
