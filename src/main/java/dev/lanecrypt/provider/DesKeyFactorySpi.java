package dev.lanecrypt.provider;

import dev.lanecrypt.cipher.CipherFamily;
import dev.lanecrypt.des.DesFamily;
import dev.lanecrypt.des.DesKeys;
import java.security.InvalidKeyException;
import java.security.spec.InvalidKeySpecException;
import java.security.spec.KeySpec;
import java.util.Arrays;
import javax.crypto.SecretKey;
import javax.crypto.SecretKeyFactorySpi;
import javax.crypto.spec.DESKeySpec;
import javax.crypto.spec.DESedeKeySpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * {@code SecretKeyFactory} for DES ({@link DESKeySpec}) and DESede ({@link DESedeKeySpec}), plus
 * {@link SecretKeySpec} both ways. Like SunJCE's, the keys it makes have their parity bits set.
 */
final class DesKeyFactorySpi extends SecretKeyFactorySpi {

    private final CipherFamily family;

    DesKeyFactorySpi(CipherFamily family) {
        this.family = family;
    }

    private boolean single() {
        return family == DesFamily.INSTANCE;
    }

    @Override
    protected SecretKey engineGenerateSecret(KeySpec spec) throws InvalidKeySpecException {
        byte[] raw;
        if (single() && spec instanceof DESKeySpec d) {
            raw = d.getKey();
        } else if (!single() && spec instanceof DESedeKeySpec d) {
            raw = d.getKey();
        } else if (spec instanceof SecretKeySpec s && family.acceptsKeyAlgorithm(s.getAlgorithm())) {
            raw = s.getEncoded();
        } else {
            throw new InvalidKeySpecException("Inappropriate key specification");
        }
        return key(raw);
    }

    private SecretKey key(byte[] raw) throws InvalidKeySpecException {
        try {
            family.checkKeyLength(raw.length);
        } catch (InvalidKeyException e) {
            throw new InvalidKeySpecException(e.getMessage());
        }
        byte[] k = raw.clone();
        DesKeys.setOddParity(k, 0, k.length);
        SecretKey key = new SecretKeySpec(k, family.name());
        Arrays.fill(k, (byte) 0);
        return key;
    }

    @Override
    protected KeySpec engineGetKeySpec(SecretKey key, Class<?> keySpec) throws InvalidKeySpecException {
        if (key == null || !family.acceptsKeyAlgorithm(key.getAlgorithm()) || key.getEncoded() == null) {
            throw new InvalidKeySpecException("Inappropriate key format/algorithm");
        }
        byte[] raw = key.getEncoded();
        try {
            if (keySpec == SecretKeySpec.class || keySpec == KeySpec.class) {
                return new SecretKeySpec(raw, family.name());
            }
            if (single() && keySpec == DESKeySpec.class) {
                return new DESKeySpec(raw);
            }
            if (!single() && keySpec == DESedeKeySpec.class) {
                return new DESedeKeySpec(raw);
            }
        } catch (InvalidKeyException e) {
            throw new InvalidKeySpecException(e.getMessage());
        }
        throw new InvalidKeySpecException("Inappropriate key specification");
    }

    @Override
    protected SecretKey engineTranslateKey(SecretKey key) throws InvalidKeyException {
        if (key == null || !family.acceptsKeyAlgorithm(key.getAlgorithm()) || key.getEncoded() == null) {
            throw new InvalidKeyException("Inappropriate key format/algorithm");
        }
        try {
            return key(key.getEncoded());
        } catch (InvalidKeySpecException e) {
            throw new InvalidKeyException(e.getMessage());
        }
    }
}
