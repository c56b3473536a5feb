package dev.lanecrypt.des;

/**
 * The DES key schedule (FIPS 46-3): PC-1, sixteen rotations of the 28-bit halves C and D, PC-2. Run once
 * per key; the engines store its result in their own layouts. Not constant time in the sense of table
 * lookups: there are none, only shifts of the key bits, so its timing does not depend on the key.
 */
public final class DesKeySchedule {

    private DesKeySchedule() {
    }

    /** The 16 round keys of {@code key} (64 bits, parity bits ignored), each 48 bits, bit 47 first. */
    public static long[] roundKeys(long key) {
        long cd = DesTables.select(key, DesTables.PC1, 64);
        int c = (int) (cd >>> 28);
        int d = (int) (cd & 0x0FFFFFFF);
        long[] k = new long[16];
        for (int i = 0; i < 16; i++) {
            int s = DesTables.SHIFTS[i];
            c = ((c << s) | (c >>> (28 - s))) & 0x0FFFFFFF;
            d = ((d << s) | (d >>> (28 - s))) & 0x0FFFFFFF;
            k[i] = DesTables.select(((long) c << 28) | d, DesTables.PC2, 56);
        }
        return k;
    }
}
