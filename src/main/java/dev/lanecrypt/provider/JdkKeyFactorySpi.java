package dev.lanecrypt.provider;

import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.KeyFactory;
import java.security.KeyFactorySpi;
import java.security.PrivateKey;
import java.security.PublicKey;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.KeySpec;

/**
 * KeyFactory "RSA" and "DH". Encodings (X.509 SubjectPublicKeyInfo, PKCS#8) and key specs are the JDK's:
 * the work is delegated to the JDK provider's factory, named explicitly so that this provider never calls
 * itself, so that keys are the JDK's standard classes, usable in every provider; keys from other providers
 * are translated through their interfaces.
 */
public abstract class JdkKeyFactorySpi extends KeyFactorySpi {

    private final String algorithm;
    private final String provider;

    JdkKeyFactorySpi(String algorithm, String provider) {
        this.algorithm = algorithm;
        this.provider = provider;
    }

    private KeyFactory jdk() throws InvalidKeySpecException {
        try {
            return KeyFactory.getInstance(algorithm, provider);
        } catch (GeneralSecurityException e) {
            throw new InvalidKeySpecException(provider + " unavailable", e);
        }
    }

    @Override
    protected PublicKey engineGeneratePublic(KeySpec keySpec) throws InvalidKeySpecException {
        return jdk().generatePublic(keySpec);
    }

    @Override
    protected PrivateKey engineGeneratePrivate(KeySpec keySpec) throws InvalidKeySpecException {
        return jdk().generatePrivate(keySpec);
    }

    @Override
    protected <T extends KeySpec> T engineGetKeySpec(Key key, Class<T> keySpec) throws InvalidKeySpecException {
        return jdk().getKeySpec(key, keySpec);
    }

    @Override
    protected Key engineTranslateKey(Key key) throws InvalidKeyException {
        try {
            return jdk().translateKey(key);
        } catch (InvalidKeySpecException e) {
            throw new InvalidKeyException(e.getMessage(), e);
        }
    }

    /** KeyFactory "RSA" through SunRsaSign. */
    public static final class Rsa extends JdkKeyFactorySpi {
        public Rsa() {
            super("RSA", "SunRsaSign");
        }
    }

    /** KeyFactory "DH" through SunJCE. */
    public static final class Dh extends JdkKeyFactorySpi {
        public Dh() {
            super("DiffieHellman", "SunJCE");
        }
    }
}
