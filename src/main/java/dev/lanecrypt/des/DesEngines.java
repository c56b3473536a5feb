package dev.lanecrypt.des;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.MultiKeyBlock64;
import dev.lanecrypt.scalar.ScalarDes;
import dev.lanecrypt.scalar.ScalarTripleDes;

/**
 * Which DES engine runs: for now the table-driven scalar one for everything.
 */
public final class DesEngines {

    private DesEngines() {
    }

    public static Block64 des(long key) {
        return new ScalarDes(key);
    }

    public static Block64 tripleDes(long k1, long k2, long k3) {
        return new ScalarTripleDes(k1, k2, k3);
    }

    /** One DES key (or key triple, {@code keyWords} 1 or 3 longs per key) per lane. */
    public static MultiKeyBlock64 multiKey(long[] keyWords, int wordsPerKey) {
        Block64[] e = new Block64[keyWords.length / wordsPerKey];
        for (int i = 0; i < e.length; i++) {
            int o = i * wordsPerKey;
            e[i] = wordsPerKey == 1 ? des(keyWords[o]) : tripleDes(keyWords[o], keyWords[o + 1], keyWords[o + 2]);
        }
        return MultiKeyBlock64.perKey(e);
    }
}
