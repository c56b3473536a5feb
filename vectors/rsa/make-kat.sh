#!/bin/sh
# Generates the RSA known-answer vectors used by the provider's load-time self-test (RsaServices):
# a 1024-bit key (PKCS#8, base64), its SHA256withRSA PKCS#1 v1.5 signature of "lanecrypt self-test"
# (deterministic), and an OAEP (SHA-256, MGF1-SHA-256) ciphertext of the same message, all by OpenSSL.
set -e
cd "$(dirname "$0")"
tmp=$(mktemp -d)
openssl genpkey -algorithm RSA -pkeyopt rsa_keygen_bits:1024 -out "$tmp/key.pem" 2>/dev/null
printf 'lanecrypt self-test' > "$tmp/msg"
{
  echo "key=$(openssl pkcs8 -topk8 -nocrypt -in "$tmp/key.pem" -outform DER | base64 -w0)"
  echo "sha256=$(openssl dgst -sha256 -sign "$tmp/key.pem" "$tmp/msg" | od -An -tx1 -v | tr -d ' \n')"
  echo "oaep=$(openssl pkeyutl -encrypt -inkey "$tmp/key.pem" -pkeyopt rsa_padding_mode:oaep \
      -pkeyopt rsa_oaep_md:sha256 -pkeyopt rsa_mgf1_md:sha256 -in "$tmp/msg" | od -An -tx1 -v | tr -d ' \n')"
} > ../../src/main/resources/dev/lanecrypt/provider/rsa-kat.properties
rm -r "$tmp"
