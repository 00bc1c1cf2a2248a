/**
 * A self-signed certificate for 127.0.0.1, made with the openssl CLI when the fake push service starts:
 * web-push speaks only https, and the sender's process trusts this one through NODE_EXTRA_CA_CERTS.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

export interface LoopbackCertificate {
  /** The certificate's PEM file: pass it as NODE_EXTRA_CA_CERTS to the process that posts to the service. */
  certFile: string;
  cert: string;
  key: string;
  dir: string;
}

export function makeLoopbackCertificate(): LoopbackCertificate {
  const dir = mkdtempSync(path.join(tmpdir(), "fake-push-"));
  const certFile = path.join(dir, "cert.pem");
  const keyFile = path.join(dir, "key.pem");
  // prettier-ignore
  execFileSync("openssl", [
    "req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes",
    "-keyout", keyFile, "-out", certFile, "-days", "2", "-subj", "/CN=127.0.0.1",
    "-addext", "subjectAltName=IP:127.0.0.1", "-addext", "basicConstraints=critical,CA:TRUE",
  ], { stdio: "pipe" });
  return { certFile, cert: readFileSync(certFile, "utf8"), key: readFileSync(keyFile, "utf8"), dir };
}
