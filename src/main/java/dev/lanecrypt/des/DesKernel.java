package dev.lanecrypt.des;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.MultiKeyBlock64;

/**
 * One DES implementation as the selector sees it: {@code scalar} (table-driven, {@code scalar/}) or
 * {@code bitslice128|256|512} (bit-sliced on that vector width, {@code simd/}, loaded reflectively).
 */
public interface DesKernel {

    /** The candidate name ({@code -Dlanecrypt.des=...}). */
    String name();

    /**
     * An engine for one key: {@code keys} holds one 64-bit DES key, or three (K1, K2, K3) for EDE.
     * {@code permute} false leaves out IP and FP (only for {@code lanecrypt des -n}).
     */
    Block64 engine(long[] keys, boolean permute);

    /** One key (or key triple, {@code wordsPerKey} 1 or 3) per lane. */
    MultiKeyBlock64 multiKey(long[] keyWords, int wordsPerKey);

    /**
     * A bulk engine that does only the data movement of a bit-sliced pass (transposition in and out,
     * the IP/FP renaming) and no rounds: the part key-search code never pays, timed on its own by
     * {@code lanecrypt timing des}. Its output is not DES. Null where there is no transposition (scalar).
     */
    default Block64 transpositionOnly() {
        return null;
    }

    /** Blocks one bulk pass handles best (1 for scalar; 64 x lanes for bit-sliced). */
    int blocksPerPass();
}
