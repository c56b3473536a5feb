package dev.lanecrypt.cipher;

import java.util.Locale;
import java.util.Optional;

/** Padding schemes: none, or PKCS #5 (RFC 8018 6.1.1 step 4: 1..8 bytes, each holding the count). */
public enum Padding {
    NONE, PKCS5;

    /** The padding for a JCA name (any case): NoPadding, PKCS5Padding. */
    public static Optional<Padding> forJcaName(String name) {
        return switch (name.toUpperCase(Locale.ROOT)) {
            case "NOPADDING" -> Optional.of(NONE);
            case "PKCS5PADDING" -> Optional.of(PKCS5);
            default -> Optional.empty();
        };
    }

    /** The JCA provider attribute {@code SupportedPaddings}. */
    public static final String JCA_SUPPORTED = "NOPADDING|PKCS5PADDING";

    /**
     * The length of the PKCS #5 padding at the end of the 8-byte block {@code last}, or -1 when the
     * padding is malformed. Constant time in the block's content: every byte is examined whatever the
     * padding length, and no branch depends on the data.
     */
    public static int pkcs5PadLength(long last) {
        int n = (int) (last & 0xFF);
        // good stays all ones while every checked condition holds; each term is 0 or -1.
        int good = -(((n - 1) >>> 31) ^ 1) & ((n - 9) >> 31);   // 1 <= n <= 8
        for (int i = 0; i < 8; i++) {
            int b = (int) (last >>> (8 * i)) & 0xFF;
            int inPad = (i - n) >> 31;                          // -1 when byte i (from the end) is padding
            int differs = ((b ^ n) - 1) >>> 31 ^ 1;             // 1 when b != n
            good &= ~(inPad & -differs);
        }
        return (n & good) | ~good;
    }
}
