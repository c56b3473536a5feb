package dev.lanecrypt.provider;

import dev.lanecrypt.math.SecretEngines;
import dev.lanecrypt.rsa.RsaPrivateKeyParts;
import dev.lanecrypt.rsa.RsaPublicKeyParts;
import java.lang.ref.WeakReference;
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
import java.util.Collections;
import java.util.Map;
import java.util.WeakHashMap;

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

    /**
     * The parts of private keys in use, so that a key given to a new Signature or Cipher (a TLS server
     * signs each handshake with a new Signature on the same key object) keeps its Montgomery contexts and
     * its blinding pair instead of building them again (three contexts, and a fresh blinding factor: a
     * modular inverse and an exponentiation by e, about a tenth of an RSA-2048 signature), as SunRsaSign
     * keeps its blinding parameters per key. Weak keys: an entry goes with its key object; an entry is used
     * only for that very object (an equal key object made elsewhere builds its own parts), which is taken
     * as immutable, as the JDK's key classes are.
     */
    private static final Map<Key, Cached> PRIVATE = Collections.synchronizedMap(new WeakHashMap<>());

    /** Parts with a weak reference to the key object they were made from (the map's value must not hold the key). */
    private record Cached(WeakReference<Key> key, RsaPrivateKeyParts parts) {
    }

    static RsaPrivateKeyParts privateParts(Key key) throws InvalidKeyException {
        Cached c = key == null ? null : PRIVATE.get(key);
        if (c != null && c.key.get() == key) {
            return c.parts;
        }
        RsaPrivateKeyParts parts = build(key);
        PRIVATE.put(key, new Cached(new WeakReference<>(key), parts));
        return parts;
    }

    /**
     * The parts of a private key the provider's signatures and ciphers are initialised with: their private operations
     * follow, so the selections those run on are asked for first ({@link SecretEngines#askForPrivateOps}), before the
     * parts' own arithmetic asks for the multiply's.
     */
    private static RsaPrivateKeyParts build(Key key) throws InvalidKeyException {
        if (!(key instanceof RSAPrivateKey priv)) {
            throw new InvalidKeyException("RSA private key expected, got "
                    + (key == null ? "null" : key.getClass().getName()));
        }
        RSAPrivateCrtKey crt = priv instanceof RSAPrivateCrtKey c && c.getPrimeP() != null
                && c.getPublicExponent() != null && c.getPublicExponent().signum() > 0 ? c : null;
        SecretEngines.askForPrivateOps(crt != null);
        return crt != null
                ? RsaPrivateKeyParts.crt(crt.getModulus(), crt.getPublicExponent(), crt.getPrivateExponent(),
                        crt.getPrimeP(), crt.getPrimeQ(), crt.getPrimeExponentP(), crt.getPrimeExponentQ(),
                        crt.getCrtCoefficient())
                : RsaPrivateKeyParts.plain(priv.getModulus(), priv.getPrivateExponent());
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
