package dev.lanecrypt.select;

import dev.lanecrypt.cli.CommandIo;
import dev.lanecrypt.cli.Main;
import dev.lanecrypt.math.kernel.Kernels;
import dev.lanecrypt.math.kernel.MulKernel;
import dev.lanecrypt.math.MpInt;
import java.math.BigInteger;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;

/**
 * Main class of the JVMs {@link SelectionForkTest} starts with other flags. {@code cpu}: prints
 * {@code lanecrypt cpu --json mul} (only this operation, so other subsystems' calibrations do not slow
 * the forks), then checks every kernel this JVM runs and {@link Kernels#base()}, and MpInt's
 * multiply and square at 1..300 digits (Karatsuba above the cutoffs), against BigInteger and prints {@code MULTIPLY-OK <base kernel>}. {@code base}: prints what
 * {@code Kernels.base()} returns or throws.
 */
public final class ForkedKernelCheck {

    private ForkedKernelCheck() {
    }

    public static void main(String[] args) {
        System.setProperty("java.util.logging.SimpleFormatter.format", "%4$s: %5$s%6$s%n");
        if (args[0].equals("base")) {
            try {
                System.out.println("BASE " + Kernels.base().name());
            } catch (RuntimeException e) {
                System.out.println(e.getClass().getSimpleName() + ": " + e.getMessage());
            }
            return;
        }
        int status = Main.run(List.of("cpu", "--json", "mul"), CommandIo.system());
        if (status != 0) {
            System.exit(status);
        }
        Selector.current(Kernels.MUL);
        List<MulKernel> kernels = new ArrayList<>(Kernels.candidates());
        kernels.add(Kernels.base());
        SplittableRandom rnd = new SplittableRandom(7);
        for (int n = 1; n <= 70; n++) {
            int[] a = digits(rnd, n);
            int[] b = digits(rnd, 1 + rnd.nextInt(70));
            for (MulKernel k : kernels) {
                int[] p = new int[a.length + b.length];
                k.multiply(a, a.length, b, b.length, p);
                int[] s = new int[2 * n];
                k.square(a, n, s);
                if (!value(p).equals(value(a).multiply(value(b))) || !value(s).equals(value(a).pow(2))) {
                    System.out.println("WRONG " + k.name() + " at " + n + " digits");
                    System.exit(1);
                }
            }
        }
        // through MpInt: the selected kernel below the Karatsuba cutoffs, Karatsuba (bottoming out in it) above
        for (int n = 1; n <= 300; n++) {
            BigInteger a = value(digits(rnd, n));
            BigInteger b = value(digits(rnd, n % 3 == 0 ? n : 1 + rnd.nextInt(300)));
            MpInt x = MpInt.fromBigInteger(a);
            if (!x.multiply(MpInt.fromBigInteger(b)).toBigInteger().equals(a.multiply(b))
                    || !x.square().toBigInteger().equals(a.multiply(a))) {
                System.out.println("WRONG MpInt at " + n + " digits with " + Kernels.base().name());
                System.exit(1);
            }
        }
        System.out.println("MULTIPLY-OK " + Kernels.base().name());
        System.exit(0);
    }

    private static int[] digits(SplittableRandom rnd, int n) {
        int[] d = new int[n];
        if (rnd.nextBoolean()) {
            Arrays.fill(d, MulKernel.DIGIT_MASK);
            return d;
        }
        for (int i = 0; i < n; i++) {
            d[i] = rnd.nextInt(MulKernel.DIGIT_MASK + 1);
        }
        return d;
    }

    private static BigInteger value(int[] digits) {
        BigInteger v = BigInteger.ZERO;
        for (int i = digits.length - 1; i >= 0; i--) {
            v = v.shiftLeft(MulKernel.DIGIT_BIT).add(BigInteger.valueOf(digits[i]));
        }
        return v;
    }
}
