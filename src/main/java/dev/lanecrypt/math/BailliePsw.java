package dev.lanecrypt.math;

import java.util.concurrent.ThreadLocalRandom;

/**
 * The Baillie-PSW probable-prime test (R. Baillie and S. Wagstaff, "Lucas pseudoprimes", Math. Comp.
 * 35 (1980); C. Pomerance, J. Selfridge, S. Wagstaff; FIPS 186-4 C.3.1 and C.3.3): trial division by
 * the primes below {@value #TRIAL_LIMIT}, a strong Miller-Rabin test to base 2, and a strong Lucas test
 * with Selfridge's parameters (method A: the first {@code D} in 5, -7, 9, -11, ... with
 * {@code (D/n) = -1}, {@code P = 1}, {@code Q = (1 - D)/4}). No composite is known to pass both.
 * Then as many Miller-Rabin rounds with random bases as {@code BigInteger} would run for the
 * certainty and size (at most {@code (certainty+1)/2}), for the {@code 1 - 2^-certainty} bound.
 * Random bases come from {@link ThreadLocalRandom}: they only add to the deterministic part.
 */
final class BailliePsw {

    static final int TRIAL_LIMIT = 1000;

    private static final int[] SMALL_PRIMES = sieve(TRIAL_LIMIT);

    private BailliePsw() {
    }

    private static int[] sieve(int limit) {
        boolean[] composite = new boolean[limit];
        int count = 0;
        int[] primes = new int[limit];
        for (int i = 2; i < limit; i++) {
            if (!composite[i]) {
                primes[count++] = i;
                for (int j = i * i; j < limit; j += i) {
                    composite[j] = true;
                }
            }
        }
        return java.util.Arrays.copyOf(primes, count);
    }

    /** Whether {@code n} (a trimmed magnitude) is probably prime; {@code certainty > 0}. */
    static boolean isProbablePrime(int[] n, int certainty) {
        long bits = Magnitude.bitLength(n);
        if (bits <= 28) {
            int v = n.length == 0 ? 0 : n[0];
            if (v < 2) {
                return false;
            }
        }
        for (int p : SMALL_PRIMES) {
            if (n.length == 1 && n[0] == p) {
                return true;
            }
            if (KnuthDivision.remainderByDigit(n, p) == 0) {
                return false;
            }
        }
        if (bits <= 28 && n[0] < TRIAL_LIMIT * TRIAL_LIMIT) {
            return true; // no prime factor below sqrt(n)
        }
        MpInt w = MpInt.of(1, n);
        if (!millerRabin(w, MpInt.TWO) || !strongLucas(w)) {
            return false;
        }
        int rounds = Math.min((certainty + 1) / 2, extraRounds(bits));
        MpInt range = w.subtract(MpInt.valueOf(3)); // bases in [2, n-2]
        for (int i = 0; i < rounds; i++) {
            if (!millerRabin(w, randomBelow(range).add(MpInt.TWO))) {
                return false;
            }
        }
        return true;
    }

    /** BigInteger's Miller-Rabin round counts by size (FIPS 186-4 C.3 table C.1 style). */
    private static int extraRounds(long bits) {
        if (bits < 100) {
            return 50;
        }
        if (bits < 256) {
            return 27;
        }
        if (bits < 512) {
            return 15;
        }
        if (bits < 768) {
            return 8;
        }
        return bits < 1024 ? 4 : 2;
    }

    private static MpInt randomBelow(MpInt bound) {
        ThreadLocalRandom rnd = ThreadLocalRandom.current();
        int[] d = new int[bound.digitLength()];
        MpInt r;
        do {
            for (int i = 0; i < d.length; i++) {
                d[i] = rnd.nextInt() & Magnitude.MASK;
            }
            int topBits = 32 - Integer.numberOfLeadingZeros(bound.digit(d.length - 1));
            d[d.length - 1] &= (1 << topBits) - 1;
            r = MpInt.fromDigits(d);
        } while (r.compareTo(bound) >= 0);
        return r;
    }

    /** The strong probable-prime test to base {@code a} (HAC 4.24), odd {@code n > 3}. */
    static boolean millerRabin(MpInt n, MpInt a) {
        MpInt nMinus1 = n.subtract(MpInt.ONE);
        int s = nMinus1.getLowestSetBit();
        MpInt x = a.modPow(nMinus1.shiftRight(s), n);
        if (x.equals(MpInt.ONE) || x.equals(nMinus1)) {
            return true;
        }
        for (int r = 1; r < s; r++) {
            x = x.square().mod(n);
            if (x.equals(nMinus1)) {
                return true;
            }
            if (x.equals(MpInt.ONE)) {
                return false;
            }
        }
        return false;
    }

    /**
     * The strong Lucas probable-prime test (FIPS 186-4 C.3.3; Baillie-Wagstaff): with
     * {@code n + 1 = d * 2^s}, {@code n} passes if {@code U_d = 0} or {@code V_(d 2^r) = 0} for some
     * {@code 0 <= r < s}. Odd {@code n} with no factor below {@value #TRIAL_LIMIT}.
     *
     * <p>{@code U}, {@code V} and {@code Q^k} are kept in Montgomery form ({@code x R mod n}, see
     * {@link MontgomeryContext}): their products are Montgomery products, and the linear steps (sums,
     * halving, multiples by the small {@code D} and {@code Q}) work on that form unchanged.
     */
    static boolean strongLucas(MpInt n) {
        MpInt root = n.sqrt();
        if (root.square().equals(n)) {
            return false; // no D with (D/n) = -1 exists for a square
        }
        int d = 5;
        while (true) {
            int j = Jacobi.symbol(d, n.mag());
            if (j == -1) {
                break;
            }
            if (j == 0) {
                return false; // |D| < n shares a factor with n (n has no factor below the trial limit)
            }
            d = d > 0 ? -(d + 2) : -d + 2;
        }
        MpInt dd = MpInt.valueOf(d);
        MpInt q = MpInt.valueOf((1 - d) / 4);
        MpInt nPlus1 = n.add(MpInt.ONE);
        int s = nPlus1.getLowestSetBit();
        MpInt k = nPlus1.shiftRight(s);

        Montgomery mont = new Montgomery(n);
        // U_1 = 1, V_1 = P = 1, Q^1; then double (and add one) along the bits of k.
        MpInt u = mont.one;
        MpInt v = mont.one;
        MpInt qk = q.multiply(mont.one).mod(n);
        for (int i = k.bitLength() - 2; i >= 0; i--) {
            u = mont.multiply(u, v); // U_2k = U_k V_k
            v = mont.subtract(mont.multiply(v, v), mont.add(qk, qk)); // V_2k = V_k^2 - 2 Q^k
            qk = mont.multiply(qk, qk);
            if (k.testBit(i)) {
                MpInt u1 = mont.half(mont.add(u, v)); // U_(2k+1) = (P U + V) / 2
                v = mont.half(mont.add(dd.multiply(u).mod(n), v)); // V_(2k+1) = (D U + P V) / 2
                u = u1;
                qk = qk.multiply(q).mod(n);
            }
        }
        if (u.signum() == 0) {
            return true;
        }
        for (int r = 0; r < s; r++) {
            if (v.signum() == 0) {
                return true;
            }
            v = mont.subtract(mont.multiply(v, v), mont.add(qk, qk));
            qk = mont.multiply(qk, qk);
        }
        return false;
    }

    /** Residues modulo odd {@code n} in {@code [0, n)}, products by the Montgomery kernel. */
    private static final class Montgomery {
        final MpInt n;
        final MontgomeryContext ctx;
        final long[] scratch;
        /** {@code R mod n}: 1 in Montgomery form. */
        final MpInt one;

        Montgomery(MpInt n) {
            this.n = n;
            this.ctx = new MontgomeryContext(n);
            this.scratch = ctx.newScratch();
            this.one = MpInt.ONE.shiftLeft(Magnitude.BITS * ctx.digits()).mod(n);
        }

        /** {@code a b R^-1 mod n}; the kernel's result is below {@code 2n}, so one subtraction reduces it. */
        MpInt multiply(MpInt a, MpInt b) {
            long[] out = ctx.newDigits();
            ctx.mul(ctx.toDigits(a), ctx.toDigits(b), scratch, out);
            return reduceOnce(ctx.value(out));
        }

        MpInt add(MpInt a, MpInt b) {
            return reduceOnce(a.add(b));
        }

        MpInt subtract(MpInt a, MpInt b) {
            MpInt r = a.subtract(b);
            return r.signum() < 0 ? r.add(n) : r;
        }

        /** {@code x / 2 mod n}: make even by adding {@code n} (odd), halve. */
        MpInt half(MpInt x) {
            return (x.testBit(0) ? x.add(n) : x).shiftRight(1);
        }

        private MpInt reduceOnce(MpInt x) {
            return x.compareTo(n) >= 0 ? x.subtract(n) : x;
        }
    }
}
