package dev.lanecrypt.math.kernel;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;

import java.math.BigInteger;
import java.util.List;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The radix-2^52 kernels: the scalar reference gives the value the contract fixes, {@code (ab + Qm)/R} with
 * {@code Q = -ab m^-1 mod R} (computed here with BigInteger), and every SIMD width gives the scalar
 * reference's limbs on every lane; operands at the edges (zero, {@code 2m - 1}, limbs all ones where the
 * modulus allows) and moduli from 2 to 80 limbs, including the smallest and largest a limb count takes.
 */
class Mont52Properties {

    private static final BigInteger LIMB = BigInteger.ONE.shiftLeft(52);

    static List<Mont52Kernel> simdKernels() {
        return List.of(MontKernels.fma52ForBits(128), MontKernels.fma52ForBits(256), MontKernels.fma52ForBits(512));
    }

    @Property(tries = 60)
    void everyWidthGivesTheReferenceLimbs(@ForAll @IntRange(min = 51, max = 4150) int bits, @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 3) int shape) {
        Random r = new Random(seed);
        int n = Mont52Kernel.limbs(bits);
        for (Mont52Kernel k : simdKernels()) {
            int lanes = k.lanes();
            BigInteger[] m = moduli(r, n, bits, lanes);
            BigInteger[] a = new BigInteger[lanes];
            BigInteger[] b = new BigInteger[lanes];
            for (int l = 0; l < lanes; l++) {
                a[l] = operand(m[l], r, shape);
                b[l] = operand(m[l], r, (shape + l) % 4);
            }
            double[] da = interleave(a, n), db = interleave(b, n), dm = interleave(m, n);
            long[] minv = minv(m);
            double[] want = new double[n * lanes];
            new ScalarMont52(lanes).mul(da, db, dm, n, minv, new long[n * lanes], want);
            BigInteger rr = BigInteger.ONE.shiftLeft(52 * n);
            for (int l = 0; l < lanes; l++) {
                BigInteger ab = a[l].multiply(b[l]);
                BigInteger q = ab.negate().multiply(m[l].modInverse(rr)).mod(rr);
                assertEquals(ab.add(q.multiply(m[l])).shiftRight(52 * n), lane(want, n, lanes, l), "scalar lane " + l);
            }
            double[] got = new double[n * lanes];
            k.mul(da, db, dm, n, minv, new long[Mont52Kernel.scratch(n, lanes)], got);
            assertArrayEquals(want, got, k.name() + " n=" + n);
            // in place, as the exponentiations call it
            k.mul(da, db, dm, n, minv, new long[Mont52Kernel.scratch(n, lanes)], da);
            assertArrayEquals(want, da, k.name() + " in place");
        }
    }

    /**
     * The squaring gives the reference product {@code mul(a, a)} on every lane, in place too, with operands
     * at the edges; limbs all {@code 2^52 - 1} put every column of the square and of the reduction at its
     * largest (shape 4: every limb below the top one {@code 2^52 - 1}, the top one as large as {@code a < 2m}
     * allows; against the largest modulus of the limb count that is nearly {@code 2^(52n) - 1}).
     */
    @Property(tries = 60)
    void squaringGivesTheReferenceProduct(@ForAll @IntRange(min = 51, max = 4150) int bits, @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 4) int shape) {
        Random r = new Random(seed);
        int n = Mont52Kernel.limbs(bits);
        for (Mont52Kernel k : simdKernels()) {
            int lanes = k.lanes();
            BigInteger[] m = moduli(r, n, bits, lanes);
            BigInteger[] a = new BigInteger[lanes];
            for (int l = 0; l < lanes; l++) {
                int s = (shape + l) % 5;
                a[l] = s == 4 ? allOnesBelow(m[l].shiftLeft(1)) : operand(m[l], r, s);
            }
            double[] da = interleave(a, n), dm = interleave(m, n);
            long[] minv = minv(m);
            double[] want = new double[n * lanes];
            new ScalarMont52(lanes).mul(da, da, dm, n, minv, new long[n * lanes], want);
            double[] got = new double[n * lanes];
            long[] t = new long[Mont52Kernel.scratch(n, lanes)];
            java.util.Arrays.fill(t, -1L);   // whatever the scratch held before
            k.sqr(da, dm, n, minv, t, got);
            assertArrayEquals(want, got, k.name() + " sqr n=" + n);
            k.sqr(da, dm, n, minv, t, da);
            assertArrayEquals(want, da, k.name() + " sqr in place");
        }
    }

    static List<Mont52Kernel.Row> rowKernels() {
        return List.of(MontKernels.fma52RowForBits(128), MontKernels.fma52RowForBits(256),
                MontKernels.fma52RowForBits(512));
    }

    /**
     * The one-lane kernels that spread a product across the vector give the scalar reference's limbs (the
     * value the contract fixes, checked too) for products and squarings, in place, on every width: moduli from 2 to 80 limbs, the smallest and largest a
     * limb count takes (the modulus shape) and random lengths, operands at the edges (shape 4: every limb
     * below the top one {@code 2^52 - 1}, so every column of the product and of the reduction is at its
     * largest), a scratch full of garbage.
     */
    @Property(tries = 150)
    void rowKernelsGiveTheContractsValue(@ForAll @IntRange(min = 51, max = 4150) int bits, @ForAll long seed,
            @ForAll @IntRange(min = 0, max = 4) int shape, @ForAll @IntRange(min = 0, max = 2) int modulusShape) {
        Random r = new Random(seed);
        int n = Mont52Kernel.limbs(bits);
        int mb = modulusShape == 0 ? Math.max(51, 52 * n - 53) : modulusShape == 1 ? 52 * n - 2 : bits;
        BigInteger m = new BigInteger(mb, r).setBit(mb - 1).setBit(0);
        BigInteger a = shape == 4 ? allOnesBelow(m.shiftLeft(1)) : operand(m, r, shape);
        BigInteger b = shape == 4 ? a : operand(m, r, (shape + 1) % 4);
        BigInteger rr = BigInteger.ONE.shiftLeft(52 * n);
        BigInteger[] ms = {m};
        long[] minv = minv(ms);
        double[] dm = interleave(ms, n);
        for (BigInteger[] ops : new BigInteger[][] {{a, b}, {a, a}, {b, b}}) {
            BigInteger ab = ops[0].multiply(ops[1]);
            BigInteger q = ab.negate().multiply(m.modInverse(rr)).mod(rr);
            BigInteger want = ab.add(q.multiply(m)).shiftRight(52 * n);
            double[] scalar = new double[n];
            new ScalarMont52(1).mul(interleave(new BigInteger[] {ops[0]}, n), interleave(new BigInteger[] {ops[1]}, n),
                    dm, n, minv, new long[n], scalar);
            assertEquals(want, lane(scalar, n, 1, 0), "scalar reference n=" + n);
            for (Mont52Kernel k : rowKernels()) {
                long[] t = new long[Mont52Kernel.scratch(n, 1)];
                java.util.Arrays.fill(t, -1L);
                double[] da = interleave(new BigInteger[] {ops[0]}, n);
                double[] db = interleave(new BigInteger[] {ops[1]}, n);
                double[] got = new double[n];
                k.mul(da, db, dm, n, minv, t, got);
                assertArrayEquals(scalar, got, k.name() + " against the scalar reference, n=" + n);
                k.mul(da, db, dm, n, minv, t, db);
                assertArrayEquals(got, db, k.name() + " in place");
                if (ops[0] == ops[1]) {
                    k.sqr(da, dm, n, minv, t, da);
                    assertArrayEquals(got, da, k.name() + " sqr in place");
                }
            }
        }
    }

    /** The largest value below {@code limit} whose limbs below the top one are all {@code 2^52 - 1}. */
    private static BigInteger allOnesBelow(BigInteger limit) {
        int top = (limit.bitLength() - 1) / 52 * 52;   // the top limb's position
        BigInteger ones = BigInteger.ONE.shiftLeft(top).subtract(BigInteger.ONE);
        BigInteger high = limit.subtract(BigInteger.ONE).shiftRight(top).shiftLeft(top);
        BigInteger v = high.or(ones);
        return v.compareTo(limit) < 0 ? v : high.subtract(BigInteger.ONE);
    }

    @Property(tries = 20)
    void rowKernelsSelectTheWindowsEntry(@ForAll @IntRange(min = 2, max = 80) int n, @ForAll long seed) {
        Random r = new Random(seed);
        double[][] table = new double[1 + r.nextInt(32)][n];
        for (double[] e : table) {
            for (int i = 0; i < e.length; i++) {
                e[i] = r.nextLong() >>> 12;
            }
        }
        long[] window = {r.nextInt(table.length)};
        for (Mont52Kernel k : rowKernels()) {
            double[] got = new double[n];
            k.select(table, window, n, got);
            assertArrayEquals(table[(int) window[0]], got, k.name() + " select");
        }
    }

    @Property(tries = 20)
    void selectAndLadderOperandMatchTheDefaults(@ForAll @IntRange(min = 2, max = 40) int n, @ForAll long seed) {
        Random r = new Random(seed);
        for (Mont52Kernel k : simdKernels()) {
            int lanes = k.lanes();
            double[][] table = new double[1 + r.nextInt(32)][n * lanes];
            for (double[] e : table) {
                for (int i = 0; i < e.length; i++) {
                    e[i] = r.nextLong() >>> 12;
                }
            }
            long[] window = new long[lanes];
            for (int l = 0; l < lanes; l++) {
                window[l] = r.nextInt(table.length);
            }
            double[] got = new double[n * lanes];
            k.select(table, window, n, got);
            for (int j = 0; j < n; j++) {
                for (int l = 0; l < lanes; l++) {
                    assertEquals(table[(int) window[l]][j * lanes + l], got[j * lanes + l], k.name() + " select");
                }
            }
            double[] s = table[0], one = table[table.length - 1];
            long[] take = new long[lanes];
            for (int l = 1; l < lanes; l += 2) {
                take[l] = r.nextBoolean() ? -1 : 0;
            }
            double[] b = new double[n * lanes];
            k.ladderOperand(s, one, take, n, b);
            for (int j = 0; j < n; j++) {
                for (int l = 0; l < lanes; l += 2) {
                    assertEquals(s[j * lanes + l], b[j * lanes + l], "square lane");
                    assertEquals(take[l + 1] != 0 ? s[j * lanes + l] : one[j * lanes + l + 1], b[j * lanes + l + 1],
                            "multiply lane");
                }
            }
        }
    }

    /** Odd moduli of {@code n} limbs, one per lane: the smallest and the largest this limb count takes, then {@code bits} bits. */
    private static BigInteger[] moduli(Random r, int n, int bits, int lanes) {
        BigInteger[] m = new BigInteger[lanes];
        for (int l = 0; l < lanes; l++) {
            int mb = l == 0 ? Math.max(51, 52 * n - 53) : l == 1 ? 52 * n - 2 : bits;
            m[l] = new BigInteger(mb, r).setBit(mb - 1).setBit(0);
        }
        return m;
    }

    /** {@code -m^-1 mod 2^52} per lane. */
    private static long[] minv(BigInteger[] m) {
        long[] minv = new long[m.length];
        for (int l = 0; l < m.length; l++) {
            minv[l] = m[l].negate().modInverse(LIMB).longValueExact();
        }
        return minv;
    }

    /** Below {@code 2m}: random, zero, {@code 2m - 1}, or {@code m - 1}. */
    private static BigInteger operand(BigInteger m, Random r, int shape) {
        BigInteger twoM = m.shiftLeft(1);
        return switch (shape) {
            case 0 -> new BigInteger(twoM.bitLength() + 8, r).mod(twoM);
            case 1 -> BigInteger.ZERO;
            case 2 -> twoM.subtract(BigInteger.ONE);
            default -> m.subtract(BigInteger.ONE);
        };
    }

    static double[] interleave(BigInteger[] v, int n) {
        int lanes = v.length;
        double[] out = new double[n * lanes];
        for (int l = 0; l < lanes; l++) {
            for (int j = 0; j < n; j++) {
                out[j * lanes + l] = v[l].shiftRight(52 * j).longValue() & ((1L << 52) - 1);
            }
        }
        return out;
    }

    static BigInteger lane(double[] x, int n, int lanes, int l) {
        BigInteger v = BigInteger.ZERO;
        for (int j = n - 1; j >= 0; j--) {
            v = v.shiftLeft(52).add(BigInteger.valueOf((long) x[j * lanes + l]));
        }
        return v;
    }

}
