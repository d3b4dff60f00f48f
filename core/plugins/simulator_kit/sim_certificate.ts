/**
 * Self-signed certificates for simulators, as real controllers ship them. Generating a 2048-bit key takes a
 * noticeable moment, so one certificate per common name is made once per process and shared.
 */
import { generate } from 'selfsigned'

const certificates = new Map<string, Promise<{ key: string; cert: string }>>()

export function selfSignedCertificate(commonName: string) {
  let certificate = certificates.get(commonName)
  if (!certificate) {
    certificate = generate([{ name: 'commonName', value: commonName }], {
      keySize: 2048,
      algorithm: 'sha256',
      extensions: [
        { name: 'basicConstraints', cA: false },
        {
          name: 'subjectAltName',
          altNames: [
            { type: 2, value: 'localhost' },
            { type: 2, value: commonName },
            { type: 7, ip: '127.0.0.1' },
            { type: 7, ip: '::1' },
          ],
        },
      ],
    }).then((pems) => ({ key: pems.private, cert: pems.cert }))
    certificates.set(commonName, certificate)
  }
  return certificate
}
