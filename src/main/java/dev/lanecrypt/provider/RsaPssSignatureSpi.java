package dev.lanecrypt.provider;

import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.rsa.EmsaPss;
import dev.lanecrypt.rsa.RsaCore;
import dev.lanecrypt.rsa.RsaPrivateKeyParts;
import dev.lanecrypt.rsa.RsaPublicKeyParts;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.Key;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.PrivateKey;
import java.security.ProviderException;
import java.security.PublicKey;
import java.security.SecureRandom;
import java.security.SignatureException;
import java.security.SignatureSpi;
import java.security.interfaces.RSAKey;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidParameterSpecException;
import java.security.spec.MGF1ParameterSpec;
import java.security.spec.PSSParameterSpec;
import java.util.Set;

/**
 * Signature "RSASSA-PSS" (RFC 8017 section 8.1) with MGF1. As in the JDK the parameters are required:
 * from {@code setParameter(PSSParameterSpec)} or from the key's own parameters. Signing's exponentiations
 * may share a multi-buffer call with other threads' ({@link Coalescing}).
 */
public final class RsaPssSignatureSpi extends SignatureSpi {

    /**
     * The message digests SunRsaSign signs RSASSA-PSS with (the SHA-1, SHA-2 and SHA-3 families, as
     * {@link #digestName} writes them; "SHA" is SHA-1's alias); MD2 and MD5, which {@code MessageDigest} also
     * serves, it refuses, and so does this class.
     */
    private static final Set<String> DIGESTS = Set.of("SHA", "SHA1", "SHA224", "SHA256", "SHA384", "SHA512",
            "SHA512/224", "SHA512/256", "SHA3224", "SHA3256", "SHA3384", "SHA3512");

    private PSSParameterSpec spec;
    private MessageDigest hash;
    private MessageDigest mgfHash;
    private RsaPrivateKeyParts privateKey;
    private RsaPublicKeyParts publicKey;
    private SecureRandom random;
    /** The PSS parameters of the key in use, or null when it has none. */
    private PSSParameterSpec keyRestriction;

    @Override
    protected void engineInitVerify(PublicKey key) throws InvalidKeyException {
        RsaPublicKeyParts parts = RsaKeys.publicParts(key);
        forgetKey();
        keyParameters(key);
        publicKey = parts;
        privateKey = null;
        checkKeyLength(parts.modulus().bitLength());
        resetDigest();
    }

    @Override
    protected void engineInitSign(PrivateKey key) throws InvalidKeyException {
        engineInitSign(key, null);
    }

    @Override
    protected void engineInitSign(PrivateKey key, SecureRandom random) throws InvalidKeyException {
        RsaPrivateKeyParts parts = RsaKeys.privateParts(key);
        forgetKey();
        keyParameters(key);
        privateKey = parts;
        publicKey = null;
        this.random = random;
        checkKeyLength(parts.modulus().bitLength());
        resetDigest();
    }

    /** No key in use: the key's parameters are then checked against the new key alone, by {@link #checkKeyLength}. */
    private void forgetKey() {
        privateKey = null;
        publicKey = null;
    }

    /**
     * A key with PSS parameters (an "RSASSA-PSS" key, RFC 4055 section 3.1) restricts the signature's: the
     * same hash, MGF and trailer, a salt at least as long. They become the signature's when none are set;
     * set ones must be compatible (InvalidKeyException here, as SunRsaSign).
     */
    private void keyParameters(Key key) throws InvalidKeyException {
        keyRestriction = key instanceof RSAKey rsa && rsa.getParams() instanceof PSSParameterSpec k ? k : null;
        if (keyRestriction == null) {
            return;
        }
        if (spec != null && !compatible(keyRestriction, spec)) {
            throw new InvalidKeyException("Key contains incompatible PSS parameter values");
        }
        if (spec == null) {
            try {
                engineSetParameter(keyRestriction);
            } catch (InvalidAlgorithmParameterException e) {
                throw new InvalidKeyException(e.getMessage(), e);
            }
        }
    }

    private static boolean compatible(PSSParameterSpec key, PSSParameterSpec sig) {
        return key.getSaltLength() <= sig.getSaltLength() && key.getTrailerField() == sig.getTrailerField()
                && digestName(key.getDigestAlgorithm()).equals(digestName(sig.getDigestAlgorithm()))
                && key.getMGFAlgorithm().equalsIgnoreCase(sig.getMGFAlgorithm())
                && key.getMGFParameters() instanceof MGF1ParameterSpec km
                && sig.getMGFParameters() instanceof MGF1ParameterSpec sm
                && digestName(km.getDigestAlgorithm()).equals(digestName(sm.getDigestAlgorithm()));
    }

    /** "SHA-256", "sha256" and "SHA256" name one digest. */
    private static String digestName(String name) {
        return name.replace("-", "").toUpperCase(java.util.Locale.ROOT);
    }

    private void checkKeyLength(int modBits) throws InvalidKeyException {
        if (spec != null && !EmsaPss.fits(modBits - 1, hash.getDigestLength(), spec.getSaltLength())) {
            throw new InvalidKeyException("Key is too short for the PSS parameters");
        }
    }

    private void resetDigest() {
        if (hash != null) {
            hash.reset();
        }
    }

    @Override
    protected void engineSetParameter(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        if (!(params instanceof PSSParameterSpec pss)) {
            throw new InvalidAlgorithmParameterException("PSSParameterSpec required for RSASSA-PSS");
        }
        if (!"MGF1".equalsIgnoreCase(pss.getMGFAlgorithm())
                || !(pss.getMGFParameters() instanceof MGF1ParameterSpec mgf)) {
            throw new InvalidAlgorithmParameterException("only MGF1 is supported");
        }
        if (pss.getTrailerField() != PSSParameterSpec.TRAILER_FIELD_BC) {
            throw new InvalidAlgorithmParameterException("only trailer field 1 is supported");
        }
        if (keyRestriction != null && !compatible(keyRestriction, pss)) {
            throw new InvalidAlgorithmParameterException("Signature parameters does not match key parameters");
        }
        if (!DIGESTS.contains(digestName(pss.getDigestAlgorithm()))) {
            throw new InvalidAlgorithmParameterException("Unsupported digest algo: " + pss.getDigestAlgorithm());
        }
        try {
            MessageDigest h = MessageDigest.getInstance(pss.getDigestAlgorithm());
            MessageDigest m = MessageDigest.getInstance(mgf.getDigestAlgorithm());
            // parameters set after init are checked against the key in use (before it, init checks them)
            if (privateKey != null || publicKey != null) {
                int modBits = (privateKey != null ? privateKey.modulus() : publicKey.modulus()).bitLength();
                if (!EmsaPss.fits(modBits - 1, h.getDigestLength(), pss.getSaltLength())) {
                    throw new InvalidAlgorithmParameterException("Key is too short for the PSS parameters");
                }
            }
            hash = h;
            mgfHash = m;
            spec = pss;
        } catch (NoSuchAlgorithmException e) {
            throw new InvalidAlgorithmParameterException(e.getMessage(), e);
        }
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        if (spec == null) {
            return null;
        }
        try {
            AlgorithmParameters p = AlgorithmParameters.getInstance("RSASSA-PSS");
            p.init(spec);
            return p;
        } catch (NoSuchAlgorithmException | InvalidParameterSpecException e) {
            throw new ProviderException(e);
        }
    }

    private void requireParameters() throws SignatureException {
        if (spec == null) {
            throw new SignatureException("Parameters required for RSASSA-PSS signatures");
        }
    }

    @Override
    protected void engineUpdate(byte b) throws SignatureException {
        requireParameters();
        hash.update(b);
    }

    @Override
    protected void engineUpdate(byte[] b, int off, int len) throws SignatureException {
        requireParameters();
        hash.update(b, off, len);
    }

    @Override
    protected byte[] engineSign() throws SignatureException {
        requireParameters();
        if (privateKey == null) {
            throw new SignatureException("not initialized for signing");
        }
        int modBits = privateKey.modulus().bitLength();
        SecureRandom r = random == null ? Randomness.shared() : random;
        byte[] em = EmsaPss.encode(hash.digest(), modBits - 1, spec.getSaltLength(), hash, mgfHash, r);
        try {
            MpInt x = MpInt.fromUnsignedBytes(em);
            MpInt y = RsaCore.privateOp(privateKey, x, r, Coalescing.exponentiation());
            return y.toUnsignedBytes(privateKey.byteLength());
        } catch (ArithmeticException e) {
            throw new SignatureException("could not sign", e);
        }
    }

    @Override
    protected boolean engineVerify(byte[] sigBytes) throws SignatureException {
        requireParameters();
        if (publicKey == null) {
            throw new SignatureException("not initialized for verification");
        }
        byte[] mHash = hash.digest();
        if (sigBytes.length != publicKey.byteLength()) {
            return false;
        }
        MpInt s = MpInt.fromUnsignedBytes(sigBytes);
        if (s.compareTo(publicKey.modulus()) >= 0) {
            return false;
        }
        int emBits = publicKey.modulus().bitLength() - 1;
        MpInt m = RsaCore.publicOp(publicKey, s);
        if (m.bitLength() > emBits) {
            return false;
        }
        byte[] em = m.toUnsignedBytes((emBits + 7) / 8);
        return EmsaPss.verify(mHash, em, emBits, spec.getSaltLength(), hash, mgfHash);
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
}
