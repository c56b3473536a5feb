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
 * KeyFactory "DH": encodings (X.509, PKCS#8) and key specs are the JDK's, delegated to SunJCE's factory
 * so that keys are the JDK's standard classes, usable everywhere.
 */
public final class DhKeyFactorySpi extends KeyFactorySpi {

    private static KeyFactory jdk() throws InvalidKeySpecException {
        try {
            return DhKeys.jdkFactory();
        } catch (GeneralSecurityException e) {
            throw new InvalidKeySpecException("SunJCE unavailable", e);
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
}
