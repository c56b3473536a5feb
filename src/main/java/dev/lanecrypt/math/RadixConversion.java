package dev.lanecrypt.math;

import java.util.ArrayList;
import java.util.List;

/**
 * Radix conversion by chunks (Knuth TAOCP vol. 2, 4.4, methods 1a and 1b with a multi-digit
 * radix): a chunk of {@code k} characters is worth less than {@code radix^k < 2^28}, one digit.
 * Parsing multiplies the value by {@code radix^k} and adds the next chunk; printing divides by
 * {@code radix^k} and emits the remainder's {@code k} characters. Both are quadratic in the length.
 *
 * <p>Printing values of {@value #SPLIT_DIGITS} digits or more first splits them by divide and conquer
 * ({@link #split}), so most of the work is done by Algorithm D's multiply-subtract loop rather than
 * one hardware division per digit per chunk.
 *
 * <p>Multiply-add bound: {@code digit * radix^k + carry < (2^28-1) * 2^28 + 2^28 = 2^56}: a long holds
 * it and the carry out stays below {@code 2^28}.
 */
final class RadixConversion {

    private static final int BITS = Magnitude.BITS;

    /** Below this many digits {@code toString} uses the chunked method alone. */
    static final int SPLIT_DIGITS = 40;

    private RadixConversion() {
    }

    /** Characters per chunk: the largest {@code k} with {@code radix^k < 2^28}. */
    private static int chunkChars(int radix) {
        int k = 0;
        long p = 1;
        while (p * radix < (1L << BITS)) {
            p *= radix;
            k++;
        }
        return k;
    }

    private static int chunkValue(int radix, int chars) {
        int p = 1;
        for (int i = 0; i < chars; i++) {
            p *= radix;
        }
        return p;
    }

    /**
     * As {@code new BigInteger(val.toString(), radix)}, with BigInteger's checks and exception types, in
     * its order: a sign anywhere but first, then a bad digit, then the range. {@code val} is read in place
     * (never copied); one pass checks every character and counts the leading zeros, so a value whose
     * significant digits alone put it outside the supported range is refused before it is converted.
     */
    static MpInt parse(CharSequence val, int radix) {
        if (radix < Character.MIN_RADIX || radix > Character.MAX_RADIX) {
            throw new NumberFormatException("Radix out of range");
        }
        int len = val.length();
        int cursor = len > 0 && (val.charAt(0) == '-' || val.charAt(0) == '+') ? 1 : 0;
        if (cursor == len) {
            throw new NumberFormatException("Zero length MpInt");
        }
        int sign = val.charAt(0) == '-' ? -1 : 1;
        int bad = -1;
        int significant = -1;
        for (int i = cursor; i < len; i++) {
            char c = val.charAt(i);
            if (c == '-' || c == '+') {
                throw new NumberFormatException("Illegal embedded sign character");
            }
            int d = Character.digit(c, radix);
            if (d < 0 && bad < 0) {
                bad = i;
            } else if (d > 0 && significant < 0) {
                significant = i;
            }
        }
        if (bad >= 0) {
            throw new NumberFormatException("Illegal digit");
        }
        if (significant < 0) {
            return MpInt.ZERO;
        }
        // The value is at least radix^(chars - 1), so it has more than (chars - 1) * log2(radix) bits;
        // the 1 subtracted covers the rounding of the double product.
        long chars = len - significant;
        Magnitude.checkRange((long) ((chars - 1) * (Math.log(radix) / Math.log(2)) - 1));
        return MpInt.of(sign, magnitude(val.subSequence(significant, len).toString(), radix));
    }

    /** The trimmed magnitude of the digits {@code s} (no sign) in {@code radix}. */
    private static int[] magnitude(String s, int radix) {
        int len = s.length();
        int k = chunkChars(radix);
        int scale = chunkValue(radix, k);
        // Each character carries at most 6 bits (radix <= 36 < 2^6).
        int[] mag = new int[(int) ((6L * len) / BITS + 2)];
        int used = 0;
        int first = len % k == 0 ? k : len % k;
        for (int pos = 0, take = first; pos < len; pos += take, take = k) {
            int chunk = 0;
            for (int i = pos; i < pos + take; i++) {
                chunk = chunk * radix + Character.digit(s.charAt(i), radix); // < radix^k < 2^28
            }
            used = multiplyAdd(mag, used, take == k ? scale : chunkValue(radix, take), chunk);
        }
        return Magnitude.trim(mag, used);
    }

    /** In place: {@code mag[0 .. used) = mag * mul + add}; returns the new used length. */
    private static int multiplyAdd(int[] mag, int used, int mul, int add) {
        long carry = add;
        for (int i = 0; i < used; i++) {
            long t = (long) mag[i] * mul + carry; // < 2^56, see the class comment
            mag[i] = (int) (t & Magnitude.MASK);
            carry = t >>> BITS;
        }
        if (carry != 0) {
            mag[used++] = (int) carry;
        }
        return used;
    }

    /** The digits of a magnitude in {@code radix} (2..36), lower case, without sign. */
    static String toString(int[] mag, int radix) {
        if (Integer.bitCount(radix) == 1 && mag.length > 0) {
            return powerOfTwo(mag, radix);
        }
        if (mag.length < SPLIT_DIGITS) {
            return chunked(mag, radix);
        }
        // powers[i] = radix^(k * 2^i): the divisors of the divide-and-conquer split, each the square of
        // the one before, up to about half of mag's bits.
        int k = chunkChars(radix);
        List<int[]> powers = new ArrayList<>();
        powers.add(new int[] {chunkValue(radix, k)});
        long half = Magnitude.bitLength(mag) / 2 + 1;
        while (2 * Magnitude.bitLength(powers.getLast()) - 1 <= half) {
            powers.add(Multiplication.square(powers.getLast()));
        }
        StringBuilder sb = new StringBuilder();
        split(mag, radix, powers, k, 0, sb);
        return sb.toString();
    }

    /** Radix {@code 2^b}: each character is {@code b} bits of the magnitude, read in place (linear time). */
    private static String powerOfTwo(int[] mag, int radix) {
        int b = Integer.numberOfTrailingZeros(radix);
        int chars = (int) ((Magnitude.bitLength(mag) + b - 1) / b);
        char[] out = new char[chars];
        for (int i = 0; i < chars; i++) {
            long pos = (long) i * b;
            int d = (int) (pos / BITS);
            int off = (int) (pos % BITS);
            int v = mag[d] >>> off;
            if (off + b > BITS && d + 1 < mag.length) {
                v |= mag[d + 1] << (BITS - off); // only the low b bits are kept below
            }
            out[chars - 1 - i] = Character.forDigit(v & (radix - 1), radix);
        }
        return new String(out);
    }

    /**
     * Appends {@code v} in {@code radix}, left-padded with zeros to {@code width} characters (0: no
     * padding). Large values are split by the largest {@code radix^(k 2^i) <= v} of about half their
     * length (Knuth TAOCP vol. 2, 4.4, exercise 14; Schoenhage's divide-and-conquer conversion): the
     * quotient is written first, the remainder padded to exactly {@code k 2^i} characters.
     */
    private static void split(int[] v, int radix, List<int[]> powers, int k, long width, StringBuilder sb) {
        if (v.length < SPLIT_DIGITS) {
            String s = chunked(v, radix);
            sb.repeat('0', (int) Math.max(0, width - s.length())).append(s);
            return;
        }
        long half = Magnitude.bitLength(v) / 2 + 1;
        int i = 0;
        while (i + 1 < powers.size() && Magnitude.bitLength(powers.get(i + 1)) <= half) {
            i++;
        }
        long chars = (long) k << i;
        int[][] qr = Division.divideAndRemainder(v, powers.get(i)); // powers[i] <= 2^half <= v
        split(qr[0], radix, powers, k, Math.max(0, width - chars), sb);
        split(qr[1], radix, powers, k, chars, sb);
    }

    /** Base case: divide by {@code radix^k} (one digit) repeatedly; quadratic, fast while short. */
    private static String chunked(int[] mag, int radix) {
        if (mag.length == 0) {
            return "0";
        }
        int k = chunkChars(radix);
        int scale = chunkValue(radix, k);
        int[] work = mag.clone();
        int len = work.length;
        int[] chunks = new int[(int) (Magnitude.bitLength(mag) / (31 - Integer.numberOfLeadingZeros(scale)) + 1)];
        int n = 0;
        while (len > 0) {
            chunks[n++] = KnuthDivision.divideByDigit(work, len, scale, work);
            while (len > 0 && work[len - 1] == 0) {
                len--;
            }
        }
        StringBuilder sb = new StringBuilder(n * k);
        sb.append(Integer.toString(chunks[n - 1], radix));
        for (int i = n - 2; i >= 0; i--) {
            String c = Integer.toString(chunks[i], radix);
            sb.repeat('0', k - c.length()).append(c);
        }
        return sb.toString();
    }
}
