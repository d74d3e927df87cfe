// The payment panel every document page uses (spec part 1 §4.3, part 2 §4, §5): terms, payer e-mail, PIX and
// "Cartão (1x)" tabs, the status line while polling, "Simular pagamento aprovado" in the local test
// environment. Shown only while the document is unpaid; admins see "Admin: pagamento não exigido.". The
// promissory notes ask for it in their own shape (`pixButton`, no payer e-mail), with the same checks and flow.
import { parseInline } from '@shared/documents/blocks';
import { SIGNING_GUIDANCE_TITLE, signingGuidanceForArea } from '@shared/documents/signing-guidance';
import type { PaidStatusArea } from '@shared/payments/paid-status';
import { formatPrice } from '@shared/prices/prices';
import { useEffect, useId, useRef, useState } from 'react';
import { Link } from 'react-router-dom';
import { TermsCheckbox } from '@/components/terms/terms-checkbox';
import { useTerms } from '@/components/terms/terms-provider';
import { toast } from '@/components/toast/toast-store';
import { useRuntimeConfig } from '@/lib/app-services';
import { isFocusLost } from '@/lib/focus';
import { REFUND_POLICY_PATH } from '@/lib/product';
import { useSession } from '@/lib/session/session-provider';
import { type CardFields, checkCardFields } from '../card-form';
import { type PaidPayment, usePaymentFlow } from '../hooks/use-payment-flow';
import { missingItems } from '../pay-errors';
import { isPayerEmail, payerEmailToSend } from '../payer-email';
import { paymentStatusLine } from '../payment-status';
import { CardTab } from './card-tab';
import { PixButton } from './pix-button';
import { PixTab } from './pix-tab';
import './payment-panel.css';

export interface PaymentPanelProps {
  /** Which paid-status set of spec part 2 §4 ends polling on this page. */
  area: PaidStatusArea;
  /** The document reference once known (null for a document not saved yet). */
  reference: string | null;
  /**
   * Called when the person asks to pay: saves (or checks) the document and answers its reference, or null
   * to stop (the page has already said why, e.g. a validation toast). Without it, `reference` is used.
   */
  ensureReference?: () => Promise<string | null>;
  /** The price shown until the server answers the amount it charges (centavos; null shows "R$ --"). */
  amountCents: number | null;
  /** The document is already paid or otherwise released (the panel then only confirms it). */
  paid: boolean;
  /** Fired once when a paid status is seen (polling, card approval, or a payment already approved). */
  onPaid: (payment: PaidPayment) => void;
  /** False on pages where card stays disabled ("em breve", use PIX). Default true. */
  cardEnabled?: boolean;
  /** Extra `mp-pay` fields of the page, e.g. `{ addReceipts: true }` on the rental contract. */
  extraPayBody?: { addReceipts?: boolean };
  /** Disables paying (e.g. while the page loads). */
  disabled?: boolean;
  /** Heading text; default "Pagamento". */
  title?: string;
  /**
   * What the document still lacks to be sold (the kind's shared check, e.g. a resume with no section): while
   * there is any, the panel lists it instead of offering to pay. The server's own refusal
   * (`incomplete_document`) is shown the same way, for every kind.
   */
  missing?: readonly string[];
  /** The access key of a document made anonymously (rent receipts): sent in a header, never in a URL. */
  accessKey?: string | null;
  /**
   * The page's own wording of the panel's states (the receipts page: "Pagamento aprovado ✓", "Admin liberado
   * sem pagamento."); `notRequired` is shown instead of the payment options when the price is zero.
   */
  labels?: PaymentPanelLabels;
  /**
   * The promissory notes' shape (spec part 2 §2 CriarPromissoria): one "Pagar com PIX" button opening a PIX
   * panel the person may close, `hint` under its status, and the card in a "Pagar com cartão (1x)" disclosure,
   * in place of the PIX/card tabs.
   */
  pixButton?: { hint: string };
  /** False: no payer e-mail field; the server takes the signed-in person's. Default true. */
  askEmail?: boolean;
  /** False: no signing guidance once paid (a page that lists its next steps itself). Default true. */
  signingGuidance?: boolean;
}

export interface PaymentPanelLabels {
  approved?: string;
  admin?: string;
  notRequired?: string;
  /** The price's label; default "Valor" (the notes: "Valor por lote"). */
  amount?: string;
}

type Tab = 'pix' | 'card';

/** How to sign the paid document (issue 43 item 2): the same texts as its PDF's next steps. */
function SigningGuidance({ area }: { area: PaidStatusArea }) {
  const steps = signingGuidanceForArea(area);
  const id = useId();
  if (steps.length === 0) return null;
  return (
    <section className="signing-guidance" aria-labelledby={id}>
      <h3 id={id}>{SIGNING_GUIDANCE_TITLE}</h3>
      <ul>
        {steps.map((step) => (
          <li key={step}>
            {parseInline(step).map((run, i) =>
              // biome-ignore lint/suspicious/noArrayIndexKey: runs are positional
              run.bold ? <strong key={i}>{run.text}</strong> : <span key={i}>{run.text}</span>,
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

export function PaymentPanel({
  area,
  reference,
  ensureReference,
  amountCents,
  paid,
  onPaid,
  cardEnabled = true,
  extraPayBody,
  disabled = false,
  title = 'Pagamento',
  missing = [],
  accessKey = null,
  labels = {},
  pixButton,
  askEmail = true,
  signingGuidance = true,
}: PaymentPanelProps) {
  const session = useSession();
  const config = useRuntimeConfig();
  const terms = useTerms();
  const prefix = useId();
  const titleId = `${prefix}-title`;
  const emailRef = useRef<HTMLInputElement>(null);
  const [tab, setTab] = useState<Tab>('pix');
  const [email, setEmail] = useState(session.user?.email ?? '');
  const [termsMissing, setTermsMissing] = useState(false);
  const [preparing, setPreparing] = useState<Tab | null>(null);
  const [cardNotice, setCardNotice] = useState<string | null>(null);
  const [emailError, setEmailError] = useState<string | null>(null);
  const [pixOpen, setPixOpen] = useState(false);
  const approvedRef = useRef<HTMLParagraphElement>(null);
  // A zero price (known, not merely unknown) needs no payment where the page says so.
  const notRequired = labels.notRequired !== undefined && amountCents === 0;
  const enabled = !paid && !session.isAdmin && !notRequired;
  const flow = usePaymentFlow({ area, reference, enabled, onPaid, extraPayBody, accessKey });
  const { state } = flow;

  // The session may settle after the panel appears: prefill the e-mail then, never over what was typed.
  const sessionEmail = session.user?.email ?? '';
  useEffect(() => {
    if (sessionEmail) setEmail((current) => current || sessionEmail);
  }, [sessionEmail]);

  useEffect(() => {
    if (terms.accepted) setTermsMissing(false);
  }, [terms.accepted]);

  // Paid while the person was on the panel: the button they used is gone, so focus goes to the news rather
  // than to the page's start (keyboard and screen-reader users keep their place). Not on a page opened paid.
  const wasPaid = useRef(paid);
  useEffect(() => {
    if (paid && !wasPaid.current && isFocusLost()) approvedRef.current?.focus();
    wasPaid.current = paid;
  }, [paid]);

  if (session.isAdmin) {
    return (
      <section className="payment-panel payment-admin" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        <p className="notice">{labels.admin ?? 'Admin: pagamento não exigido.'}</p>
      </section>
    );
  }

  if (notRequired && !paid) {
    return (
      <section className="payment-panel payment-admin" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        <p className="notice">{labels.notRequired}</p>
      </section>
    );
  }

  if (paid) {
    return (
      <section className="payment-panel payment-paid" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        <p className="payment-approved" role="status" tabIndex={-1} ref={approvedRef}>
          {labels.approved ?? (
            <>
              <span aria-hidden="true">✓ </span>Pagamento aprovado
            </>
          )}
        </p>
        {signingGuidance && <SigningGuidance area={area} />}
      </section>
    );
  }

  const lacking = missing.length > 0 ? missing : state.incomplete ? missingItems(state.incomplete) : [];
  if (lacking.length > 0) {
    return (
      <section className="payment-panel payment-missing" aria-labelledby={titleId}>
        <h2 id={titleId}>{title}</h2>
        <p className="payment-amount">
          {labels.amount ?? 'Valor'}: <strong>{formatPrice(state.chargedCents ?? amountCents)}</strong>
        </p>
        <div role="status">
          <p>
            <strong>Ainda não é possível pagar.</strong> Antes, complete o documento:
          </p>
          <ul className="payment-missing-list">
            {lacking.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        {missing.length === 0 && (
          <button type="button" className="button button-secondary" onClick={flow.clearIncomplete}>
            Já completei: tentar novamente
          </button>
        )}
      </section>
    );
  }

  /** Any edit clears the message under the card form, the panel's own checks and Mercado Pago's refusal. */
  function clearCardMessage() {
    setCardNotice(null);
    flow.clearCardError();
  }

  /**
   * Terms first: without them the dialog opens and the page goes to the top (spec part 2 §4 Terms); once
   * accepted there, the payment the person asked for goes on, as the resume's "Gerar Currículo" does.
   */
  async function requireTerms(): Promise<boolean> {
    if (terms.accepted) return true;
    setTermsMissing(true);
    window.scrollTo({ top: 0, left: 0, behavior: 'instant' });
    return terms.requestAcceptance();
  }

  /** The payer e-mail, checked: the message shows under the field (and as the catalogue's toast for PIX). */
  function checkEmail(message: string): boolean {
    if (!askEmail || isPayerEmail(email)) return true;
    setEmailError(message);
    emailRef.current?.focus();
    return false;
  }

  async function resolveReference(method: Tab): Promise<string | null> {
    if (!ensureReference) {
      if (!reference) toast.error('Referência ausente');
      return reference;
    }
    setPreparing(method);
    try {
      return await ensureReference();
    } catch {
      toast.error('Erro inesperado');
      return null;
    } finally {
      setPreparing(null);
    }
  }

  // The page's own check (and save) runs first: an incomplete form says what is missing at its fields before
  // any terms dialog opens (issue 41).
  async function generatePix(reissue: boolean) {
    const ref = await resolveReference('pix');
    if (!ref) return;
    if (!(await requireTerms())) return;
    if (!checkEmail('Informe e-mail válido')) {
      toast.warning('Informe e-mail válido');
      return;
    }
    setPixOpen(true);
    await flow.generatePix(ref, askEmail ? payerEmailToSend(email, sessionEmail) : '', reissue);
  }

  async function payByCard(card: CardFields) {
    setCardNotice(null);
    const ref = await resolveReference('card');
    if (!ref) return;
    if (!(await requireTerms())) return;
    if (!checkEmail('E-mail inválido')) {
      setCardNotice('E-mail inválido');
      return;
    }
    const problem = checkCardFields(card);
    if (problem) {
      setCardNotice(problem);
      return;
    }
    await flow.payByCard(ref, askEmail ? payerEmailToSend(email, sessionEmail) : '', card);
  }

  const busyPix = preparing === 'pix' || state.busy === 'pix';
  const busyCard = preparing === 'card' || state.busy === 'card';
  const anyBusy = preparing !== null || state.busy === 'pix' || state.busy === 'card';
  // A PIX is priced when it is made; a form changed since to cost more (a contract's receipts ticked) is not
  // paid by it: the server refunds it and releases nothing (issue 40 item 1), so the page says so first.
  const priceRaised =
    state.pix !== null &&
    state.phase === 'open' &&
    state.chargedCents !== null &&
    amountCents !== null &&
    amountCents > state.chargedCents;
  const shownAmount = priceRaised ? amountCents : (state.chargedCents ?? amountCents);
  const showSimulator = config.paymentSimulator && state.paymentId !== null && state.phase === 'open';

  function onTabKey(e: React.KeyboardEvent) {
    if (e.key !== 'ArrowLeft' && e.key !== 'ArrowRight') return;
    e.preventDefault();
    const next: Tab = tab === 'pix' ? 'card' : 'pix';
    setTab(next);
    document.getElementById(`${prefix}-tab-${next}`)?.focus();
  }

  const priceNotice = priceRaised && (
    <p className="notice payment-price-raised" role="alert">
      O valor do documento mudou para {formatPrice(amountCents)} depois que o PIX de{' '}
      {formatPrice(state.chargedCents)} foi gerado. Não pague o PIX anterior: gere um novo PIX com o valor
      atual. Se ele for pago mesmo assim, o valor será devolvido e o documento não será liberado.
    </p>
  );
  const cardForm = (
    <CardTab
      enabled={cardEnabled}
      available={config.mpPublicKey !== ''}
      busy={busyCard}
      disabled={disabled || anyBusy}
      error={cardNotice ?? state.cardError}
      testEnvironment={config.paymentSimulator}
      onPay={(card) => void payByCard(card)}
      onEdit={clearCardMessage}
    />
  );
  const status = (
    <div className="payment-status" role="status" aria-live="polite">
      {/* Before any payment the status is unknown: "Status: aguardando" (spec part 2 §4). */}
      <p className="payment-status-line">{paymentStatusLine(state.status)}</p>
      {state.polling && (
        <p className="payment-polling">
          <span className="spinner spinner-small" aria-hidden="true" /> Verificando pagamento...
        </p>
      )}
    </div>
  );
  const afterStatus = (
    <>
      {state.exhausted && state.phase === 'open' && (
        <button
          type="button"
          className="button button-secondary"
          disabled={state.busy === 'check'}
          onClick={() => void flow.checkNow()}
        >
          {state.busy === 'check' ? 'Verificando pagamento...' : 'Verificar pagamento'}
        </button>
      )}

      {showSimulator && (
        <div className="payment-simulator">
          <p>
            <span className="badge badge-warning">Ambiente local de teste</span> Nenhum dinheiro real é
            movimentado. O botão abaixo aprova este pagamento no simulador do Mercado Pago.
          </p>
          <button
            type="button"
            className="button button-secondary"
            disabled={state.busy === 'simulate'}
            onClick={() => void flow.simulateApproved()}
          >
            {state.busy === 'simulate' ? 'Simulando...' : 'Simular pagamento aprovado'}
          </button>
        </div>
      )}
    </>
  );

  return (
    <section className="payment-panel" aria-labelledby={titleId} data-payment-phase={state.phase}>
      <h2 id={titleId}>{title}</h2>
      <p className="payment-amount">
        {labels.amount ?? 'Valor'}: <strong>{formatPrice(shownAmount)}</strong>
      </p>
      <p className="payment-refund-note">
        Você pode desistir em até 7 dias e receber o valor de volta: veja a{' '}
        <Link to={REFUND_POLICY_PATH} target="_blank" rel="noopener">
          Política de Reembolso
        </Link>
        .
      </p>

      <TermsCheckbox id={`${prefix}-terms`} invalid={termsMissing && !terms.accepted} />
      {termsMissing && !terms.accepted && (
        <p className="field-error" role="alert">
          Você precisa ler e aceitar o Termo de Responsabilidade para continuar.
        </p>
      )}

      {askEmail && (
        <div className={`field${emailError ? ' is-invalid' : ''}`}>
          <label htmlFor={`${prefix}-email`}>E-mail para o comprovante</label>
          <input
            ref={emailRef}
            id={`${prefix}-email`}
            type="email"
            inputMode="email"
            // Signed in, the account's e-mail is the default: a browser's autofill must not change it unasked.
            autoComplete={sessionEmail ? 'off' : 'email'}
            maxLength={254}
            value={email}
            disabled={disabled}
            aria-invalid={emailError ? true : undefined}
            aria-describedby={emailError ? `${prefix}-email-error` : undefined}
            onChange={(e) => {
              setEmail(e.target.value);
              setEmailError(null);
              clearCardMessage();
            }}
          />
          {emailError && (
            <p id={`${prefix}-email-error`} className="field-error">
              {emailError}
            </p>
          )}
          {sessionEmail && payerEmailToSend(email, sessionEmail) !== '' && (
            <p className="field-hint">
              O comprovante irá para este e-mail, não para o da sua conta.{' '}
              <button
                type="button"
                className="link-button"
                disabled={disabled}
                onClick={() => {
                  setEmail(sessionEmail);
                  setEmailError(null);
                }}
              >
                Usar o e-mail da conta
              </button>
            </p>
          )}
        </div>
      )}

      {pixButton ? (
        <>
          {priceNotice}
          <PixButton
            pix={priceRaised ? null : state.pix}
            open={pixOpen}
            onClose={() => setPixOpen(false)}
            busy={busyPix}
            disabled={disabled || anyBusy}
            // A PIX already made is re-issued (a new code), as "Reemitir" does on the tabs.
            onPay={() => void generatePix(state.pix !== null || priceRaised)}
            hint={pixButton.hint}
            status={status}
            after={afterStatus}
            card={cardForm}
          />
        </>
      ) : (
        <>
          <div className="payment-tabs" role="tablist" aria-label="Forma de pagamento">
            {(['pix', 'card'] as const).map((t) => (
              <button
                key={t}
                id={`${prefix}-tab-${t}`}
                type="button"
                role="tab"
                className="payment-tab"
                aria-selected={tab === t}
                aria-controls={`${prefix}-panel-${t}`}
                tabIndex={tab === t ? 0 : -1}
                onClick={() => setTab(t)}
                onKeyDown={onTabKey}
              >
                {t === 'pix' ? 'PIX' : 'Cartão (1x)'}
              </button>
            ))}
          </div>

          {priceNotice}

          <div
            id={`${prefix}-panel-${tab}`}
            role="tabpanel"
            aria-labelledby={`${prefix}-tab-${tab}`}
            className="payment-tab-panel"
          >
            {tab === 'pix' ? (
              <PixTab
                pix={priceRaised ? null : state.pix}
                busy={busyPix}
                disabled={disabled || anyBusy}
                // The old code is still open: only a re-issue makes one at the new price.
                onGenerate={(reissue) => void generatePix(reissue || priceRaised)}
              />
            ) : (
              cardForm
            )}
          </div>
          {status}
          {afterStatus}
        </>
      )}
    </section>
  );
}
