package dev.lanecrypt.provider;

import java.security.Security;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * Run by {@link LazyCalibrationTest} in a fresh JVM without a saved profile: prints how many calibration
 * threads exist after the provider has loaded (its self-tests ran every algorithm) and after one DES
 * encryption through the JCA.
 */
public final class LazyCalibrationCheck {

    private LazyCalibrationCheck() {
    }

    public static void main(String[] args) throws Exception {
        Security.insertProviderAt(new LaneCryptProvider(), 1);
        Thread.sleep(300);
        System.out.println("afterLoad " + calibrationThreads());
        Cipher c = Cipher.getInstance("DES/ECB/NoPadding");
        c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[8], "DES"));
        c.doFinal(new byte[8 * 1024]);
        Thread.sleep(300);
        System.out.println("afterUse " + calibrationThreads());
    }

    private static long calibrationThreads() {
        return Thread.getAllStackTraces().keySet().stream()
                .filter(t -> t.getName().equals("lanecrypt-calibration")).count();
    }
}
