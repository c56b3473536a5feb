package dev.lanecrypt.provider;

import dev.lanecrypt.dh.DhGroup;
import dev.lanecrypt.dh.DiffieHellman;
import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.math.SecretEngines;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.ProviderException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.KeyAgreementSpi;
import javax.crypto.SecretKey;
import javax.crypto.ShortBufferException;
import javax.crypto.interfaces.DHPrivateKey;
import javax.crypto.interfaces.DHPublicKey;
import javax.crypto.spec.DHParameterSpec;
import javax.crypto.spec.DHPublicKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * KeyAgreement "DH": {@code y^x mod p} by the constant-time modexp over the private value's public length
 * bound ({@link DiffieHellman#exponentBits}; it may share a multi-buffer call with other threads' agreements
 * and signatures, see {@link Coalescing}), the peer's value checked first (range, and subgroup
 * membership for named groups); the secret is the prime's length in octets, leading zeros kept, as SunJCE.
 * A secret of 1 or {@code p-1} is never released: generateSecret throws SunJCE's ProviderException.
 * Private values: any {@code 1 <= x <= p-2}, as SunJCE. A peer key of other parameters or an invalid public value gives
 * InvalidKeyException. More than two parties, as SunJCE: {@code doPhase(key, false)} returns the
 * intermediate value {@code y^x mod p} as a DH public key for the next phase (the JCA's three-party
 * example: each party raises the others' values in turn), and throws SunJCE's ProviderException where that value
 * is 1 or {@code p-1}. {@code init} with a {@link DHParameterSpec} takes it when it is the key's own, as SunJCE.
 */
public final class DhKeyAgreementSpi extends KeyAgreementSpi {

    private DhGroup group;
    private MpInt x;
    /** The private value's length from its parameters (0: none given), the public bound of the modexp. */
    private int l;
    private byte[] secret;
    /** A degenerate secret found by the last phase, reported by generateSecret as SunJCE reports it. */
    private ProviderException failure;

    @Override
    protected void engineInit(Key key, SecureRandom random) throws InvalidKeyException {
        if (!(key instanceof DHPrivateKey priv)) {
            throw new InvalidKeyException("DH private key expected");
        }
        SecretEngines.askForPrivateOps(false);         // before the checks' arithmetic asks for the multiply's
        DhGroup g = DhKeys.group(priv.getParams());
        MpInt value = MpInt.fromBigInteger(priv.getX());
        DiffieHellman.checkPrivate(g, value);
        group = g;
        x = value;
        l = Math.max(0, priv.getParams().getL());
        secret = null;
        failure = null;
    }

    @Override
    protected void engineInit(Key key, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        // SunJCE's order: parameters of another kind, then the key, then parameters other than the key's
        if (params != null && !(params instanceof DHParameterSpec)) {
            throw new InvalidAlgorithmParameterException("Diffie-Hellman parameters expected");
        }
        if (params instanceof DHParameterSpec spec && key instanceof DHPrivateKey priv
                && (differs(spec.getP(), priv.getParams().getP()) || differs(spec.getG(), priv.getParams().getG()))) {
            throw new InvalidKeyException("Incompatible parameters");
        }
        engineInit(key, random);
    }

    /** Both known and not equal (a null on either side is not compared, as SunJCE). */
    private static boolean differs(Object a, Object b) {
        return a != null && b != null && !a.equals(b);
    }

    @Override
    protected Key engineDoPhase(Key key, boolean lastPhase) throws InvalidKeyException {
        if (group == null) {
            throw new IllegalStateException("Not initialized");
        }
        if (!(key instanceof DHPublicKey pub)) {
            throw new InvalidKeyException("DH public key expected");
        }
        if (!DhKeys.group(pub.getParams()).equals(group)) {
            throw new InvalidKeyException("Incompatible parameters");
        }
        MpInt z;
        try {
            z = DiffieHellman.agree(group, l, x, MpInt.fromBigInteger(pub.getY()), Coalescing.exponentiation());
        } catch (ProviderException e) {
            secret = null;
            if (!lastPhase) {
                throw e;                           // SunJCE computes an intermediate value here and fails here
            }
            // SunJCE computes the last phase's secret in generateSecret and fails there; so does this
            failure = e;
            return null;
        }
        failure = null;
        if (!lastPhase) {
            try {
                return DhKeys.jdkFactory().generatePublic(new DHPublicKeySpec(z.toBigInteger(),
                        group.p().toBigInteger(), group.g().toBigInteger()));
            } catch (GeneralSecurityException e) {
                throw new ProviderException("cannot build the intermediate DH key", e);
            }
        }
        secret = z.toUnsignedBytes((group.p().bitLength() + 7) / 8);
        return null;
    }

    /** Throws the pending degenerate-secret failure once, leaving the agreement ready for a new phase. */
    private void throwPendingFailure() {
        if (failure != null) {
            ProviderException e = failure;
            failure = null;
            throw new ProviderException(e.getMessage());
        }
    }

    @Override
    protected byte[] engineGenerateSecret() {
        throwPendingFailure();
        if (secret == null) {
            throw new IllegalStateException("Key agreement has not been completed yet");
        }
        byte[] out = secret;
        secret = null;
        return out;
    }

    @Override
    protected int engineGenerateSecret(byte[] sharedSecret, int offset) throws ShortBufferException {
        throwPendingFailure();
        if (secret == null) {
            throw new IllegalStateException("Key agreement has not been completed yet");
        }
        if (sharedSecret == null) {
            throw new ShortBufferException("No buffer provided for shared secret");   // SunJCE's type
        }
        if (sharedSecret.length - offset < secret.length) {
            throw new ShortBufferException("Need " + secret.length + " bytes for the shared secret");
        }
        System.arraycopy(secret, 0, sharedSecret, offset, secret.length);
        int n = secret.length;
        secret = null;
        return n;
    }

    @Override
    protected SecretKey engineGenerateSecret(String algorithm) throws NoSuchAlgorithmException {
        if (algorithm == null) {
            throw new NoSuchAlgorithmException("null algorithm");                     // SunJCE's type
        }
        if (!algorithm.equalsIgnoreCase("TlsPremasterSecret")) {
            throw new NoSuchAlgorithmException("Unsupported secret key algorithm: " + algorithm);
        }
        byte[] s = engineGenerateSecret();
        int skip = 0;
        while (skip < s.length - 1 && s[skip] == 0) {
            skip++; // RFC 5246 section 8.1.2: leading zero octets are stripped
        }
        return new SecretKeySpec(s, skip, s.length - skip, "TlsPremasterSecret");
    }
}
