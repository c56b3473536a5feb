package dev.lanecrypt.provider;

import dev.lanecrypt.rsa.RsaPrivateKeyParts;
import dev.lanecrypt.rsa.RsaPublicKeyParts;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.KeyFactory;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.interfaces.RSAPrivateCrtKey;
import java.security.interfaces.RSAPrivateKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.KeySpec;

/**
 * Turns the JDK's standard RSA key interfaces (from any provider) into the engine's key parts, and
 * builds key objects as the JDK's own classes (through SunRsaSign's KeyFactory) so that keys made here
 * work in every JDK provider and carry the JDK's encodings.
 */
final class RsaKeys {

    private RsaKeys() {
    }

    static RsaPublicKeyParts publicParts(Key key) throws InvalidKeyException {
        if (!(key instanceof RSAPublicKey pub)) {
            throw new InvalidKeyException("RSA public key expected, got "
                    + (key == null ? "null" : key.getClass().getName()));
        }
        return new RsaPublicKeyParts(pub.getModulus(), pub.getPublicExponent());
    }

    static RsaPrivateKeyParts privateParts(Key key) throws InvalidKeyException {
        if (key instanceof RSAPrivateCrtKey crt && crt.getPrimeP() != null && crt.getPublicExponent() != null
                && crt.getPublicExponent().signum() > 0) {
            return RsaPrivateKeyParts.crt(crt.getModulus(), crt.getPublicExponent(), crt.getPrivateExponent(),
                    crt.getPrimeP(), crt.getPrimeQ(), crt.getPrimeExponentP(), crt.getPrimeExponentQ(),
                    crt.getCrtCoefficient());
        }
        if (key instanceof RSAPrivateKey priv) {
            return RsaPrivateKeyParts.plain(priv.getModulus(), priv.getPrivateExponent());
        }
        throw new InvalidKeyException("RSA private key expected, got "
                + (key == null ? "null" : key.getClass().getName()));
    }

    /** The JDK's RSA KeyFactory, named explicitly so that this provider never calls itself. */
    static KeyFactory jdkFactory() throws GeneralSecurityException {
        return KeyFactory.getInstance("RSA", "SunRsaSign");
    }

    static PublicKey jdkPublic(KeySpec spec) throws GeneralSecurityException {
        return jdkFactory().generatePublic(spec);
    }

    static PrivateKey jdkPrivate(KeySpec spec) throws GeneralSecurityException {
        return jdkFactory().generatePrivate(spec);
    }
}
