package dev.lanecrypt.rsa;

/** Branch-free comparisons for the padding checks (I2OSP/OS2IP are {@code MpInt.toUnsignedBytes}/{@code fromUnsignedBytes}). */
public final class Octets {

    private Octets() {
    }

    /** All ones when {@code x == 0}, else zero, without a branch. */
    static int isZero(int x) {
        return ((x | -x) >> 31) ^ -1;
    }

    /** All ones when {@code a == b}, else zero, without a branch. */
    static int equal(int a, int b) {
        return isZero(a ^ b);
    }
}
