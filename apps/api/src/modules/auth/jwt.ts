import { jwtVerify, SignJWT, type CryptoKey, type JWTPayload } from 'jose';

/** HS256 JSON Web Tokens through jose (decision 0003): HS256 only, and `exp` required. */

// One imported key per secret: importing costs more than the HMAC itself.
const keys = new Map<string, Promise<CryptoKey>>();

function keyFor(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    const raw = new TextEncoder().encode(secret);
    key = crypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, [
      'sign',
      'verify',
    ]);
    keys.set(secret, key);
  }
  return key;
}

export async function signJwt(secret: string, claims: JWTPayload): Promise<string> {
  return new SignJWT(claims)
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .sign(await keyFor(secret));
}

/** The claims when the token is a well-formed, correctly signed, unexpired HS256 JWT; else null. */
export async function verifyJwt(
  secret: string,
  token: string,
  nowS = Date.now() / 1000,
): Promise<JWTPayload | null> {
  // Only the canonical base64url text of the signature (decision 0026): decoders forgive more.
  const signature = token.slice(token.lastIndexOf('.') + 1);
  if (Buffer.from(signature, 'base64url').toString('base64url') !== signature) return null;
  try {
    const { payload } = await jwtVerify(token, await keyFor(secret), {
      algorithms: ['HS256'],
      requiredClaims: ['exp'],
      currentDate: new Date(nowS * 1000),
    });
    return payload;
  } catch {
    return null;
  }
}
