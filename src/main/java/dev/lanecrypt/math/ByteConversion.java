package dev.lanecrypt.math;

/**
 * Conversions between magnitudes of 28-bit digits and big-endian byte strings: unsigned (OS2IP/I2OSP
 * of PKCS #1, RFC 8017 4.1-4.2) and two's complement (the format of {@code BigInteger.toByteArray}).
 *
 * <p>Bit buffer bound: bits move through a {@code long} that holds fewer than 8 bits when a 28-bit
 * digit is added (or fewer than 28 when a byte is added), so it never holds more than 36 bits.
 */
final class ByteConversion {

    private static final int BITS = Magnitude.BITS;

    private ByteConversion() {
    }

    /**
     * The trimmed magnitude of unsigned big-endian {@code bytes}; its bit length is known from the
     * leading bytes, so a value outside the supported range is refused before the digits are allocated.
     */
    static int[] magnitude(byte[] bytes) {
        int first = 0;
        while (first < bytes.length && bytes[first] == 0) {
            first++;
        }
        if (first == bytes.length) {
            return Magnitude.ZERO;
        }
        Magnitude.checkRange(8L * (bytes.length - first - 1) + 32 - Integer.numberOfLeadingZeros(bytes[first] & 0xFF));
        int[] d = new int[(int) ((8L * (bytes.length - first) + BITS - 1) / BITS)];
        long buffer = 0;
        int bufferBits = 0;
        int k = 0;
        for (int i = bytes.length - 1; i >= first; i--) {
            buffer |= (long) (bytes[i] & 0xFF) << bufferBits; // bufferBits < 28
            bufferBits += 8;
            if (bufferBits >= BITS) {
                d[k++] = (int) (buffer & Magnitude.MASK);
                buffer >>>= BITS;
                bufferBits -= BITS;
            }
        }
        if (bufferBits > 0) {
            d[k] = (int) buffer;
        }
        return Magnitude.trim(d);
    }

    /** The low {@code length} bytes of {@code mag}, unsigned big-endian, zero-padded on the left. */
    static byte[] unsignedBytes(int[] mag, int length) {
        byte[] out = new byte[length];
        long buffer = 0;
        int bufferBits = 0;
        int k = 0;
        for (int i = length - 1; i >= 0; i--) {
            if (bufferBits < 8 && k < mag.length) {
                buffer |= (long) mag[k++] << bufferBits; // bufferBits < 8
                bufferBits += BITS;
            }
            out[i] = (byte) buffer;
            buffer >>>= 8;
            bufferBits -= 8;
        }
        return out;
    }

    /** As {@code new BigInteger(bytes)}. */
    static MpInt fromTwosComplement(byte[] bytes) {
        if (bytes.length == 0) {
            throw new NumberFormatException("Zero length MpInt");
        }
        if (bytes[0] >= 0) {
            return MpInt.of(1, magnitude(bytes));
        }
        return MpInt.of(-1, magnitude(negate(bytes.clone())));
    }

    /** As {@code BigInteger.toByteArray()}: {@code bitLength()/8 + 1} bytes. */
    static byte[] toTwosComplement(MpInt x) {
        byte[] out = unsignedBytes(x.mag(), x.bitLength() / 8 + 1);
        return x.signum() < 0 ? negate(out) : out;
    }

    /** In place: the two's complement negation of a big-endian byte string (invert, add one). */
    private static byte[] negate(byte[] b) {
        int carry = 1;
        for (int i = b.length - 1; i >= 0; i--) {
            int v = (~b[i] & 0xFF) + carry; // <= 256
            b[i] = (byte) v;
            carry = v >>> 8;
        }
        return b;
    }
}
