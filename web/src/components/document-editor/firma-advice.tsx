// Beside a declaration's preview (issue 39 item 5): when a notarised signature may be asked for, so that nobody
// pays a notary for a public office that may not demand it, nor is surprised by a private one that does.
export const FIRMA_ADVICE_PUBLIC =
  'Órgãos e entidades públicos não podem exigir firma reconhecida: o servidor confere a assinatura com o ' +
  'documento de identidade ou a vê ser feita na sua frente (Lei nº 13.726/2018, art. 3º, I).';
export const FIRMA_ADVICE_PRIVATE =
  'Empresas e pessoas privadas (imobiliária, banco, escola particular) podem exigi-la: pergunte a quem vai ' +
  'receber a declaração antes de ir ao cartório.';

export function FirmaAdvice() {
  return (
    <section className="decl-advice" aria-labelledby="decl-advice-title">
      <h2 id="decl-advice-title">Precisa reconhecer firma?</h2>
      <p>{FIRMA_ADVICE_PUBLIC}</p>
      <p>{FIRMA_ADVICE_PRIVATE}</p>
    </section>
  );
}
