package dev.lanecrypt.provider;

import java.security.InvalidKeyException;
import java.security.Key;
import java.security.KeyFactory;
import java.security.NoSuchAlgorithmException;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.PKCS8EncodedKeySpec;
import java.security.spec.X509EncodedKeySpec;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * Keys through {@code Cipher.wrap} / {@code unwrap}, for every cipher of the provider: the encoding a key is wrapped
 * as, and the key an unwrapped encoding is made into, as the JDK's providers do (a secret key's raw bytes; public
 * and private keys by the installed {@code KeyFactory} of the algorithm, X.509 and PKCS #8).
 */
final class WrappedKeys {

    private WrappedKeys() {
    }

    /** The key's encoding (a copy the caller may clear). */
    static byte[] encoding(Key key) throws InvalidKeyException {
        byte[] encoded = key == null ? null : key.getEncoded();
        if (encoded == null || encoded.length == 0) {
            throw new InvalidKeyException("Cannot get an encoding of the key to be wrapped");
        }
        return encoded;
    }

    /** The key of {@code type} ({@link Cipher#SECRET_KEY}, {@code PUBLIC_KEY}, {@code PRIVATE_KEY}) with this encoding. */
    static Key construct(byte[] encoded, String algorithm, int type) throws InvalidKeyException,
            NoSuchAlgorithmException {
        try {
            return switch (type) {
                case Cipher.SECRET_KEY -> new SecretKeySpec(encoded, algorithm);
                case Cipher.PUBLIC_KEY -> KeyFactory.getInstance(algorithm).generatePublic(new X509EncodedKeySpec(encoded));
                case Cipher.PRIVATE_KEY -> KeyFactory.getInstance(algorithm)
                        .generatePrivate(new PKCS8EncodedKeySpec(encoded));
                default -> throw new InvalidKeyException("Unknown key type " + type);
            };
        } catch (InvalidKeySpecException | IllegalArgumentException e) {
            throw new InvalidKeyException("Unwrapped key is not valid", e);
        }
    }
}
