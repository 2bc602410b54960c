// Optional RSA login (spec §7): the client encrypts the JSON login payload with the public key in
// 117-byte PKCS#1 v1.5 chunks (1024-bit key). Kept for compatibility only; HTTPS protects the
// password. node-forge decrypts because Node 20 refuses PKCS#1 v1.5 private decryption.
import forge from 'node-forge'

export const RSA_CHUNK_BYTES = 117

export interface RsaKeys {
  publicKeyPem: string
  decryptChunks(chunks: string[]): string
}

export function createRsaKeys(): RsaKeys {
  const pair = forge.pki.rsa.generateKeyPair({ bits: 1024, e: 0x10001 })
  return {
    publicKeyPem: forge.pki.publicKeyToPem(pair.publicKey),
    decryptChunks(chunks) {
      const bytes = chunks
        .map((c) => pair.privateKey.decrypt(forge.util.decode64(c), 'RSAES-PKCS1-V1_5'))
        .join('')
      return forge.util.decodeUtf8(bytes)
    },
  }
}
