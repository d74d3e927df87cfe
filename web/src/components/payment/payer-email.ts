// The payer e-mail's basic shape check (spec part 1 §5.3): something@something.something, no spaces.

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isPayerEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.test(value.trim());
}

/**
 * The e-mail a payment request names: none while the field holds the signed-in person's own (the server then
 * takes it from the verified token, so a tampered page cannot swap it silently), what was typed once the person
 * changed it on purpose, and what was typed by someone not signed in.
 */
export function payerEmailToSend(typed: string, accountEmail: string): string {
  const value = typed.trim();
  return accountEmail !== '' && value.toLowerCase() === accountEmail.trim().toLowerCase() ? '' : value;
}
