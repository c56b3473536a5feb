package dev.lanecrypt.provider;

import dev.lanecrypt.dh.DhGroup;
import dev.lanecrypt.dh.DiffieHellman;
import dev.lanecrypt.math.MpInt;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGeneratorSpi;
import java.security.ProviderException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.spec.DHParameterSpec;
import javax.crypto.spec.DHPrivateKeySpec;
import javax.crypto.spec.DHPublicKeySpec;

/**
 * KeyPairGenerator "DH": a key size picks the RFC 7919 group of that size (2048, 3072 (default), 4096,
 * 6144, 8192); a DHParameterSpec gives any (p, g) and optionally the private value's length l.
 */
public final class DhKeyPairGeneratorSpi extends KeyPairGeneratorSpi {

    private DhGroup group;
    private int l;
    private SecureRandom random;

    @Override
    public void initialize(int keysize, SecureRandom random) {
        try {
            this.group = DhGroup.ffdhe(keysize);
        } catch (IllegalArgumentException e) {
            throw new InvalidParameterException("DH key size must be 2048, 3072, 4096, 6144 or 8192 "
                    + "(other sizes: pass a DHParameterSpec)");
        }
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
            KeyFactory f = DhKeys.jdkFactory();
            var p = group.p().toBigInteger();
            var g = group.g().toBigInteger();
            return new KeyPair(f.generatePublic(new DHPublicKeySpec(y.toBigInteger(), p, g)),
                    f.generatePrivate(new DHPrivateKeySpec(x.toBigInteger(), p, g)));
        } catch (GeneralSecurityException e) {
            throw new ProviderException("cannot build DH key objects", e);
        }
    }
}
