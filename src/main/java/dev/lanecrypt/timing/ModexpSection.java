package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Measurement;
import dev.lanecrypt.measure.Stopwatch;
import dev.lanecrypt.measure.Workload;
import dev.lanecrypt.select.Hardware;
import dev.lanecrypt.math.kernel.Mont52Kernel;
import dev.lanecrypt.math.kernel.MontKernel;
import dev.lanecrypt.math.kernel.MontKernels;
import dev.lanecrypt.math.ConstantTimeModPow;
import dev.lanecrypt.math.MontgomeryContext;
import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.math.Radix52;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;

/**
 * The {@code modexp} section: cycles for one modular exponentiation with a full-length exponent and an
 * odd modulus of 1024 and 2048 bits (an RSA-2048 CRT half and a whole RSA-2048/DH-2048 modulus):
 * the constant-time fixed-window path on every Montgomery kernel that runs natively here
 * ({@code ct <kernel>}) and, where the Vector API runs, on the radix-2^52 kernel that spreads one product
 * across the preferred vector width ({@code ct fma52h<W>}, what a lone exponentiation such as a DH agreement
 * may run on), {@code MpInt.modPow} (sliding window on the selected kernel) and {@code BigInteger.modPow}
 * (HotSpot's Montgomery intrinsics) for reference.
 *
 * <p>Known answers: the SHA-1 of every path's result on {@link FixedOperands} against that of
 * {@code BigInteger.modPow}, an independent implementation.
 */
final class ModexpSection implements TimingSection {

    static final int[] BITS = {1024, 2048};

    @Override
    public String name() {
        return "modexp";
    }

    @Override
    public String title() {
        return "Timing Exponentiating (full-length exponent, odd modulus):";
    }

    private static List<MontKernel> kernels() {
        int nativeBits = Hardware.get().vectorBits();
        return MontKernels.candidates().stream()
                .filter(k -> !k.name().startsWith("simd") || Integer.parseInt(k.name().substring(4)) <= nativeBits)
                .toList();
    }

    /** The one-lane radix-2^52 kernel at the preferred width, where the Vector API runs. */
    private static List<Mont52Kernel> rowKernels() {
        Hardware hw = Hardware.get();
        return hw.vectorApi() ? List.of(MontKernels.fma52RowForBits(hw.vectorBits())) : List.of();
    }

    /** {@code b^e mod m} on a one-lane radix-2^52 kernel, over the exponent's own length. */
    private static MpInt rowModPow(Mont52Kernel k, MontgomeryContext ctx, MpInt b, MpInt e) {
        return Radix52.batch(k, new MontgomeryContext[] {ctx}, new MpInt[] {b}, new MpInt[] {e},
                new int[] {Math.max(1, e.bitLength())})[0];
    }

    /** Base, exponent and modulus of {@code bits} bits from the fixed operands (modulus odd, top bits set). */
    private static BigInteger[] operands(int bits) {
        int n = (bits + 27) / 28;
        BigInteger mask = BigInteger.ONE.shiftLeft(bits).subtract(BigInteger.ONE);
        BigInteger m = FixedOperands.toBigInteger(FixedOperands.digits(n, 3), n).and(mask).setBit(bits - 1).setBit(0);
        BigInteger b = FixedOperands.toBigInteger(FixedOperands.digits(n, 1), n).mod(m);
        BigInteger e = FixedOperands.toBigInteger(FixedOperands.digits(n, 2), n).and(mask).setBit(bits - 1);
        return new BigInteger[] {b, e, m};
    }

    @Override
    public List<KnownAnswer> knownAnswers(TimingOptions options) {
        List<KnownAnswer> answers = new ArrayList<>();
        for (int bits : BITS) {
            BigInteger[] o = operands(bits);
            String expected = sha1(o[0].modPow(o[1], o[2]));
            MpInt b = MpInt.fromBigInteger(o[0]);
            MpInt e = MpInt.fromBigInteger(o[1]);
            MpInt m = MpInt.fromBigInteger(o[2]);
            for (MontKernel k : kernels()) {
                answers.add(new KnownAnswer("modexp ct " + k.name() + ": SHA-1 of the result at " + bits + " bits, against BigInteger",
                        sha1(ConstantTimeModPow.modPow(new MontgomeryContext(m, k), b, e).toBigInteger()), expected));
            }
            for (Mont52Kernel k : rowKernels()) {
                answers.add(new KnownAnswer("modexp ct " + k.name() + ": SHA-1 of the result at " + bits + " bits, against BigInteger",
                        sha1(rowModPow(k, new MontgomeryContext(m), b, e).toBigInteger()), expected));
            }
            answers.add(new KnownAnswer("modexp mpint: SHA-1 of the result at " + bits + " bits, against BigInteger",
                    sha1(b.modPow(e, m).toBigInteger()), expected));
        }
        return answers;
    }

    /** SHA-1 of the value's two's-complement bytes, in hex (short lines in the known-answer report). */
    private static String sha1(BigInteger v) {
        try {
            return java.util.HexFormat.of().formatHex(
                    java.security.MessageDigest.getInstance("SHA-1").digest(v.toByteArray()));
        } catch (java.security.NoSuchAlgorithmException e) {
            throw new IllegalStateException(e);
        }
    }

    /** Per kernel the constant-time path, then MpInt and BigInteger, each at every size of {@link #BITS}. */
    @Override
    public List<TimedPath> paths(TimingOptions options) {
        List<TimedPath> paths = new ArrayList<>();
        for (MontKernel k : kernels()) {
            paths.add(new TimedPath("ct " + k.name(), sw -> rows("ct " + k.name(), sw, (o, mp) -> {
                MontgomeryContext ctx = new MontgomeryContext(mp[2], k);
                return reps -> {
                    long sink = 0;
                    for (int i = 0; i < reps; i++) {
                        sink += ConstantTimeModPow.modPow(ctx, mp[0], mp[1]).digit(0);
                    }
                    return sink;
                };
            })));
        }
        for (Mont52Kernel k : rowKernels()) {
            paths.add(new TimedPath("ct " + k.name(), sw -> rows("ct " + k.name(), sw, (o, mp) -> {
                MontgomeryContext ctx = new MontgomeryContext(mp[2]);
                return reps -> {
                    long sink = 0;
                    for (int i = 0; i < reps; i++) {
                        sink += rowModPow(k, ctx, mp[0], mp[1]).digit(0);
                    }
                    return sink;
                };
            })));
        }
        paths.add(new TimedPath("mpint", sw -> rows("mpint", sw, (o, mp) -> reps -> {
            long sink = 0;
            for (int i = 0; i < reps; i++) {
                sink += mp[0].modPow(mp[1], mp[2]).digit(0);
            }
            return sink;
        })));
        paths.add(new TimedPath("biginteger", sw -> rows("biginteger", sw, (o, mp) -> reps -> {
            long sink = 0;
            for (int i = 0; i < reps; i++) {
                sink += o[0].modPow(o[1], o[2]).intValue();
            }
            return sink;
        })));
        return paths;
    }

    /**
     * The rows of one path: {@code work} makes its workload from the operands as BigInteger and MpInt.
     * Both sizes are warmed up together and timed interleaved (one warm-up per JVM, and code compiled
     * with the profile of both, as in the digit sections).
     */
    private List<TimingRow> rows(String path, Stopwatch stopwatch,
            java.util.function.BiFunction<BigInteger[], MpInt[], Workload> work) {
        List<Workload> works = new ArrayList<>();
        for (int bits : BITS) {
            BigInteger[] o = operands(bits);
            MpInt[] mp = {MpInt.fromBigInteger(o[0]), MpInt.fromBigInteger(o[1]), MpInt.fromBigInteger(o[2])};
            works.add(work.apply(o, mp));
        }
        List<Measurement> ms = stopwatch.time(works);
        List<TimingRow> rows = new ArrayList<>();
        for (int i = 0; i < BITS.length; i++) {
            rows.add(new TimingRow(name(), path, "bits", BITS[i], ms.get(i)));
        }
        return rows;
    }
}
