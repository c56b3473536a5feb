package dev.lanecrypt.provider;

import java.io.ByteArrayOutputStream;
import java.math.BigInteger;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import javax.crypto.spec.DHParameterSpec;
import javax.crypto.spec.DHPrivateKeySpec;
import javax.crypto.spec.DHPublicKeySpec;

/**
 * A DH key pair as the JDK's key classes (SunJCE's factory), keeping the private value length l when
 * it is set: the DH specs have no place for l, so such keys are built from their encodings, X.509
 * SubjectPublicKeyInfo and PKCS#8 PrivateKeyInfo (RFC 5280, RFC 5208) around the algorithm identifier
 * dhKeyAgreement (1.2.840.113549.1.3.1) with PKCS#3's {@code DHParameter ::= SEQUENCE { prime, base,
 * privateValueLength OPTIONAL }} (SunJCE's own DER of the parameters), the public value as an INTEGER in
 * the BIT STRING and the private value as an INTEGER in the OCTET STRING. SunJCE's generator keeps l the
 * same way, so {@code getParams().getL()} reads back what was asked for.
 */
final class DhKeyEncoding {

    /** DER of the OID 1.2.840.113549.1.3.1 (tag, length, body). */
    private static final byte[] DH_KEY_AGREEMENT = {0x06, 0x09, 0x2A, (byte) 0x86, 0x48, (byte) 0x86, (byte) 0xF7,
        0x0D, 0x01, 0x03, 0x01};

    private DhKeyEncoding() {
    }

    static KeyPair keyPair(BigInteger x, BigInteger y, DHParameterSpec params) throws GeneralSecurityException {
        BigInteger p = params.getP();
        BigInteger g = params.getG();
        var factory = DhKeys.jdkFactory();
        if (params.getL() == 0) {
            return new KeyPair(factory.generatePublic(new DHPublicKeySpec(y, p, g)),
                    factory.generatePrivate(new DHPrivateKeySpec(x, p, g)));
        }
        AlgorithmParameters ap = AlgorithmParameters.getInstance("DH", "SunJCE");
        ap.init(params);
        byte[] algorithm;
        try {
            algorithm = der(0x30, DH_KEY_AGREEMENT, ap.getEncoded());
        } catch (java.io.IOException e) {
            throw new GeneralSecurityException("cannot encode DH parameters", e);
        }
        byte[] spki = der(0x30, algorithm, der(0x03, new byte[] {0}, integer(y)));
        byte[] pkcs8 = der(0x30, integer(BigInteger.ZERO), algorithm, der(0x04, integer(x)));
        return new KeyPair(factory.generatePublic(new X509EncodedKeySpec(spki)),
                factory.generatePrivate(new PKCS8EncodedKeySpec(pkcs8)));
    }

    private static byte[] integer(BigInteger v) {
        return der(0x02, v.toByteArray()); // two's complement, minimal: DER for a non-negative INTEGER
    }

    /** A DER element: the tag, the definite length (short form below 128, else long form), the parts. */
    private static byte[] der(int tag, byte[]... parts) {
        ByteArrayOutputStream body = new ByteArrayOutputStream();
        for (byte[] part : parts) {
            body.writeBytes(part);
        }
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        out.write(tag);
        int len = body.size();
        if (len < 128) {
            out.write(len);
        } else {
            byte[] l = BigInteger.valueOf(len).toByteArray();
            int skip = l[0] == 0 ? 1 : 0;
            out.write(0x80 | (l.length - skip));
            out.write(l, skip, l.length - skip);
        }
        out.writeBytes(body.toByteArray());
        return out.toByteArray();
    }
}
