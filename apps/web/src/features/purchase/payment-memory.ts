import { type EasyPayProvider, type PaymentMethod } from '@chorok/contract';
import { PaymentChoice } from '@chorok/contract/schemas';

/** A method as the picker holds it: an easy payment may not have its provider yet. */
export interface PaymentSelection {
  method: PaymentMethod;
  easyPayProvider: EasyPayProvider | null;
}

export const CARD_SELECTION: PaymentSelection = { method: 'CARD', easyPayProvider: null };

const STORAGE_KEY = 'chorok-payment-method';

/**
 * A stored or sent selection, made whole by the contract's PaymentChoice rule (an easy payment
 * names its provider, nothing else does); anything else is a card.
 */
export function selectionOf(value: unknown): PaymentSelection {
  const parsed = PaymentChoice.safeParse(value);
  if (!parsed.success) return CARD_SELECTION;
  return { method: parsed.data.method, easyPayProvider: parsed.data.easyPayProvider ?? null };
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
