package dev.lanecrypt.provider;

import dev.lanecrypt.cipher.CipherFamily;
import java.security.InvalidAlgorithmParameterException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import javax.crypto.KeyGeneratorSpi;
import javax.crypto.SecretKey;
import javax.crypto.spec.SecretKeySpec;

/** The JCA {@code KeyGenerator} of any {@link CipherFamily}: sizes and key rules come from the family. */
public final class FamilyKeyGenerator extends KeyGeneratorSpi {

    private final CipherFamily family;
    private int keyBits;
    private SecureRandom random;

    public FamilyKeyGenerator(CipherFamily family) {
        this.family = family;
        this.keyBits = family.defaultKeyBits();
    }

    @Override
    protected void engineInit(SecureRandom random) {
        this.random = random;
    }

    @Override
    protected void engineInit(AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidAlgorithmParameterException {
        throw new InvalidAlgorithmParameterException(family.name() + " key generation does not take any parameters");
    }

    @Override
    protected void engineInit(int keysize, SecureRandom random) {
        family.checkKeyBits(keysize);
        this.keyBits = keysize;
        this.random = random;
    }

    @Override
    protected SecretKey engineGenerateKey() {
        if (random == null) {
            random = new SecureRandom();
        }
        return new SecretKeySpec(family.generateKey(keyBits, random), family.name());
    }
}
