import {
  EASY_PAY_PROVIDERS,
  PAYMENT_METHODS,
  type EasyPayProvider,
  type PaymentMethod,
} from '@chorok/contract';

/** A method as the picker holds it: an easy payment may not have its provider yet. */
export interface PaymentSelection {
  method: PaymentMethod;
  easyPayProvider: EasyPayProvider | null;
}

export const CARD_SELECTION: PaymentSelection = { method: 'CARD', easyPayProvider: null };

const STORAGE_KEY = 'chorok-payment-method';

const isMethod = (value: unknown): value is PaymentMethod =>
  typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
const isProvider = (value: unknown): value is EasyPayProvider =>
  typeof value === 'string' && (EASY_PAY_PROVIDERS as readonly string[]).includes(value);

/**
 * A stored or sent selection, made whole: an easy payment keeps its provider (and without one, or
 * with one we do not know, is a card); any other method drops the provider.
 */
export function selectionOf(value: unknown): PaymentSelection {
  if (!value || typeof value !== 'object') return CARD_SELECTION;
  const { method, easyPayProvider } = value as Record<string, unknown>;
  if (!isMethod(method)) return CARD_SELECTION;
  if (method === 'EASY_PAY')
    return isProvider(easyPayProvider) ? { method, easyPayProvider } : CARD_SELECTION;
  return { method, easyPayProvider: null };
}

/** The method (and provider) last paid with on this device; a card when none, or unreadable. */
export function rememberedPayment(): PaymentSelection {
  try {
    const raw = window.localStorage.getItem(STORAGE_KEY);
    return raw ? selectionOf(JSON.parse(raw)) : CARD_SELECTION;
  } catch {
    return CARD_SELECTION;
  }
}

/** Kept for the next order sheet. Private mode or a full storage only forgets it. */
export function rememberPayment(selection: PaymentSelection) {
  try {
    window.localStorage.setItem(STORAGE_KEY, JSON.stringify(selectionOf(selection)));
  } catch {
    // Nothing to do: the next sheet starts on the card.
  }
}

/** The body's PaymentChoice for a complete selection; null while an easy payment has no provider. */
export function paymentChoiceOf(
  selection: PaymentSelection,
): { method: PaymentMethod; easyPayProvider?: EasyPayProvider } | null {
  if (selection.method !== 'EASY_PAY') return { method: selection.method };
  return selection.easyPayProvider
    ? { method: 'EASY_PAY', easyPayProvider: selection.easyPayProvider }
    : null;
}
