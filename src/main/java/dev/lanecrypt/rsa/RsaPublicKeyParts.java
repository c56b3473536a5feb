package dev.lanecrypt.rsa;

import dev.lanecrypt.math.MontgomeryContext;
import dev.lanecrypt.math.MpInt;
import java.math.BigInteger;
import java.security.InvalidKeyException;

/**
 * An RSA public key (n, e) with its Montgomery context, checked on construction: n odd and at least
 * 512 bits rounded up to octets (SunRsaSign's rule), {@code 3 <= e < n}, e odd (PKCS#1 section 3.1).
 */
public final class RsaPublicKeyParts {

    /** The smallest modulus accepted (the JDK's SunRsaSign floor). */
    public static final int MIN_BITS = 512;

    /** The largest modulus accepted (as SunRsaSign). */
    public static final int MAX_BITS = 16384;

    final MpInt n;
    final MpInt e;
    final MontgomeryContext ctx;

    public RsaPublicKeyParts(BigInteger n, BigInteger e) throws InvalidKeyException {
        if (n == null || e == null) {
            throw new InvalidKeyException("RSA key lacks its modulus or exponent");
        }
        checkModulus(n);
        if (e.compareTo(BigInteger.valueOf(3)) < 0 || e.compareTo(n) >= 0 || !e.testBit(0)) {
            throw new InvalidKeyException("RSA public exponent out of range");
        }
        this.n = MpInt.fromBigInteger(n);
        this.e = MpInt.fromBigInteger(e);
        this.ctx = new MontgomeryContext(this.n);
    }

    /**
     * The modulus checks of both key halves: odd, and {@link #MIN_BITS} to {@link #MAX_BITS} bits counted
     * as SunRsaSign counts them, the length rounded up to whole octets (so 505- to 511-bit moduli pass,
     * as they do there).
     */
    static void checkModulus(BigInteger n) throws InvalidKeyException {
        int octetBits = (n.bitLength() + 7) & ~7;
        if (n.signum() <= 0 || octetBits < MIN_BITS || octetBits > MAX_BITS || !n.testBit(0)) {
            throw new InvalidKeyException("RSA keys must be odd and " + MIN_BITS + " to " + MAX_BITS + " bits long");
        }
    }

    public MpInt modulus() {
        return n;
    }

    public MpInt publicExponent() {
        return e;
    }

    /** Octets of the modulus ({@code k} in PKCS#1). */
    public int byteLength() {
        return (n.bitLength() + 7) / 8;
    }
}
