package dev.lanecrypt.math;

import dev.lanecrypt.select.Cutoffs;

/**
 * Constant-time exponentiation of one fixed base by many secret exponents below a public bound, with a
 * precomputed table: fixed-base windowing (Brickell, Gordon, McCurley and Wilson, "Fast exponentiation with
 * precomputation", EUROCRYPT 1992; HAC algorithm 14.109 with a fixed window). With {@code w}-bit windows
 * and the exponent {@code x = sum_i x_i 2^(w i)}, the table holds {@code T[i][j] = g^(j 2^(w i))} in
 * Montgomery form, and {@code g^x = prod_i T[i][x_i]}: one Montgomery product per window and no squaring
 * at all, against {@code w} squarings and a product per window for a variable base
 * ({@link ConstantTimeModPow}). A Diffie-Hellman key pair on a 2048-bit group with a 224-bit private value
 * takes 56 products this way instead of about 295.
 *
 * <p>Contract (as {@link ConstantTimeModPow}'s): for a given table the sequence of operations, branches
 * and memory addresses is the same for every exponent below {@code 2^bits}: every window does one
 * product, with the entry for a zero window ({@code R mod m}) too, and reads its whole row of the table,
 * combining the entries under masks derived arithmetically from the window value.
 *
 * <p>Two representations, each built at its first use: 28-bit digits on the context's Montgomery kernel, or
 * 52-bit limbs on the one-lane radix-2^52 kernel ({@link Radix52.FixedBase}) where the lone-exponentiation
 * engine chosen for this modulus size is one ({@link SecretEngines#loneKernel}): the products here are of the
 * same size as a variable-base exponentiation's, so the same measurement decides.
 *
 * <p>Shared by threads (each call brings its own scratch); a table, once published, is immutable. The
 * 28-bit table costs {@code ceil(bits/w) 2^w} values: 56 x 16 x 80 longs (573 KB) for a 2048-bit prime and
 * 224-bit exponents; the 52-bit one 56 x 16 x 40 doubles.
 */
public final class FixedBaseModPow {

    /** Window width: 16 entries per row, a balance of products saved against the rows read whole ({@link Cutoffs}). */
    static final int W = Cutoffs.FIXED_BASE_WINDOW;

    private final MontgomeryContext ctx;
    private final MpInt base;
    private final int bits;
    /** {@code table[i][j] = g^(j 2^(W i)) R mod m}, almost reduced; rows of 2^W entries (null until first used). */
    private volatile long[][][] table;
    /** The same on a one-lane radix-2^52 kernel (null until first used). */
    private volatile Radix52.FixedBase limbs;

    /** The table's size in bytes for {@code digits}-digit moduli and exponents below {@code 2^bits}. */
    public static long tableBytes(int digits, int bits) {
        return (long) ((bits + W - 1) / W) * (1 << W) * dev.lanecrypt.math.kernel.MontKernel.padded(digits) * Long.BYTES;
    }

    /**
     * The fixed-base exponentiation of {@code base} for exponents below {@code 2^bits} modulo the context's
     * modulus; a table costs about {@code (2^W + W - 1) ceil(bits/W)} products, once, at its first use.
     */
    public FixedBaseModPow(MontgomeryContext ctx, MpInt base, int bits) {
        if (bits < 1) {
            throw new IllegalArgumentException("exponent bound must be positive");
        }
        this.ctx = ctx;
        this.base = base;
        this.bits = bits;
    }

    /** The 28-bit table, built at the first call that needs it. */
    private long[][][] digitsTable() {
        long[][][] t = table;
        if (t == null) {
            synchronized (this) {
                t = table;
                if (t == null) {
                    t = build();
                    table = t;
                }
            }
        }
        return t;
    }

    /** The radix-2^52 table on kernel {@code k}, built (again, if the kernel changed) when needed. */
    private Radix52.FixedBase limbsTable(dev.lanecrypt.math.kernel.Mont52Kernel k) {
        Radix52.FixedBase f = limbs;
        if (f == null || f.kernel() != k) {
            synchronized (this) {
                f = limbs;
                if (f == null || f.kernel() != k) {
                    f = new Radix52.FixedBase(k, ctx, base, bits, W);
                    limbs = f;
                }
            }
        }
        return f;
    }

    private long[][][] build() {
        int rows = (bits + W - 1) / W;
        long[][][] table = new long[rows][1 << W][];
        long[] t = ctx.newScratch();
        long[] one = ctx.newDigits();
        one[0] = 1;
        long[] g = ctx.newDigits();
        ctx.toMontgomery(ctx.toDigits(base.mod(ctx.modulus())), t, g);   // g^(2^(W i)) for the row
        for (int i = 0; i < rows; i++) {
            long[][] row = table[i];
            row[0] = ctx.newDigits();
            ctx.toMontgomery(one, t, row[0]);
            row[1] = g.clone();
            for (int j = 2; j < row.length; j++) {
                row[j] = ctx.newDigits();
                ctx.mul(row[j - 1], g, t, row[j]);
            }
            for (int s = 0; s < W; s++) {
                ctx.mul(g, g, t, g);
            }
        }
        return table;
    }

    /** The exponent bound in bits this table serves. */
    public int bits() {
        return bits;
    }

    public MontgomeryContext context() {
        return ctx;
    }

    /**
     * {@code base^exponent mod m}, fully reduced, for {@code 0 <= exponent < 2^bits()}; constant time in the
     * exponent's value (see the class comment).
     *
     * @throws ArithmeticException if the exponent is negative or not below {@code 2^bits()}
     */
    public MpInt modPow(MpInt exponent) {
        if (exponent.signum() < 0 || exponent.bitLength() > bits) {
            throw new ArithmeticException("exponent out of range for the fixed-base table");
        }
        dev.lanecrypt.math.kernel.Mont52Kernel k = SecretEngines.loneKernel(ctx);
        if (k != null) {
            return limbsTable(k).modPow(exponent);
        }
        long[][][] table = digitsTable();
        long[] e = Digits28.of(exponent, (bits + 27) / 28 + 1);
        long[] t = ctx.newScratch();
        long[] acc = ctx.newDigits();
        long[] sel = ctx.newDigits();
        int len = acc.length;
        ConstantTimeModPow.select(table[0], ConstantTimeModPow.windowAt(e, 0, W), len, acc);
        for (int i = 1; i < table.length; i++) {
            ConstantTimeModPow.select(table[i], ConstantTimeModPow.windowAt(e, i * W, W), len, sel);
            ctx.mul(acc, sel, t, acc);
        }
        long[] out = ctx.newDigits();
        ctx.fromMontgomery(acc, t, out);
        return ctx.value(out);
    }
}
