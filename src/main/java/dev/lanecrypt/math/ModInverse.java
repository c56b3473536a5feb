package dev.lanecrypt.math;

/**
 * Modular inverse by the extended Euclidean algorithm (Knuth TAOCP vol. 2, 4.5.2 Algorithm X;
 * HAC 2.107) with Lehmer's acceleration (Knuth 4.5.2 exercise 18; HAC 14.61 is the binary
 * alternative): keep {@code r_i = t_i * a (mod m)} through Euclid's remainder sequence. Runs of steps
 * that {@link LehmerGcd#cofactors} proves on the leading bits are applied at once, to the remainders
 * and, by the same 2x2 matrix, to the coefficients; otherwise one division step is taken. When the
 * remainder reaches {@code gcd(a, m)}, its coefficient is the inverse if the gcd is 1.
 */
final class ModInverse {

    private ModInverse() {
    }

    /** {@code a^-1 mod m} for {@code m > 0}, as {@code BigInteger.modInverse}. */
    static MpInt modInverse(MpInt a, MpInt m) {
        if (m.equals(MpInt.ONE)) {
            return MpInt.ZERO;
        }
        int[] r0 = m.mag();
        int[] r1 = a.mod(m).mag();
        MpInt t0 = MpInt.ZERO;
        MpInt t1 = MpInt.ONE;
        while (r1.length > 0) {
            // r0 > r1 throughout (Euclid's remainders decrease), as cofactors() requires.
            long[] c = Magnitude.bitLength(r0) > 62 ? LehmerGcd.cofactors(r0, r1) : null;
            if (c == null || c[1] == 0) {
                int[][] qr = Division.divideAndRemainder(r0, r1);
                MpInt t = t0.subtract(MpInt.of(1, qr[0]).multiply(t1));
                r0 = r1;
                r1 = qr[1];
                t0 = t1;
                t1 = t;
            } else {
                int[] n0 = LehmerGcd.combine(c[0], r0, c[1], r1);
                r1 = LehmerGcd.combine(c[2], r0, c[3], r1);
                r0 = n0;
                MpInt s0 = t0.multiply(MpInt.valueOf(c[0])).add(t1.multiply(MpInt.valueOf(c[1])));
                t1 = t0.multiply(MpInt.valueOf(c[2])).add(t1.multiply(MpInt.valueOf(c[3])));
                t0 = s0;
            }
        }
        if (r0.length != 1 || r0[0] != 1) {
            throw new ArithmeticException("MpInt not invertible.");
        }
        return t0.mod(m);
    }
}
