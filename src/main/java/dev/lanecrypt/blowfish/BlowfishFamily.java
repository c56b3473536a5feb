package dev.lanecrypt.blowfish;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.CipherFamily;
import dev.lanecrypt.cipher.MultiKeyBlock64;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.SecureRandom;
import java.util.ArrayList;
import java.util.List;

/**
 * Blowfish (Schneier 1993) as a {@link CipherFamily}: raw keys of 1 to 56 bytes (SunJCE's range; the
 * specification says 4 to 56), key generator sizes 32 to 448 bits in steps of 8, default 128 (SunJCE's
 * messages). Single-key engines are the design {@link BlowfishEngines} chose for this machine; many keys
 * at once (the batch API: {@link #engines} for the bulk modes, {@link #multiKeyEngine} for the serial
 * ones) are set up together by the design {@link BlowfishKeySetups} chose, and the multi-key engine runs
 * four keys in flight.
 */
public final class BlowfishFamily implements CipherFamily {

    public static final BlowfishFamily INSTANCE = new BlowfishFamily();

    private BlowfishFamily() {
    }

    @Override
    public String name() {
        return "Blowfish";
    }

    @Override
    public void checkKeyLength(int bytes) throws InvalidKeyException {
        if (bytes > BlowfishKey.MAX_KEY_BYTES) {
            throw new InvalidKeyException("Key too long (> 448 bits)");
        }
        if (bytes < BlowfishKey.MIN_KEY_BYTES) {
            throw new InvalidKeyException("Blowfish keys are 1 to 56 bytes, not " + bytes);
        }
    }

    @Override
    public Block64 engine(byte[] key) throws InvalidKeyException {
        checkKeyLength(key.length);
        return BlowfishEngines.engine(BlowfishKey.expand(key));
    }

    @Override
    public List<Block64> engines(List<byte[]> keys) throws InvalidKeyException {
        List<Block64> e = new ArrayList<>(keys.size());
        for (BlowfishKey k : expandAll(keys)) {
            e.add(BlowfishEngines.engine(k));
        }
        return e;
    }

    @Override
    public MultiKeyBlock64 multiKeyEngine(List<byte[]> keys) throws InvalidKeyException {
        return new BlowfishMultiKey(expandAll(keys));
    }

    /** The schedules of {@code keys} by the batched setup, after checking every length. */
    private BlowfishKey[] expandAll(List<byte[]> keys) throws InvalidKeyException {
        for (byte[] k : keys) {
            checkKeyLength(k.length);
        }
        return BlowfishKeySetups.expandAll(keys.toArray(new byte[0][]));
    }

    @Override
    public int defaultKeyBits() {
        return 128;
    }

    @Override
    public void checkKeyBits(int keyBits) {
        if (keyBits % 8 != 0 || keyBits < 32 || keyBits > 448) {
            throw new InvalidParameterException(
                    "Keysize must be multiple of 8, and can only range from 32 to 448 (inclusive)");
        }
    }

    @Override
    public byte[] generateKey(int keyBits, SecureRandom random) {
        byte[] k = new byte[keyBits / 8];
        random.nextBytes(k);
        return k;
    }
}
