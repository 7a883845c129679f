import { randomInt } from "node:crypto";

/**
 * USPS-style mod-10 check digit: from the rightmost digit leftwards, weights
 * 3, 1, 3, 1, …; the check digit brings the sum to a multiple of 10.
 */
export function mod10CheckDigit(digits: string): number {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    const digit = Number(digits[digits.length - 1 - index]);
    sum += digit * (index % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

export function isValidUspsTrackingNumber(value: string): boolean {
  return /^\d{22}$/.test(value) && mod10CheckDigit(value.slice(0, 21)) === Number(value[21]);
}

/** A plausible 22-digit tracking number ("9400 1…", Ground Advantage style) with a correct check digit. */
export function randomUspsTrackingNumber(): string {
  let body = "94001";
  while (body.length < 21) body += String(randomInt(10));
  return body + String(mod10CheckDigit(body));
}

/** "9400 1118 9922 …" in groups of four, as printed under the barcode. */
export const groupTrackingNumber = (value: string) => value.replace(/(.{4})(?=.)/g, "$1 ");
