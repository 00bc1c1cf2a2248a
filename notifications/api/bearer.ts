/**
 * The sending command's authentication: `Authorization: Bearer <NOTIFICHE_SECRET>`, compared in
 * constant time. Both sides are hashed first (SHA-256), so the comparison takes the same time whatever
 * the lengths and wherever the first difference is.
 */
const digest = async (text: string): Promise<Uint8Array> => new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));

export async function sameSecret(expected: string, received: string): Promise<boolean> {
  const [a, b] = await Promise.all([digest(expected), digest(received)]);
  let difference = 0;
  for (let index = 0; index < a.length; index += 1) difference |= a[index] ^ b[index];
  return difference === 0;
}

/** True when the request carries the configured secret; false when it does not, or no secret is set. */
export async function isSender(request: Request, secret: string | undefined): Promise<boolean> {
  const expected = secret?.trim() ?? "";
  if (expected === "") return false;
  const match = /^Bearer +(\S+)\s*$/i.exec(request.headers.get("Authorization") ?? "");
  return match !== null && (await sameSecret(expected, match[1]));
}
