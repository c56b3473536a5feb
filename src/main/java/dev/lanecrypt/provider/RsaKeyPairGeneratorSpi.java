package dev.lanecrypt.provider;

import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.rsa.RsaKeyGeneration;
import java.math.BigInteger;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidParameterException;
import java.security.KeyPair;
import java.security.KeyPairGeneratorSpi;
import java.security.ProviderException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.RSAKeyGenParameterSpec;
import java.security.spec.RSAPrivateCrtKeySpec;
import java.security.spec.RSAPublicKeySpec;

/** KeyPairGenerator "RSA": {@link RsaKeyGeneration}; 3072 bits and e = 65537 unless initialized otherwise (as the JDK). */
public final class RsaKeyPairGeneratorSpi extends KeyPairGeneratorSpi {

    private int bits = 3072;
    private BigInteger e = RSAKeyGenParameterSpec.F4;
    private SecureRandom random;

    @Override
    public void initialize(int keysize, SecureRandom random) {
        try {
            initialize(new RSAKeyGenParameterSpec(keysize, RSAKeyGenParameterSpec.F4), random);
        } catch (InvalidAlgorithmParameterException ex) {
            throw new InvalidParameterException(ex.getMessage());
        }
    }

    @Override
    public void initialize(AlgorithmParameterSpec params, SecureRandom random) throws InvalidAlgorithmParameterException {
        if (!(params instanceof RSAKeyGenParameterSpec spec)) {
            throw new InvalidAlgorithmParameterException("RSAKeyGenParameterSpec expected");
        }
        if (spec.getKeyParams() != null) {
            // key parameters belong to "RSASSA-PSS" keys (RFC 4055), which this generator does not make
            throw new InvalidAlgorithmParameterException("null params expected for RSA keys");
        }
        if (spec.getKeysize() < 512 || spec.getKeysize() > 16384) {
            throw new InvalidAlgorithmParameterException("RSA key size must be 512 to 16384 bits");
        }
        BigInteger pub = spec.getPublicExponent() == null ? RSAKeyGenParameterSpec.F4 : spec.getPublicExponent();
        if (pub.compareTo(BigInteger.valueOf(3)) < 0 || !pub.testBit(0) || pub.bitLength() > spec.getKeysize() / 2) {
            throw new InvalidAlgorithmParameterException("RSA public exponent must be odd, at least 3 and short");
        }
        this.bits = spec.getKeysize();
        this.e = pub;
        this.random = random;
    }

    @Override
    public KeyPair generateKeyPair() {
        SecureRandom r = random == null ? new SecureRandom() : random;
        BigInteger[] k = java.util.Arrays.stream(RsaKeyGeneration.generate(bits, MpInt.fromBigInteger(e), r))
                .map(MpInt::toBigInteger).toArray(BigInteger[]::new);
        try {
            return new KeyPair(RsaKeys.jdkPublic(new RSAPublicKeySpec(k[0], k[1])),
                    RsaKeys.jdkPrivate(new RSAPrivateCrtKeySpec(k[0], k[1], k[2], k[3], k[4], k[5], k[6], k[7])));
        } catch (GeneralSecurityException ex) {
            throw new ProviderException("cannot build RSA key objects", ex);
        }
    }
}
