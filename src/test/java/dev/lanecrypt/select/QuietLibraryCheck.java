package dev.lanecrypt.select;

import dev.lanecrypt.cli.Operations;
import dev.lanecrypt.math.kernel.Kernels;
import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.provider.LaneCryptProvider;
import java.math.BigInteger;
import java.security.Security;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * Main class of the JVMs {@link QuietLibraryTest} starts: uses the library as a program would (the
 * provider's Blowfish, MpInt products large enough for the selected kernel), waits for every selection
 * ({@code forced}: each operation forced to its first candidate, so no calibration runs; otherwise the
 * multiply kernel is calibrated as at first use) and prints {@code DONE} on standard output. Whatever
 * the library logs goes to standard error in java.util.logging's default handler.
 */
public final class QuietLibraryCheck {

    private QuietLibraryCheck() {
    }

    public static void main(String[] args) throws Exception {
        boolean forced = args.length > 0 && args[0].equals("forced");
        if (forced) {
            for (Operation<?> op : Operations.all()) {
                System.setProperty(op.forceProperty(), op.candidates().get().get(0).name());
            }
        }
        Security.insertProviderAt(new LaneCryptProvider(), 1);
        Cipher c = Cipher.getInstance("Blowfish/ECB/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[16], "Blowfish"));
        c.doFinal(new byte[64]);
        MpInt a = MpInt.fromBigInteger(BigInteger.ONE.shiftLeft(2000).subtract(BigInteger.ONE));
        if (!a.multiply(a).toBigInteger().equals(a.toBigInteger().pow(2))) {
            throw new AssertionError("wrong product");
        }
        if (forced) {
            for (Operation<?> op : Operations.all()) {
                Selector.current(op);
            }
        } else {
            Selector.current(Kernels.MUL);
        }
        Thread.sleep(200);                   // a log record of a just completed calibration has been written
        System.out.println("DONE");
    }
}
