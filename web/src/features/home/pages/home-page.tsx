// The home page (spec part 1 §2.3): header, price banner, the eight document cards, highlights, news,
// testimonials, the call to action for the rental contract and "Como começar".
import { Link } from 'react-router-dom';
import { SoonBadge } from '@/components/soon-badge';
import { PRODUCT_NAME } from '@/lib/product';
import { DocumentIcon } from '../components/document-icon';
import {
  DOCUMENT_CARDS,
  HIGHLIGHTS,
  NEWS,
  RENTAL_CTA,
  STEPS,
  TESTIMONIALS,
} from '../components/home-content';
import { PriceBanner } from '../components/price-banner';

export function HomePage() {
  return (
    <div className="home">
      <header className="hero">
        <div className="hero-inner">
          <p className="hero-kicker">{PRODUCT_NAME}</p>
          <h1>Documentos prontos para imprimir, do preenchimento ao PDF</h1>
          <p className="hero-lead">
            Currículos, contratos, declarações, promissórias, procurações e autorizações de viagem em modelos
            claros. Preencha pelo celular ou computador, pague por documento e receba o PDF assim que o
            pagamento for aprovado.
          </p>
          <div className="button-row">
            <a className="button button-primary button-large" href="#documentos">
              Ver documentos
            </a>
            <Link className="button button-on-dark button-large" to="/CriarCurriculo">
              Criar currículo
            </Link>
          </div>
        </div>
      </header>

      <div className="page page-wide">
        <PriceBanner />

        <section className="home-section" id="documentos" aria-labelledby="documentos-title">
          <h2 id="documentos-title">Documentos disponíveis</h2>
          <ul className="card-grid">
            {DOCUMENT_CARDS.map((card) => (
              <li key={card.id}>
                <article className="card doc-card" aria-labelledby={`card-${card.id}`}>
                  <span className={`doc-card-icon icon-${card.icon}`}>
                    <DocumentIcon icon={card.icon} />
                  </span>
                  <h3 id={`card-${card.id}`}>
                    {card.title}
                    {card.soon && <SoonBadge />}
                  </h3>
                  <p>{card.description}</p>
                  <div className="doc-card-actions">
                    {card.actions.map((action) => (
                      <Link
                        key={action.to}
                        to={action.to}
                        // A page still to come: said to screen readers too, and no primary call to action.
                        aria-label={card.soon ? `${action.accessibleName} (em breve)` : action.accessibleName}
                        className={`button button-small ${action.primary && !card.soon ? 'button-primary' : 'button-secondary'}`}
                      >
                        {action.label}
                      </Link>
                    ))}
                  </div>
                </article>
              </li>
            ))}
          </ul>
        </section>

        <section className="home-section" aria-labelledby="destaques-title">
          <h2 id="destaques-title">Por que usar</h2>
          <ul className="feature-grid">
            {HIGHLIGHTS.map((h) => (
              <li key={h.title} className="feature">
                <h3>{h.title}</h3>
                <p>{h.text}</p>
              </li>
            ))}
          </ul>
        </section>

        <section className="home-section" aria-labelledby="novidades-title">
          <h2 id="novidades-title">Novidades</h2>
          <ul className="news-list">
            {NEWS.map((n) => (
              <li key={n.title} className="card news-item">
                <h3>
                  {n.title}
                  {n.soon && <SoonBadge />}
                </h3>
                <p>{n.text}</p>
                <Link to={n.to}>{n.linkLabel}</Link>
              </li>
            ))}
          </ul>
        </section>

        <section className="home-section" aria-labelledby="depoimentos-title">
          <h2 id="depoimentos-title">Quem usa</h2>
          <p className="muted">Relatos ilustrativos de situações comuns de uso da plataforma.</p>
          <ul className="testimonials">
            {TESTIMONIALS.map((t) => (
              <li key={t.author}>
                <figure className="testimonial">
                  <blockquote>{t.quote}</blockquote>
                  <figcaption>{t.author}</figcaption>
                </figure>
              </li>
            ))}
          </ul>
        </section>

        <section className="cta" aria-labelledby="cta-title">
          <div>
            <h2 id="cta-title">
              Vai alugar um imóvel?
              {RENTAL_CTA.soon && <SoonBadge />}
            </h2>
            <p>
              Monte o contrato de locação com os dados do locador, do locatário e do imóvel, inclua fiador se
              quiser e gere também os recibos mensais.
            </p>
          </div>
          <Link className="button button-primary button-large" to={RENTAL_CTA.to}>
            {RENTAL_CTA.label}
          </Link>
        </section>

        <section className="home-section" aria-labelledby="como-comecar-title">
          <h2 id="como-comecar-title">Como começar</h2>
          <ol className="steps">
            {STEPS.map((s) => (
              <li key={s.title} className="step">
                <h3>{s.title}</h3>
                <p>{s.text}</p>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </div>
  );
}
