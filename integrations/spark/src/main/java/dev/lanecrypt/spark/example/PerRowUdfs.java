package dev.lanecrypt.spark.example;

import java.nio.ByteBuffer;
import java.security.KeyFactory;
import java.security.PublicKey;
import java.security.Signature;
import java.security.spec.X509EncodedKeySpec;
import java.util.HashMap;
import java.util.Map;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;
import org.apache.spark.sql.api.java.UDF3;

/**
 * The baseline a Spark user writes without LaneCrypt: a UDF that runs the JDK's provider on one row at a time.
 * Written as a careful user would: the {@code Cipher} and {@code Signature} objects and the parsed public keys
 * are kept per thread, so the UDF pays for the cryptography and Spark's per-row call, not for provider lookups.
 */
public final class PerRowUdfs {

    private PerRowUdfs() {
    }

    /** {@code (data, key, iv) -> Cipher.doFinal(data)} with SunJCE; null for a row that fails. */
    public static UDF3<byte[], byte[], byte[], byte[]> cipher(String transformation, boolean encrypt) {
        String family = transformation.substring(0, transformation.indexOf('/'));
        int mode = encrypt ? Cipher.ENCRYPT_MODE : Cipher.DECRYPT_MODE;
        return (data, key, iv) -> {
            try {
                Cipher c = CIPHERS.get().computeIfAbsent(transformation, PerRowUdfs::sunJce);
                c.init(mode, new SecretKeySpec(key, family), new IvParameterSpec(iv));
                return c.doFinal(data);
            } catch (Exception e) {
                return null;
            }
        };
    }

    /** {@code (data, signature, publicKey) -> Signature.verify} with SunRsaSign; null for a row that fails. */
    public static UDF3<byte[], byte[], byte[], Boolean> verify(String algorithm) {
        return (data, signature, publicKey) -> {
            try {
                Signature s = SIGNATURES.get().computeIfAbsent(algorithm, PerRowUdfs::sunRsaSign);
                PublicKey pk = KEYS.get().computeIfAbsent(ByteBuffer.wrap(publicKey), PerRowUdfs::parse);
                s.initVerify(pk);
                s.update(data);
                return s.verify(signature);
            } catch (Exception e) {
                return null;
            }
        };
    }

    private static final ThreadLocal<Map<String, Cipher>> CIPHERS = ThreadLocal.withInitial(HashMap::new);
    private static final ThreadLocal<Map<String, Signature>> SIGNATURES = ThreadLocal.withInitial(HashMap::new);
    private static final ThreadLocal<Map<ByteBuffer, PublicKey>> KEYS = ThreadLocal.withInitial(HashMap::new);

    private static Cipher sunJce(String transformation) {
        try {
            return Cipher.getInstance(transformation, "SunJCE");
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static Signature sunRsaSign(String algorithm) {
        try {
            return Signature.getInstance(algorithm, "SunRsaSign");
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }

    private static PublicKey parse(ByteBuffer encoded) {
        try {
            byte[] b = new byte[encoded.remaining()];
            encoded.duplicate().get(b);
            return KeyFactory.getInstance("RSA", "SunRsaSign").generatePublic(new X509EncodedKeySpec(b));
        } catch (Exception e) {
            throw new IllegalArgumentException(e);
        }
    }
}
