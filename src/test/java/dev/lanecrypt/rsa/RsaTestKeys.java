package dev.lanecrypt.rsa;

import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.RSAKeyGenParameterSpec;

/**
 * RSA key pairs made once per test JVM by SunRsaSign, of mixed sizes and public exponents (1024, 2048 and
 * 1536 bits with e = 65537, 2048 bits with e = 3), with lanecrypt's public parts of each: the keys the
 * batch properties mix in one call.
 */
final class RsaTestKeys {

    static final KeyPair[] PAIRS;
    static final RsaPublicKeyParts[] PUBLIC;

    static {
        int[][] shapes = {{1024, 65537}, {2048, 65537}, {2048, 3}, {1536, 65537}};
        PAIRS = new KeyPair[shapes.length];
        PUBLIC = new RsaPublicKeyParts[shapes.length];
        try {
            for (int i = 0; i < shapes.length; i++) {
                KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
                g.initialize(new RSAKeyGenParameterSpec(shapes[i][0], BigInteger.valueOf(shapes[i][1])));
                PAIRS[i] = g.generateKeyPair();
                RSAPublicKey pub = (RSAPublicKey) PAIRS[i].getPublic();
                PUBLIC[i] = new RsaPublicKeyParts(pub.getModulus(), pub.getPublicExponent());
            }
        } catch (GeneralSecurityException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private RsaTestKeys() {
    }
}
