package dev.lanecrypt.math;

/**
 * Bitwise {@code and}, {@code or}, {@code xor} on signed values in two's complement, as BigInteger
 * defines them (an infinite sign extension to the left). Both operands are read as 28-bit two's
 * complement digit strings as long as the longer magnitude, a negative one negated digit by digit as it
 * is read (complement and add one, the carry running along), so neither is copied; beyond that length
 * each is pure sign extension (0 or {@code 0x0FFFFFFF}), and the result's extension digit, the operation
 * on the two, says its sign. A negative result is negated back in place into its magnitude.
 *
 * <p>Negation in 28-bit digits is complement-and-add-one; the carry is 0 or 1 and each sum is at most
 * {@code 2^28}, so it fits an {@code int}. A non-zero magnitude's negation carries no further than its
 * lowest non-zero digit, so the digits beyond its length are all {@code 0x0FFFFFFF}. The negation of the
 * result carries out of its {@code len} digits only when they are all zero: then the magnitude is
 * {@code 2^(28 len)}, one digit longer.
 *
 * <p>Range: {@code or} never leaves it ({@code |a or b|} is at most {@code max(|a|, |b|)}), but
 * {@code and} of two negatives and {@code xor} can ({@code -2^(n-1) xor 2^(n-1) = -2^n}); {@link MpInt#of}
 * checks every result.
 */
final class TwosComplement {

    private static final int MASK = Magnitude.MASK;
    private static final int AND = 0;
    private static final int OR = 1;
    private static final int XOR = 2;

    private TwosComplement() {
    }

    static MpInt and(MpInt a, MpInt b) {
        return combine(a, b, AND);
    }

    static MpInt or(MpInt a, MpInt b) {
        return combine(a, b, OR);
    }

    static MpInt xor(MpInt a, MpInt b) {
        return combine(a, b, XOR);
    }

    private static int apply(int op, int x, int y) {
        return switch (op) {
            case AND -> x & y;
            case OR -> x | y;
            default -> x ^ y;
        };
    }

    private static MpInt combine(MpInt a, MpInt b, int op) {
        int[] am = a.mag();
        int[] bm = b.mag();
        boolean aNeg = a.signum() < 0;
        boolean bNeg = b.signum() < 0;
        int len = Math.max(am.length, bm.length);
        int[] out = new int[len];
        int ca = 1;
        int cb = 1;
        for (int i = 0; i < len; i++) {
            int x = i < am.length ? am[i] : 0;
            if (aNeg) {
                int s = (~x & MASK) + ca; // <= 2^28
                x = s & MASK;
                ca = s >>> Magnitude.BITS;
            }
            int y = i < bm.length ? bm[i] : 0;
            if (bNeg) {
                int s = (~y & MASK) + cb;
                y = s & MASK;
                cb = s >>> Magnitude.BITS;
            }
            out[i] = apply(op, x, y) & MASK;
        }
        if (apply(op, aNeg ? MASK : 0, bNeg ? MASK : 0) == 0) {
            return MpInt.of(1, Magnitude.trim(out));
        }
        int carry = 1;
        for (int i = 0; i < len; i++) {
            int s = (~out[i] & MASK) + carry;
            out[i] = s & MASK;
            carry = s >>> Magnitude.BITS;
        }
        if (carry != 0) { // the digits were all zero: the magnitude is 2^(28 len)
            out = new int[len + 1];
            out[len] = 1;
        }
        return MpInt.of(-1, Magnitude.trim(out));
    }
}
