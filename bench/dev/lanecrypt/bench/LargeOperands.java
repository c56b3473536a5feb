package dev.lanecrypt.bench;

import dev.lanecrypt.select.Selector;
import dev.lanecrypt.math.kernel.Kernels;
import dev.lanecrypt.math.MpInt;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.function.Supplier;

/**
 * MpInt against BigInteger on large operands, in one JVM (not JMH: one call takes from milliseconds to
 * seconds, so a few timed calls are enough): {@code toString}, {@code parse}, {@code sqrt}, a
 * {@code 2n / n}-digit {@code divideAndRemainder} and an {@code n x n}-digit {@code multiply} and {@code square}, at each
 * size given in decimal digits. Each operation is checked against BigInteger's result, warmed up (calls
 * of both for {@code warmup} seconds, at least one each), then timed: calls alternate between the two
 * libraries until both have run {@code reps} times or {@code seconds} have passed (at least once each);
 * the best and median are printed in milliseconds.
 *
 * <pre>
 * java --add-modules jdk.incubator.vector -cp target/benchmarks.jar dev.lanecrypt.bench.LargeOperands \
 *     [sizes=100000,1000000] [ops=toString,parse,sqrt,divide,multiply,square] [reps=5] [seconds=20] [warmup=3]
 * </pre>
 */
public final class LargeOperands {

    private LargeOperands() {
    }

    private record Op(String name, Supplier<Object> mp, Supplier<Object> big) {
    }

    public static void main(String[] args) {
        List<Integer> sizes = List.of(100_000, 1_000_000);
        List<String> ops = List.of("toString", "parse", "sqrt", "divide", "multiply", "square");
        int reps = 5;
        double seconds = 20;
        double warmup = 3;
        for (String a : args) {
            String[] kv = a.split("=", 2);
            switch (kv[0]) {
                case "sizes" -> sizes = java.util.Arrays.stream(kv[1].split(",")).map(Integer::valueOf).toList();
                case "ops" -> ops = List.of(kv[1].split(","));
                case "reps" -> reps = Integer.parseInt(kv[1]);
                case "seconds" -> seconds = Double.parseDouble(kv[1]);
                case "warmup" -> warmup = Double.parseDouble(kv[1]);
                default -> throw new IllegalArgumentException("unknown argument " + a);
            }
        }
        // The kernel calibration runs in the background at first use; wait for it so that no timing shares it.
        String kernels = Selector.select(Kernels.MUL).join().summary();
        System.out.printf("%s %s, %s, %d CPUs%n%s%n", System.getProperty("java.vm.name"), System.getProperty("java.version"),
                System.getProperty("os.arch"), Runtime.getRuntime().availableProcessors(), kernels);
        System.out.printf("%-9s %9s %12s %12s %12s %12s %7s%n", "op", "digits", "MpInt best", "MpInt med",
                "BigInt best", "BigInt med", "ratio");
        for (int digits : sizes) {
            for (String name : ops) {
                Op op = op(name, digits);
                check(op);
                run(op, 1000, warmup); // until the JIT has compiled the paths of this size
                double[][] t = run(op, reps, seconds);
                System.out.printf("%-9s %9d %12.1f %12.1f %12.1f %12.1f %7.2f%n", name, digits, t[0][0], t[0][1],
                        t[1][0], t[1][1], t[0][0] / t[1][0]);
            }
        }
    }

    private static Op op(String name, int digits) {
        Random rnd = new Random(digits);
        BigInteger a = decimal(digits, rnd);
        BigInteger b = decimal(digits, rnd);
        BigInteger half = decimal(digits / 2, rnd);
        MpInt ma = MpInt.fromBigInteger(a);
        MpInt mb = MpInt.fromBigInteger(b);
        MpInt mh = MpInt.fromBigInteger(half);
        String s = a.toString();
        return switch (name) {
            case "toString" -> new Op(name, ma::toString, a::toString);
            case "parse" -> new Op(name, () -> MpInt.parse(s, 10), () -> new BigInteger(s, 10));
            case "sqrt" -> new Op(name, ma::sqrt, a::sqrt);
            case "divide" -> new Op(name, () -> ma.divideAndRemainder(mh), () -> a.divideAndRemainder(half));
            case "multiply" -> new Op(name, () -> ma.multiply(mb), () -> a.multiply(b));
            case "square" -> new Op(name, ma::square, () -> a.multiply(a));
            default -> throw new IllegalArgumentException("unknown op " + name);
        };
    }

    /** A uniformly random value of exactly {@code digits} decimal digits. */
    private static BigInteger decimal(int digits, Random rnd) {
        BigInteger lo = BigInteger.TEN.pow(digits - 1);
        BigInteger span = BigInteger.TEN.pow(digits).subtract(lo);
        BigInteger r;
        do {
            r = new BigInteger(span.bitLength(), rnd);
        } while (r.compareTo(span) >= 0);
        return r.add(lo);
    }

    private static void check(Op op) {
        Object m = op.mp.get();
        Object b = op.big.get();
        String ms = m instanceof MpInt[] qr ? qr[0] + "/" + qr[1] : m.toString();
        String bs = b instanceof BigInteger[] qr ? qr[0] + "/" + qr[1] : b.toString();
        if (!ms.equals(bs)) {
            throw new IllegalStateException(op.name + ": MpInt and BigInteger differ");
        }
    }

    /** {{MpInt best, median}, {BigInteger best, median}} in ms. */
    private static double[][] run(Op op, int reps, double seconds) {
        List<Double> mp = new ArrayList<>();
        List<Double> big = new ArrayList<>();
        long end = System.nanoTime() + (long) (seconds * 1e9);
        while (mp.isEmpty() || (mp.size() < reps && System.nanoTime() < end)) {
            mp.add(time(op.mp));
            big.add(time(op.big));
        }
        return new double[][] {stats(mp), stats(big)};
    }

    private static double time(Supplier<Object> f) {
        long t0 = System.nanoTime();
        Object r = f.get();
        long t1 = System.nanoTime();
        if (r == null) {
            throw new IllegalStateException();
        }
        return (t1 - t0) / 1e6;
    }

    private static double[] stats(List<Double> t) {
        List<Double> s = t.stream().sorted().toList();
        return new double[] {s.getFirst(), s.get(s.size() / 2)};
    }
}
