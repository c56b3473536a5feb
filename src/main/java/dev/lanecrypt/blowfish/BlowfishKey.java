package dev.lanecrypt.blowfish;

import java.util.Arrays;

/**
 * A Blowfish key schedule (Schneier, FSE 1993): the P-array (18 words) and the four S-boxes (256 words
 * each), made from the digits of pi and the key by 521 block encryptions.
 *
 * <p>Layout: one array {@link #table()} of 1042 words, P1..P18 at 0..17 and S-boxes 1..4 at
 * {@link #S0}, {@link #S1}, {@link #S2}, {@link #S3}. Key setup fills it front to back, two words per
 * encryption, exactly the order of the specification (P first, then the S-boxes in order). Decryption is
 * encryption with the P-array reversed: {@link #decryptP()} holds P18..P1.
 *
 * <p>Keys of 1 to 56 bytes: the specification says 32 to 448 bits, but the reference vectors (Eric
 * Young's variable-key test) and SunJCE also use shorter keys; the key bytes are repeated cyclically
 * over the 18 words of P, so a key of any length in range is well defined.
 *
 * <p>Not constant time: Blowfish indexes its S-boxes with secret data, as every table implementation
 * of it does; key setup does too. The tables are built once per key and never changed afterwards, so a
 * schedule may be shared between threads.
 */
public final class BlowfishKey {

    /** Offset of S-box 1 in {@link #table()} (after the 18 words of P). */
    public static final int S0 = 18;
    public static final int S1 = S0 + 256;
    public static final int S2 = S1 + 256;
    public static final int S3 = S2 + 256;

    public static final int MIN_KEY_BYTES = 1;
    public static final int MAX_KEY_BYTES = 56;

    /** Words of P (18) and of the S-boxes (1024): the length of {@link #table()}. */
    public static final int TABLE_WORDS = BlowfishPi.WORDS;

    /** Block encryptions one key setup performs: (18 + 1024) / 2. */
    public static final int SETUP_ENCRYPTIONS = TABLE_WORDS / 2;

    private final int[] table;
    private final int[] decryptP;

    private BlowfishKey(int[] table) {
        this.table = table;
        int[] rev = new int[18];
        for (int i = 0; i < 18; i++) {
            rev[i] = table[17 - i];
        }
        this.decryptP = rev;
    }

    /**
     * Runs Blowfish's key setup: 521 encryptions, each of the block the one before produced, so the
     * time is their latency (16 rounds of shift, S-box load and four ALU operations each).
     *
     * <p>Code shape, each measured (docs/blowfish.md, "Key setup: why the code has this shape"): the table
     * is allocated here with its constant length, so C2 proves every index in bounds and drops the range
     * checks; the pi words come in with one {@code System.arraycopy}, which C2 fuses with the allocation
     * (no zeroing); the block lives in two locals, never packed into a {@code long}; and each round is
     * {@code (r ^ P[i]) ^ F(l)}, which keeps the round-key xor off the chain through the S-box loads.
     *
     * @throws IllegalArgumentException when the key is not 1 to 56 bytes long
     */
    public static BlowfishKey expand(byte[] key) {
        checkLength(key);
        int[] t = new int[TABLE_WORDS];
        initialState(key, t, 0);
        int l = 0;
        int r = 0;
        for (int w = 0; w < TABLE_WORDS; w += 2) {
            l ^= t[0];
            for (int i = 1; i <= 16; i++) {
                int x = (r ^ t[i]) ^ BlowfishScalar.f(t, 0, l);
                r = l;
                l = x;
            }
            int left = r ^ t[17];               // the output is (r ^ P18, l): the last swap undone
            r = l;
            l = left;
            t[w] = l;
            t[w + 1] = r;
        }
        return new BlowfishKey(t);
    }

    /**
     * Wraps a table that key setup filled completely (the batched setups end here); the array is kept,
     * not copied.
     */
    public static BlowfishKey ofTable(int[] table) {
        if (table.length != TABLE_WORDS) {
            throw new IllegalArgumentException("a Blowfish table has " + TABLE_WORDS + " words");
        }
        return new BlowfishKey(table);
    }

    /**
     * Writes the state key setup starts from to {@code t[at .. at + 1042)}: the words of pi, the key XORed
     * into P (the specification's steps 1 and 2).
     */
    public static void initialState(byte[] key, int[] t, int at) {
        BlowfishPi.copyInto(t, at);
        xorIntoP(key, t, at);
    }

    /**
     * XORs the key, repeated cyclically, into P1..P18 of the table at {@code t[at..]} (the specification's
     * step 2; the pi words must be there already).
     */
    static void xorIntoP(byte[] key, int[] t, int at) {
        int k = 0;
        for (int i = 0; i < 18; i++) {
            int word = 0;
            for (int j = 0; j < 4; j++) {
                word = (word << 8) | (key[k] & 0xFF);
                k = k + 1 == key.length ? 0 : k + 1;
            }
            t[at + i] ^= word;
        }
    }

    /**
     * Checks a raw key's length.
     *
     * @throws IllegalArgumentException when the key is not 1 to 56 bytes long
     */
    public static void checkLength(byte[] key) {
        if (key.length < MIN_KEY_BYTES || key.length > MAX_KEY_BYTES) {
            throw new IllegalArgumentException("Blowfish key must be 1 to 56 bytes, not " + key.length);
        }
    }

    /** P (encryption order) and the S-boxes; shared with the engines, which only read it. */
    public int[] table() {
        return table;
    }

    /** P in decryption order (P18..P1); shared with the engines, which only read it. */
    public int[] decryptP() {
        return decryptP;
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof BlowfishKey k && Arrays.equals(table, k.table);
    }

    @Override
    public int hashCode() {
        return Arrays.hashCode(table);
    }

    @Override
    public String toString() {
        return "BlowfishKey[schedule hidden]";
    }
}
