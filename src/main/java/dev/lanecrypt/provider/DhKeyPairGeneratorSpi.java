package dev.lanecrypt.provider;

import dev.lanecrypt.dh.DhGroup;
import dev.lanecrypt.dh.DiffieHellman;
import dev.lanecrypt.math.MpInt;
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
 * groups. A DHParameterSpec gives any (p, g) and optionally the private value's length l.
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
        if (spec.getL() < 0 || spec.getL() >= spec.getP().bitLength()) {
            throw new InvalidAlgorithmParameterException("private value length out of range");
        }
        this.l = spec.getL();
        this.random = random;
    }

    @Override
    public KeyPair generateKeyPair() {
        if (group == null) {
            group = DhGroup.ffdhe(3072);
        }
        SecureRandom r = random == null ? Randomness.shared() : random;
        MpInt x = DiffieHellman.privateExponent(group, l, r);
        MpInt y = DiffieHellman.publicValue(group, x);
        try {
            return DhKeyEncoding.keyPair(x.toBigInteger(), y.toBigInteger(),
                    new DHParameterSpec(group.p().toBigInteger(), group.g().toBigInteger(), l));
        } catch (GeneralSecurityException e) {
            throw new ProviderException("cannot build DH key objects", e);
        }
    }
}
