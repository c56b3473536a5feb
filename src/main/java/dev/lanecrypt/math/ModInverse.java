package dev.lanecrypt.math;

/**
 * Modular inverse by the extended Euclidean algorithm (Knuth TAOCP vol. 2, 4.5.2 Algorithm X;
 * HAC 2.107): keep {@code r_i = t_i * a (mod m)} through Euclid's remainder sequence; when the
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
        MpInt r0 = m;
        MpInt r1 = a.mod(m);
        MpInt t0 = MpInt.ZERO;
        MpInt t1 = MpInt.ONE;
        while (r1.signum() != 0) {
            MpInt[] qr = r0.divideAndRemainder(r1);
            r0 = r1;
            r1 = qr[1];
            MpInt t = t0.subtract(qr[0].multiply(t1));
            t0 = t1;
            t1 = t;
        }
        if (!r0.equals(MpInt.ONE)) {
            throw new ArithmeticException("MpInt not invertible.");
        }
        return t0.mod(m);
    }
}
