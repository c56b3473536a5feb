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

/**
 * Triple-DES EDE (NIST SP 800-67) as a {@link CipherFamily}: 24-byte keys K1||K2||K3, or 16-byte keys
 * K1||K2 meaning K3 = K1 (two-key; SunJCE refuses 16 bytes, Bouncy Castle and OpenSSL's des-ede take
 * them). Key generator sizes 112 (K3 = K1) and 168, default 168.
 */
public final class DesedeFamily implements CipherFamily {

    public static final DesedeFamily INSTANCE = new DesedeFamily();

    private DesedeFamily() {
    }

    @Override
    public String name() {
        return "DESede";
    }

    @Override
    public List<String> aliases() {
        return List.of("TripleDES");
    }

    @Override
    public void checkKeyLength(int bytes) throws InvalidKeyException {
        if (bytes != 16 && bytes != 24) {
            throw new InvalidKeyException("Invalid key length: " + bytes + " bytes (DESede keys are 16 or 24 bytes)");
        }
    }

    /** K1, K2, K3 of a 16- or 24-byte key. */
    static long[] keyWords(byte[] key) throws InvalidKeyException {
        INSTANCE.checkKeyLength(key.length);
        long k1 = Blocks.word(key, 0);
        return new long[] {k1, Blocks.word(key, 8), key.length == 24 ? Blocks.word(key, 16) : k1};
    }

    @Override
    public Block64 engine(byte[] key) throws InvalidKeyException {
        long[] k = keyWords(key);
        return DesEngines.tripleDes(k[0], k[1], k[2]);
    }

    @Override
    public MultiKeyBlock64 multiKeyEngine(List<byte[]> keys) throws InvalidKeyException {
        long[] words = new long[3 * keys.size()];
        for (int i = 0; i < keys.size(); i++) {
            System.arraycopy(keyWords(keys.get(i)), 0, words, 3 * i, 3);
        }
        return DesEngines.multiKey(words, 3);
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
        return 168;
    }

    @Override
    public void checkKeyBits(int keyBits) {
        if (keyBits != 112 && keyBits != 168) {
            throw new InvalidParameterException("Wrong keysize: must be equal to 112 or 168");
        }
    }

    @Override
    public byte[] generateKey(int keyBits, SecureRandom random) {
        byte[] k = DesKeys.randomKeys(3, random);
        if (keyBits == 112) {
            System.arraycopy(k, 0, k, 16, 8);
        }
        return k;
    }

    @Override
    public int keyBits(byte[] key) {
        return key.length == 16 ? 112 : 168;
    }
}
