package dev.lanecrypt.rsa;

import dev.lanecrypt.math.MpInt;
import java.security.InvalidAlgorithmParameterException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.spec.MGF1ParameterSpec;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;

/**
 * RSAES-PKCS1-v1_5 and RSAES-OAEP encryption (RFC 8017 sections 7.2.1 and 7.1.1) of many messages at once,
 * each under its own public key (key wrapping, payment and interchange batches): every message is padded
 * (EME-PKCS1-v1_5 or EME-OAEP, with fresh random octets from {@code random}), then all the RSAEP
 * operations run in one multi-buffer call ({@link RsaCore#publicOpBatch(RsaPublicKeyParts[], MpInt[])}).
 * The ciphertexts are what {@code Cipher "RSA/ECB/PKCS1Padding"} or {@code "RSA/ECB/OAEPPadding"} of any
 * provider would produce with the same random octets, so any provider's private key decrypts them.
 *
 * <p>Every length is checked before any work is done: a message too long for its key fails the whole call
 * with {@link IllegalBlockSizeException} naming it, and nothing is returned. The exponents and moduli are
 * public; the messages (perhaps keys being wrapped) go through the same RSAEP arithmetic as the
 * provider's one-at-a-time {@code Cipher} encryption, one SIMD lane per message.
 */
public final class RsaBatchEncrypt {

    private RsaBatchEncrypt() {
    }

    /** {@code messages[i]} encrypted under {@code keys[i]} with PKCS #1 v1.5 padding (block type 2). */
    public static byte[][] pkcs1(RsaPublicKeyParts[] keys, byte[][] messages, SecureRandom random)
            throws IllegalBlockSizeException {
        checkCounts(keys, messages);
        for (int i = 0; i < keys.length; i++) {
            checkLength(i, messages[i], EmePkcs1.maxMessage(keys[i].byteLength()));
        }
        byte[][] em = new byte[keys.length][];
        for (int i = 0; i < keys.length; i++) {
            em[i] = EmePkcs1.encode(messages[i], 0, messages[i].length, keys[i].byteLength(), random);
        }
        return encryptEncoded(keys, em);
    }

    /**
     * {@code messages[i]} encrypted under {@code keys[i]} with OAEP padding: {@code params} as for
     * {@code Cipher.init} (digest, MGF1 with its digest, the label as {@code PSource.PSpecified}).
     */
    public static byte[][] oaep(RsaPublicKeyParts[] keys, byte[][] messages, OAEPParameterSpec params,
            SecureRandom random) throws IllegalBlockSizeException, NoSuchAlgorithmException,
            InvalidAlgorithmParameterException {
        checkCounts(keys, messages);
        if (!"MGF1".equalsIgnoreCase(params.getMGFAlgorithm())
                || !(params.getMGFParameters() instanceof MGF1ParameterSpec mgf)
                || !(params.getPSource() instanceof PSource.PSpecified label)) {
            throw new InvalidAlgorithmParameterException("OAEP needs MGF1 with MGF1ParameterSpec and PSource.PSpecified");
        }
        MessageDigest hash = MessageDigest.getInstance(params.getDigestAlgorithm());
        MessageDigest mgfHash = MessageDigest.getInstance(mgf.getDigestAlgorithm());
        for (int i = 0; i < keys.length; i++) {
            checkLength(i, messages[i], EmeOaep.maxMessage(keys[i].byteLength(), hash.getDigestLength()));
        }
        byte[][] em = new byte[keys.length][];
        for (int i = 0; i < keys.length; i++) {
            em[i] = EmeOaep.encode(messages[i], 0, messages[i].length, keys[i].byteLength(), label.getValue(),
                    hash, mgfHash, random);
        }
        return encryptEncoded(keys, em);
    }

    /** RSAEP of every encoded message ({@code em[i]} below {@code n_i}: its first octet is zero). */
    private static byte[][] encryptEncoded(RsaPublicKeyParts[] keys, byte[][] em) {
        MpInt[] xs = new MpInt[em.length];
        for (int i = 0; i < em.length; i++) {
            xs[i] = MpInt.fromUnsignedBytes(em[i]);
        }
        MpInt[] ys = RsaCore.publicOpBatch(keys, xs);
        byte[][] out = new byte[em.length][];
        for (int i = 0; i < em.length; i++) {
            out[i] = ys[i].toUnsignedBytes(keys[i].byteLength());
        }
        return out;
    }

    private static void checkCounts(RsaPublicKeyParts[] keys, byte[][] messages) {
        if (keys.length != messages.length) {
            throw new IllegalArgumentException("keys and messages differ in number");
        }
    }

    private static void checkLength(int index, byte[] message, int max) throws IllegalBlockSizeException {
        if (max < 0 || message.length > max) {
            throw new IllegalBlockSizeException("message " + index + ": Data must not be longer than "
                    + Math.max(0, max) + " bytes");
        }
    }
}
