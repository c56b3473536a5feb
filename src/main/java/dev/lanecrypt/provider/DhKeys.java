package dev.lanecrypt.provider;

import dev.lanecrypt.dh.DhGroup;
import dev.lanecrypt.math.MpInt;
import java.security.GeneralSecurityException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.KeyFactory;
import javax.crypto.interfaces.DHKey;
import javax.crypto.spec.DHParameterSpec;

/**
 * DH keys between the JCA and the engine: groups from DHParameterSpec (of keys from any provider), and
 * key objects built as the JDK's own classes by SunJCE's factory, so they work in every JDK provider.
 */
final class DhKeys {

    private DhKeys() {
    }

    static DhGroup group(DHParameterSpec spec) throws InvalidKeyException {
        if (spec == null) {
            throw new InvalidKeyException("DH key without parameters");
        }
        try {
            return DhGroup.of(MpInt.fromBigInteger(spec.getP()), MpInt.fromBigInteger(spec.getG()));
        } catch (IllegalArgumentException e) {
            throw new InvalidKeyException(e.getMessage(), e);
        }
    }

    static DhGroup group(Key key) throws InvalidKeyException {
        if (!(key instanceof DHKey dh)) {
            throw new InvalidKeyException("DH key expected, got " + (key == null ? "null" : key.getClass().getName()));
        }
        return group(dh.getParams());
    }

    /** SunJCE's DH KeyFactory, named explicitly so that this provider never calls itself. */
    static KeyFactory jdkFactory() throws GeneralSecurityException {
        return KeyFactory.getInstance("DiffieHellman", "SunJCE");
    }
}
