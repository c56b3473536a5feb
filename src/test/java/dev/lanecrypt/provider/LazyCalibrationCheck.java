package dev.lanecrypt.provider;

import java.security.Security;
import javax.crypto.Cipher;
import javax.crypto.spec.IvParameterSpec;
import javax.crypto.spec.SecretKeySpec;

/**
 * Run by {@link LazyCalibrationTest} in a fresh JVM without a saved profile: prints how many calibration
 * threads exist after the provider has loaded (its self-tests ran every algorithm), after DES, Triple-DES and
 * Blowfish encryptions in the serial modes (single blocks on the scalar code: nothing to calibrate) and after one
 * DES ECB encryption through the JCA.
 */
public final class LazyCalibrationCheck {

    private LazyCalibrationCheck() {
    }

    public static void main(String[] args) throws Exception {
        Security.insertProviderAt(new LaneCryptProvider(), 1);
        Thread.sleep(300);
        System.out.println("afterLoad " + calibrationThreads());
        for (String alg : new String[] {"DES", "DESede", "Blowfish"}) {        // serial modes: single blocks only
            for (String mode : new String[] {"CBC", "CFB", "OFB"}) {
                Cipher s = Cipher.getInstance(alg + "/" + mode + "/NoPadding");
                s.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(new byte[alg.equals("DES") ? 8 : 16], alg),
                        new IvParameterSpec(new byte[8]));
                s.doFinal(new byte[8 * 1024]);
            }
        }
        Thread.sleep(300);
        System.out.println("afterSerial " + calibrationThreads());
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
