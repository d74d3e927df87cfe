// The payer e-mail's basic shape check (spec part 1 §5.3): something@something.something, no spaces.

const EMAIL_SHAPE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isPayerEmail(value: string): boolean {
  return value.length <= 254 && EMAIL_SHAPE.test(value.trim());
}
