package dev.lanecrypt.provider;

import dev.lanecrypt.dh.DhGroup;
import dev.lanecrypt.dh.DiffieHellman;
import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.math.SecretEngines;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.KeyPair;
import java.security.KeyPairGeneratorSpi;
import java.security.ProviderException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.util.Map;
import javax.crypto.spec.DHParameterSpec;

/**
 * KeyPairGenerator "DH": a key size picks a named safe-prime group: 1536 is RFC 3526's MODP group 5 (the
 * same p and g as SunJCE's for that size), 2048, 3072 (default), 4096, 6144 and 8192 are RFC 7919's ffdhe
 * groups. A DHParameterSpec gives any (p, g) and optionally the private value's length l; without one the
 * length is SunJCE's ({@link DiffieHellman#privateLength}): 224 bits for ffdhe2048, 256 for ffdhe3072, ...
 * by key size and for the JDK's own safe-prime specs (JSSE's), half the prime up to 1024 bits for a
 * DHParameterSpec a program builds. The keys' parameters carry the length drawn, as SunJCE's do.
 *
 * <p>Other sizes SunJCE accepts (multiples of 64 from 512 to 8192) it serves from legacy groups (512,
 * 768, 1024) or by generating new parameters, which takes seconds to minutes; this generator offers
 * neither and refuses them with an InvalidParameterException naming the sizes it serves. The JCA's
 * {@code KeyPairGenerator.getInstance("DH")} then moves on to the next provider, so a program asking
 * for 1024 bits gets SunJCE's key with LaneCrypt installed first. Sizes SunJCE refuses as well get
 * SunJCE's own message, since the JCA reports the first provider's failure.
 */
public final class DhKeyPairGeneratorSpi extends KeyPairGeneratorSpi {

    /** The sizes served, each by one named group. */
    private static final Map<Integer, String> GROUPS = Map.of(1536, "modp1536", 2048, "ffdhe2048",
            3072, "ffdhe3072", 4096, "ffdhe4096", 6144, "ffdhe6144", 8192, "ffdhe8192");

    private DhGroup group;
    private int l;
    /** Whether SunJCE would treat the parameters as a known safe prime (see {@link #knownSafe}). */
    private boolean knownSafe = true;
    private SecureRandom random;

    @Override
    public void initialize(int keysize, SecureRandom random) {
        if (keysize < 512 || keysize > 8192 || keysize % 64 != 0) {
            throw new InvalidParameterException("DH key size must be multiple of 64, and can only range from "
                    + "512 to 8192 (inclusive). The specific key size " + keysize + " is not supported");
        }
        String name = GROUPS.get(keysize);
        if (name == null) {
            throw new InvalidParameterException("LaneCrypt generates DH keys of 1536, 2048, 3072, 4096, 6144 "
                    + "or 8192 bits (named groups), not " + keysize + ": the JCA uses the next provider, "
                    + "or pass a DHParameterSpec");
        }
        this.group = DhGroup.named(name);
        this.l = 0;
        this.knownSafe = true;
        this.random = random;
    }

    @Override
    public void initialize(AlgorithmParameterSpec params, SecureRandom random) throws InvalidAlgorithmParameterException {
        if (!(params instanceof DHParameterSpec spec)) {
            throw new InvalidAlgorithmParameterException("DHParameterSpec expected");
        }
        try {
            this.group = DhKeys.group(spec);
        } catch (InvalidKeyException e) {
            throw new InvalidAlgorithmParameterException(e.getMessage(), e);
        }
        if (spec.getL() < 0 || spec.getL() > spec.getP().bitLength()) {
            throw new InvalidAlgorithmParameterException(
                    "Exponent size must be positive and no larger than modulus size");
        }
        this.l = spec.getL();
        this.knownSafe = knownSafe(spec);
        this.random = random;
    }

    /**
     * SunJCE draws the short, standard private length only for parameters it vouches for as safe primes:
     * its own groups by key size and the specs the JDK marks with its internal {@code SafeDHParameterSpec}
     * (JSSE's groups, so a TLS server's keys); a DHParameterSpec a program builds gets the long length,
     * whatever its prime. This generator draws the same lengths.
     */
    private static boolean knownSafe(DHParameterSpec spec) {
        return spec.getClass().getName().equals("sun.security.util.SafeDHParameterSpec");
    }

    @Override
    public KeyPair generateKeyPair() {
        SecretEngines.askForPrivateOps(false);         // the public value is an exponentiation: its engine first
        if (group == null) {
            group = DhGroup.ffdhe(3072);
        }
        SecureRandom r = random == null ? Randomness.shared() : random;
        int length = DiffieHellman.privateLength(group, l, knownSafe);
        MpInt x = DiffieHellman.privateExponent(group, length, r);
        MpInt y = DiffieHellman.publicValue(group, length, x);
        try {
            // the keys carry the length drawn, as SunJCE's do: the agreement's public exponent bound
            return DhKeyEncoding.keyPair(x.toBigInteger(), y.toBigInteger(),
                    new DHParameterSpec(group.p().toBigInteger(), group.g().toBigInteger(), length));
        } catch (GeneralSecurityException e) {
            throw new ProviderException("cannot build DH key objects", e);
        }
    }
}
