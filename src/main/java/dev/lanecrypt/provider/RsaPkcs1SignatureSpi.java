package dev.lanecrypt.provider;

import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.rsa.EmsaPkcs1;
import dev.lanecrypt.rsa.RsaCore;
import dev.lanecrypt.rsa.RsaPrivateKeyParts;
import dev.lanecrypt.rsa.RsaPublicKeyParts;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.ProviderException;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.SignatureException;
import java.security.SignatureSpi;
import java.security.spec.AlgorithmParameterSpec;

/**
 * Signature "SHA256withRSA", "SHA384withRSA", "SHA512withRSA" (and SHA1withRSA, SHA224withRSA): RSASSA-PKCS1-v1_5 (RFC 8017 section 8.2)
 * on {@link RsaCore}. Signing is deterministic, so the bytes equal SunRsaSign's; its exponentiations may share
 * a multi-buffer call with other threads' ({@link Coalescing}). {@code verify} returns false for any
 * signature that is not exactly the re-encoded block (wrong length, not below n, bad padding).
 */
public abstract class RsaPkcs1SignatureSpi extends SignatureSpi {

    private final String digestName;
    private final MessageDigest digest;
    private RsaPrivateKeyParts privateKey;
    private RsaPublicKeyParts publicKey;
    private SecureRandom random;

    RsaPkcs1SignatureSpi(String digestName) {
        this.digestName = digestName;
        try {
            this.digest = MessageDigest.getInstance(digestName);
        } catch (NoSuchAlgorithmException e) {
            throw new ProviderException(digestName + " unavailable", e);
        }
    }

    @Override
    protected void engineInitVerify(PublicKey key) throws InvalidKeyException {
        RsaPublicKeyParts parts = RsaKeys.publicParts(key);
        checkLength(parts.byteLength());
        publicKey = parts;
        privateKey = null;
        digest.reset();
    }

    @Override
    protected void engineInitSign(PrivateKey key) throws InvalidKeyException {
        engineInitSign(key, null);
    }

    @Override
    protected void engineInitSign(PrivateKey key, SecureRandom random) throws InvalidKeyException {
        RsaPrivateKeyParts parts = RsaKeys.privateParts(key);
        checkLength(parts.byteLength());
        privateKey = parts;
        publicKey = null;
        this.random = random;
        digest.reset();
    }

    private void checkLength(int k) throws InvalidKeyException {
        try {
            if (k < EmsaPkcs1.minLength(digestName, digest.getDigestLength())) {
                throw new InvalidKeyException("Key is too short for this signature algorithm");
            }
        } catch (NoSuchAlgorithmException e) {
            throw new InvalidKeyException(e);
        }
    }

    @Override
    protected void engineUpdate(byte b) {
        digest.update(b);
    }

    @Override
    protected void engineUpdate(byte[] b, int off, int len) {
        digest.update(b, off, len);
    }

    @Override
    protected void engineUpdate(java.nio.ByteBuffer input) {
        digest.update(input);
    }

    @Override
    protected byte[] engineSign() throws SignatureException {
        if (privateKey == null) {
            throw new SignatureException("not initialized for signing");
        }
        int k = privateKey.byteLength();
        try {
            byte[] em = EmsaPkcs1.encode(digestName, digest.digest(), k);
            SecureRandom r = random == null ? Randomness.shared() : random;
            MpInt x = MpInt.fromUnsignedBytes(em);
            return RsaCore.privateOp(privateKey, x, r, Coalescing.exponentiation()).toUnsignedBytes(k);
        } catch (NoSuchAlgorithmException | ArithmeticException e) {
            throw new SignatureException("could not sign", e);
        }
    }

    @Override
    protected boolean engineVerify(byte[] sigBytes) throws SignatureException {
        if (publicKey == null) {
            throw new SignatureException("not initialized for verification");
        }
        byte[] hash = digest.digest();
        int k = publicKey.byteLength();
        if (sigBytes.length != k) {
            return false;
        }
        MpInt s = MpInt.fromUnsignedBytes(sigBytes);
        if (s.compareTo(publicKey.modulus()) >= 0) {
            return false;
        }
        try {
            byte[] em = RsaCore.publicOp(publicKey, s).toUnsignedBytes(k);
            return MessageDigest.isEqual(em, EmsaPkcs1.encode(digestName, hash, k));
        } catch (NoSuchAlgorithmException e) {
            throw new SignatureException(e);
        }
    }

    @Override
    protected void engineSetParameter(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        if (params != null) {
            throw new InvalidAlgorithmParameterException("No parameters accepted");
        }
    }

    /** No parameters, as SunRsaSign: null (the SPI's default would throw UnsupportedOperationException). */
    @Override
    protected java.security.AlgorithmParameters engineGetParameters() {
        return null;
    }

    @Override
    @Deprecated
    protected void engineSetParameter(String param, Object value) {
        throw new InvalidParameterException("Parameters not supported");
    }

    @Override
    @Deprecated
    protected Object engineGetParameter(String param) {
        throw new InvalidParameterException("Parameters not supported");
    }

    /** SHA1withRSA (legacy: verification of old signatures). */
    public static final class Sha1 extends RsaPkcs1SignatureSpi {
        public Sha1() {
            super("SHA-1");
        }
    }

    /** SHA224withRSA. */
    public static final class Sha224 extends RsaPkcs1SignatureSpi {
        public Sha224() {
            super("SHA-224");
        }
    }

    /** SHA256withRSA. */
    public static final class Sha256 extends RsaPkcs1SignatureSpi {
        public Sha256() {
            super("SHA-256");
        }
    }

    /** SHA384withRSA. */
    public static final class Sha384 extends RsaPkcs1SignatureSpi {
        public Sha384() {
            super("SHA-384");
        }
    }

    /** SHA512withRSA. */
    public static final class Sha512 extends RsaPkcs1SignatureSpi {
        public Sha512() {
            super("SHA-512");
        }
    }
}
