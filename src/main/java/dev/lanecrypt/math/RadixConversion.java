package dev.lanecrypt.math;

import dev.lanecrypt.select.Cutoffs;
import java.util.Arrays;
import java.util.concurrent.atomic.AtomicReferenceArray;

/**
 * Radix conversion by divide and conquer over chunks (Knuth TAOCP vol. 2, 4.4, methods 1a and 1b with
 * a multi-digit radix, and exercise 14: Schoenhage's divide-and-conquer conversion). A chunk of
 * {@code k} characters is worth less than {@code R = radix^k < 2^28}, one digit.
 *
 * <p>Parsing: the chunk values are the digits of the number in base {@code R}; runs of at most
 * {@value #PARSE_CHUNKS} chunks are combined by multiply-add (Horner, quadratic), longer runs split
 * into a low run of {@code 2^i} chunks and the high rest, {@code value = high * R^(2^i) + low}, so the
 * work is {@code O(M(n) log n)} in the products of {@link Multiplication}. Printing: values of
 * {@value #SPLIT_DIGITS} digits or more are divided by the largest {@code R^(2^i)} of at most half their
 * bits ({@link Division}: Burnikel-Ziegler when large), the quotient printed first and the remainder
 * padded to {@code k 2^i} characters; shorter values by repeated division by {@code R}. Radixes
 * {@code 2^b} read and write the bits in place, in linear time.
 *
 * <p>The powers {@code R^(2^i)} are shared by both directions and kept per radix and level
 * ({@link #power}), as BigInteger keeps its {@code powerCache}: a conversion of {@code n} digits leaves
 * powers of up to about {@code n/2} digits behind, reused by the next conversion of that size.
 *
 * <p>Multiply-add bound: {@code digit * radix^k + carry < (2^28-1) * 2^28 + 2^28 = 2^56}: a long holds
 * it and the carry out stays below {@code 2^28}.
 */
final class RadixConversion {

    private static final int BITS = Magnitude.BITS;

    /** Below this many digits {@code toString} uses the chunked method alone ({@link Cutoffs}). */
    static final int SPLIT_DIGITS = Cutoffs.RADIX_SPLIT_DIGITS;

    /** Runs of at most this many chunks are parsed by multiply-add ({@link Cutoffs}). */
    static final int PARSE_CHUNKS = Cutoffs.RADIX_PARSE_CHUNKS;

    /** {@code POWERS[radix][i] = R^(2^i)}, {@code R = radix^k}; each array immutable once published. */
    private static final AtomicReferenceArray<int[][]> POWERS = new AtomicReferenceArray<>(Character.MAX_RADIX + 1);

    private RadixConversion() {
    }

    /**
     * {@code R^(2^level)} for {@code R = radix^chunkChars(radix)}, from the cache; missing levels are
     * squared from the highest one there and published as a longer copy, unless another thread has
     * published one at least as long meanwhile (both computed the same values).
     */
    static int[] power(int radix, int level) {
        int[][] p = POWERS.get(radix);
        if (p != null && level < p.length) {
            return p[level];
        }
        int[][] longer = p == null ? new int[][] {{chunkValue(radix, chunkChars(radix))}} : p;
        int have = longer.length;
        longer = Arrays.copyOf(longer, Math.max(have, level + 1));
        for (int i = have; i <= level; i++) {
            longer[i] = Multiplication.square(longer[i - 1]);
        }
        while (!POWERS.compareAndSet(radix, p, longer)) {
            p = POWERS.get(radix);
            if (p.length >= longer.length) {
                break;
            }
        }
        return longer[level];
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
        return MpInt.of(sign, magnitude(val, significant, len, radix));
    }

    /** The trimmed magnitude of the (checked) digits {@code s[from .. to)} in {@code radix}. */
    private static int[] magnitude(CharSequence s, int from, int to, int radix) {
        if (Integer.bitCount(radix) == 1) {
            return powerOfTwo(s, from, to, radix);
        }
        int k = chunkChars(radix);
        int len = to - from;
        int[] chunks = new int[(len + k - 1) / k]; // least significant first
        for (int c = 0, end = to; c < chunks.length; c++, end -= k) {
            int chunk = 0;
            for (int i = Math.max(from, end - k); i < end; i++) {
                chunk = chunk * radix + Character.digit(s.charAt(i), radix); // < radix^k < 2^28
            }
            chunks[c] = chunk;
        }
        return combine(chunks, 0, chunks.length, radix);
    }

    /** {@code sum chunks[lo + i] * R^i} over {@code [lo, hi)}, trimmed. */
    private static int[] combine(int[] chunks, int lo, int hi, int radix) {
        int count = hi - lo;
        if (count <= PARSE_CHUNKS) {
            int scale = chunkValue(radix, chunkChars(radix));
            int[] mag = new int[count + 1];
            int used = 0;
            for (int c = hi - 1; c >= lo; c--) {
                used = multiplyAdd(mag, used, scale, chunks[c]);
            }
            return Magnitude.trim(mag, used);
        }
        int level = 31 - Integer.numberOfLeadingZeros(count - 1); // 2^level < count <= 2^(level+1)
        int mid = lo + (1 << level);
        int[] high = Multiplication.multiply(combine(chunks, mid, hi, radix), power(radix, level));
        return Magnitude.add(high, combine(chunks, lo, mid, radix));
    }

    /** Radix {@code 2^b}: each character is {@code b} bits of the magnitude, written in place (linear time). */
    private static int[] powerOfTwo(CharSequence s, int from, int to, int radix) {
        int b = Integer.numberOfTrailingZeros(radix);
        int[] mag = new int[(int) (((long) (to - from) * b + BITS - 1) / BITS)];
        long pos = 0;
        for (int i = to - 1; i >= from; i--, pos += b) {
            long v = Character.digit(s.charAt(i), radix);
            int d = (int) (pos / BITS);
            int off = (int) (pos % BITS);
            mag[d] |= (int) ((v << off) & Magnitude.MASK);
            if (off + b > BITS) {
                mag[d + 1] |= (int) (v >>> (BITS - off));
            }
        }
        return Magnitude.trim(mag);
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
        // Characters: at most bits / log2(radix) + 1.
        StringBuilder sb = new StringBuilder((int) Math.min(Integer.MAX_VALUE - 8,
                Magnitude.bitLength(mag) / (Math.log(radix) / Math.log(2)) + 2));
        split(mag, radix, 0, sb);
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
     * padding). Values of {@value #SPLIT_DIGITS} digits or more are split by {@code P = R^(2^i)}, the
     * largest of at most half their bits ({@code R^(2^i)} has at most {@code 2^i k log2(radix) + 1}
     * bits, so {@code P < 2^half <= v} and the quotient is never 0 at the top): the quotient is written
     * first, the remainder padded to exactly {@code k 2^i} characters.
     */
    private static void split(int[] v, int radix, long width, StringBuilder sb) {
        if (v.length < SPLIT_DIGITS) {
            String s = chunked(v, radix);
            sb.repeat('0', (int) Math.max(0, width - s.length())).append(s);
            return;
        }
        int k = chunkChars(radix);
        double chunkBits = k * (Math.log(radix) / Math.log(2));
        long half = Magnitude.bitLength(v) / 2;
        int i = 0;
        while ((2L << i) * chunkBits + 2 <= half) { // bits of R^(2^(i+1)), with room for rounding
            i++;
        }
        long chars = (long) k << i;
        int[][] qr = Division.divideAndRemainder(v, power(radix, i));
        split(qr[0], radix, Math.max(0, width - chars), sb);
        split(qr[1], radix, chars, sb);
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
