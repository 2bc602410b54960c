// Spec §7: when the server publishes an RSA key (and is not a mock server), the login payload is
// encrypted with it in 117-byte chunks. node-forge loads only then, so the usual bundle stays small.
export const RSA_CHUNK_BYTES = 117

export async function encryptLoginPayload(
  publicKeyPem: string,
  payload: object,
): Promise<{ encrypted: string[] }> {
  const { default: forge } = await import('node-forge')
  const key = forge.pki.publicKeyFromPem(publicKeyPem)
  const bytes = forge.util.encodeUtf8(JSON.stringify(payload))
  const encrypted: string[] = []
  for (let i = 0; i < bytes.length; i += RSA_CHUNK_BYTES) {
    encrypted.push(forge.util.encode64(key.encrypt(bytes.slice(i, i + RSA_CHUNK_BYTES), 'RSAES-PKCS1-V1_5')))
  }
  return { encrypted }
}
