package dev.lanecrypt.rsa;

import java.math.BigInteger;

/** PKCS#1's data conversion primitives I2OSP and OS2IP (RFC 8017 section 4), and constant-time helpers. */
public final class Octets {

    private Octets() {
    }

    /** I2OSP: {@code x} as exactly {@code len} big-endian octets; IllegalArgumentException when it does not fit. */
    public static byte[] i2osp(BigInteger x, int len) {
        byte[] raw = x.toByteArray();
        int skip = raw.length > 1 && raw[0] == 0 ? 1 : 0;
        int have = raw.length - skip;
        if (x.signum() < 0 || have > len) {
            throw new IllegalArgumentException("integer too large for " + len + " octets");
        }
        byte[] out = new byte[len];
        System.arraycopy(raw, skip, out, len - have, have);
        return out;
    }

    /** OS2IP: the non-negative integer whose big-endian octets these are. */
    public static BigInteger os2ip(byte[] b) {
        return new BigInteger(1, b);
    }

    /** All ones when {@code x == 0}, else zero, without a branch. */
    static int isZero(int x) {
        return ((x | -x) >> 31) ^ -1;
    }

    /** All ones when {@code a == b}, else zero, without a branch. */
    static int equal(int a, int b) {
        return isZero(a ^ b);
    }
}
