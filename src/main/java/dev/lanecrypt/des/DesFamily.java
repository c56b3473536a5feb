package dev.lanecrypt.des;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.Blocks;
import dev.lanecrypt.cipher.CipherFamily;
import dev.lanecrypt.cipher.MultiKeyBlock64;
import dev.lanecrypt.select.Cutoffs;
import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.SecureRandom;
import java.util.List;

/** DES (FIPS 46-3) as a {@link CipherFamily}: 8-byte keys (parity bits ignored), key generator size 56. */
public final class DesFamily implements CipherFamily {

    public static final DesFamily INSTANCE = new DesFamily();

    private DesFamily() {
    }

    @Override
    public String name() {
        return "DES";
    }

    @Override
    public void checkKeyLength(int bytes) throws InvalidKeyException {
        if (bytes != 8) {
            throw new InvalidKeyException("Wrong key size: DES keys are 8 bytes, not " + bytes);
        }
    }

    @Override
    public Block64 engine(byte[] key) throws InvalidKeyException {
        checkKeyLength(key.length);
        return DesEngines.des(Blocks.word(key, 0));
    }

    @Override
    public MultiKeyBlock64 multiKeyEngine(List<byte[]> keys) throws InvalidKeyException {
        long[] words = new long[keys.size()];
        for (int i = 0; i < words.length; i++) {
            checkKeyLength(keys.get(i).length);
            words[i] = Blocks.word(keys.get(i), 0);
        }
        return DesEngines.multiKey(words, 1);
    }

    @Override
    public int batchLanes() {
        return DesEngines.batchLanes();
    }

    @Override
    public long batchLanesBelowBlocks() {
        return Cutoffs.DES_BATCH_LANES_BELOW_BLOCKS;
    }

    @Override
    public int defaultKeyBits() {
        return 56;
    }

    @Override
    public void checkKeyBits(int keyBits) {
        if (keyBits != 56) {
            throw new InvalidParameterException("Wrong keysize: must be equal to 56");
        }
    }

    @Override
    public byte[] generateKey(int keyBits, SecureRandom random) {
        return DesKeys.randomKeys(1, random);
    }

    @Override
    public int keyBits(byte[] key) {
        return 56;
    }
}
