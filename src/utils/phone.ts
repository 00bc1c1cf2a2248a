/** Phone numbers in the footer. Kept apart from the date formatting, which runs only at build. */

/** "+39 0171 000 0001" → "tel:+3901710000001" */
export function telHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, "")}`;
}

/** The phone number as shown: non-breaking spaces, so it never wraps mid-number. */
export function phoneText(phone: string): string {
  return phone.replace(/ /g, "\u00a0");
}
