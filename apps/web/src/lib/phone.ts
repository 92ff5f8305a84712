/**
 * A phone number as it is typed: digits only, hyphenated as far as they go — 010-1234-5678,
 * 02-123-4567, 031-123-4567, 1588-1234 — and no longer than such a number can be. The complete
 * number is checked (and stored hyphenated) by the contract's KoreanPhoneNumber.
 */
export function formatPhoneInput(input: string): string {
  const all = input.replace(/\D/g, '');
  if (all.startsWith('02')) {
    const d = all.slice(0, 10);
    if (d.length <= 2) return d;
    if (d.length <= 5) return `${d.slice(0, 2)}-${d.slice(2)}`;
    if (d.length <= 9) return `${d.slice(0, 2)}-${d.slice(2, 5)}-${d.slice(5)}`;
    return `${d.slice(0, 2)}-${d.slice(2, 6)}-${d.slice(6)}`;
  }
  if (/^1[5-9]/.test(all)) {
    const d = all.slice(0, 8);
    return d.length <= 4 ? d : `${d.slice(0, 4)}-${d.slice(4)}`;
  }
  const d = all.slice(0, 11);
  if (d.length <= 3) return d;
  if (d.length <= 6) return `${d.slice(0, 3)}-${d.slice(3)}`;
  if (d.length <= 10) return `${d.slice(0, 3)}-${d.slice(3, 6)}-${d.slice(6)}`;
  return `${d.slice(0, 3)}-${d.slice(3, 7)}-${d.slice(7)}`;
}

/**
 * Where the caret belongs in `formatted` so that it follows the same number of digits it did
 * before formatting: typing in the middle of a number does not throw the caret to the end.
 */
export function caretAfterDigits(formatted: string, digits: number): number {
  if (digits <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i] ?? '')) seen += 1;
    if (seen === digits) return i + 1;
  }
  return formatted.length;
}
