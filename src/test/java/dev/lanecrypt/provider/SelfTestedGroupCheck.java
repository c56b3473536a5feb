package dev.lanecrypt.provider;

import dev.lanecrypt.select.Selector;
import dev.lanecrypt.math.kernel.MontKernels;
import java.security.KeyPairGenerator;
import java.security.Security;

/**
 * Run by {@link LazyCalibrationTest} in a fresh JVM without a saved profile: loads the provider (its DH
 * self-test caches ffdhe2048's Montgomery context inside the deferring scope), makes one DH key pair on
 * that group through the JCA, then prints whether the Montgomery calibration completed within 60 s
 * ({@code chosen 1}) or not ({@code chosen 0}: the group would have run the scalar kernel for good).
 */
public final class SelfTestedGroupCheck {

    private SelfTestedGroupCheck() {
    }

    public static void main(String[] args) throws Exception {
        Security.insertProviderAt(new LaneCryptProvider(), 1);
        KeyPairGenerator g = KeyPairGenerator.getInstance("DH");
        g.initialize(2048);
        g.generateKeyPair();
        // peek at the selection without asking for it (asking would start the calibration itself)
        java.lang.reflect.Field field = Selector.class.getDeclaredField("SELECTIONS");
        field.setAccessible(true);
        java.util.Map<?, ?> selections = (java.util.Map<?, ?>) field.get(null);
        long end = System.nanoTime() + 60_000_000_000L;
        boolean done = false;
        while (!done && System.nanoTime() < end) {
            Object f = selections.get(MontKernels.MONTGOMERY.name());
            done = f instanceof java.util.concurrent.CompletableFuture<?> c && c.isDone();
            Thread.sleep(50);
        }
        System.out.println("chosen " + (done ? 1 : 0));
    }
}
