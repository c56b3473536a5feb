package dev.lanecrypt.des;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.MultiKeyBlock64;

/** The table-driven engines of {@code scalar/} as a {@link DesKernel}. */
public final class ScalarDesKernel implements DesKernel {

    public static final ScalarDesKernel INSTANCE = new ScalarDesKernel();

    private ScalarDesKernel() {
    }

    @Override
    public String name() {
        return "scalar";
    }

    @Override
    public Block64 engine(long[] keys, boolean permute) {
        if (keys.length == 3) {
            return new ScalarTripleDes(keys[0], keys[1], keys[2]);
        }
        ScalarDes d = new ScalarDes(keys[0]);
        return permute ? d : d.withoutPermutations();
    }

    @Override
    public MultiKeyBlock64 multiKey(long[] keyWords, int wordsPerKey) {
        Block64[] e = new Block64[keyWords.length / wordsPerKey];
        for (int i = 0; i < e.length; i++) {
            e[i] = engine(java.util.Arrays.copyOfRange(keyWords, i * wordsPerKey, (i + 1) * wordsPerKey), true);
        }
        return MultiKeyBlock64.perKey(e);
    }

    @Override
    public int blocksPerPass() {
        return 1;
    }
}
