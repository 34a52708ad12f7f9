/** What the shopper typed, as shown (grouped number, MM/YY expiry, CVC digits). */
export interface CardDetails {
  number: string;
  expiry: string;
  cvc: string;
}

export const emptyCardDetails: CardDetails = { number: '', expiry: '', cvc: '' };

/** Every reason a card field is refused; each has its message in the labels. */
export const cardFieldErrors = [
  'numberRequired',
  'numberIncomplete',
  'numberInvalid',
  'expiryRequired',
  'expiryInvalid',
  'expiryPast',
  'cvcRequired',
  'cvcIncomplete',
] as const;
export type CardFieldError = (typeof cardFieldErrors)[number];

/** The first problem of each field; a field with none is absent. */
export type CardErrors = Partial<Record<keyof CardDetails, CardFieldError>>;

const digitsOf = (text: string) => text.replace(/\D/g, '');

/** American Express numbers (34…, 37…) have 15 digits in groups 4-6-5 and a 4-digit CVC. */
const isAmex = (digits: string) => /^3[47]/.test(digits);

/** The number grouped as printed on the card: 4-4-4-4(-3), or 4-6-5 for American Express. */
export function formatCardNumber(text: string): string {
  const digits = digitsOf(text);
  if (isAmex(digits)) {
    return [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)].filter(Boolean).join(' ');
  }
  return (digits.slice(0, 19).match(/\d{1,4}/g) ?? []).join(' ');
}

/**
 * MM/YY while typing: the slash appears with the third digit (so Backspace is never stuck on it), a lone month
 * digit above 1 becomes 0N, and "1/" reads as January.
 */
export function formatExpiry(text: string): string {
  const shortMonth = /^\s*(\d)\s*\//.exec(text);
  let digits = digitsOf(text);
  if (shortMonth || /^[2-9]$/.test(digits)) digits = `0${digits}`;
  digits = digits.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** The CVC's digits, at most as many as the card's kind uses. */
export function formatCvc(text: string, number: string): string {
  return digitsOf(text).slice(0, isAmex(digitsOf(number)) ? 4 : 3);
}

/** The Luhn checksum every card number carries in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length > 0 && sum % 10 === 0;
}

function numberError(number: string): CardFieldError | undefined {
  const digits = digitsOf(number);
  if (digits.length === 0) return 'numberRequired';
  if (digits.length < (isAmex(digits) ? 15 : 16)) return 'numberIncomplete';
  if (!passesLuhn(digits)) return 'numberInvalid';
  return undefined;
}

function expiryError(expiry: string, today: Date): CardFieldError | undefined {
  if (expiry.trim() === '') return 'expiryRequired';
  const match = /^(\d{2})\/(\d{2})$/.exec(expiry.trim());
  const month = Number(match?.[1]);
  if (!match || month < 1 || month > 12) return 'expiryInvalid';
  // A card is valid to the end of its expiry month.
  const expires = (2000 + Number(match[2])) * 12 + month;
  if (expires < today.getFullYear() * 12 + today.getMonth() + 1) return 'expiryPast';
  return undefined;
}

function cvcError(cvc: string, number: string): CardFieldError | undefined {
  if (cvc === '') return 'cvcRequired';
  if (cvc.length < (isAmex(digitsOf(number)) ? 4 : 3)) return 'cvcIncomplete';
  return undefined;
}

/** Checks the three fields; `today` decides whether the expiry month is over. */
export function cardErrors(card: CardDetails, today: Date = new Date()): CardErrors {
  const errors: CardErrors = {
    number: numberError(card.number),
    expiry: expiryError(card.expiry, today),
    cvc: cvcError(card.cvc, card.number),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error)) as CardErrors;
}

/** The number's digits, as a provider takes them. */
export const cardNumberDigits = digitsOf;
