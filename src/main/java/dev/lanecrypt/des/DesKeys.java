package dev.lanecrypt.des;

import java.security.InvalidKeyException;
import java.security.SecureRandom;
import javax.crypto.spec.DESKeySpec;

/**
 * DES key bytes: odd parity (FIPS 46-3: bit 8 of each byte makes the byte's weight odd) and the 4 weak
 * and 12 semi-weak keys (NIST SP 800-67 3.3.2, the list {@link DESKeySpec#isWeak} holds).
 */
public final class DesKeys {

    private DesKeys() {
    }

    /** Sets the low bit of each of {@code len} bytes so that the byte has an odd number of one bits. */
    public static void setOddParity(byte[] key, int off, int len) {
        for (int i = off; i < off + len; i++) {
            int b = key[i] & 0xFE;
            key[i] = (byte) (b | ((Integer.bitCount(b) & 1) ^ 1));
        }
    }

    /** Whether the 8 bytes at {@code off} are a weak or semi-weak DES key (parity bits ignored). */
    public static boolean isWeak(byte[] key, int off) {
        try {
            byte[] k = java.util.Arrays.copyOfRange(key, off, off + 8);
            setOddParity(k, 0, 8);
            return DESKeySpec.isWeak(k, 0);
        } catch (InvalidKeyException e) {
            throw new AssertionError("8 bytes are always there", e);
        }
    }

    /** {@code n} random single-DES keys in a row, each with odd parity and none weak or semi-weak. */
    public static byte[] randomKeys(int n, SecureRandom random) {
        byte[] k = new byte[8 * n];
        byte[] one = new byte[8];
        for (int i = 0; i < n; i++) {
            do {
                random.nextBytes(one);
                setOddParity(one, 0, 8);
            } while (isWeak(one, 0));
            System.arraycopy(one, 0, k, 8 * i, 8);
        }
        return k;
    }
}
