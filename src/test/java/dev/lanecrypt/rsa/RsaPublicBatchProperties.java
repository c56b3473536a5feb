package dev.lanecrypt.rsa;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanecrypt.math.MpInt;
import java.math.BigInteger;
import java.security.MessageDigest;
import java.security.Signature;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Batch RSA public operations equal one-at-a-time results, with keys of different sizes and exponents
 * mixed in one call; batch PKCS#1 v1.5 verification agrees with SunRsaSign's {@code Signature.verify} on
 * valid, corrupted, truncated and out-of-range signatures.
 */
class RsaPublicBatchProperties {

    @Property(tries = 8)
    void batchEqualsOneAtATime(@ForAll @IntRange(min = 1, max = 10) int count, @ForAll long seed) {
        Random r = new Random(seed);
        RsaPublicKeyParts[] k = new RsaPublicKeyParts[count];
        MpInt[] xs = new MpInt[count];
        for (int i = 0; i < count; i++) {
            k[i] = RsaTestKeys.PUBLIC[r.nextInt(RsaTestKeys.PUBLIC.length)];
            BigInteger n = k[i].modulus().toBigInteger();
            xs[i] = MpInt.fromBigInteger(r.nextInt(8) == 0 ? n.subtract(BigInteger.ONE)
                    : new BigInteger(n.bitLength(), r).mod(n));
        }
        MpInt[] batch = RsaCore.publicOpBatch(k, xs);
        for (int i = 0; i < count; i++) {
            assertEquals(RsaCore.publicOp(k[i], xs[i]), batch[i], "op " + i);
        }
        BigInteger n0 = k[0].modulus().toBigInteger();
        MpInt[] below = new MpInt[count];
        for (int i = 0; i < count; i++) {
            below[i] = MpInt.fromBigInteger(xs[i].toBigInteger().mod(n0));
        }
        MpInt[] oneKey = RsaCore.publicOpBatch(k[0], below);
        for (int i = 0; i < count; i++) {
            assertEquals(below[i].toBigInteger().modPow(k[0].publicExponent().toBigInteger(), n0),
                    oneKey[i].toBigInteger(), "one key, op " + i);
        }
    }

    @Property(tries = 4)
    void batchVerificationAgreesWithSunRsaSign(@ForAll @IntRange(min = 1, max = 9) int count, @ForAll long seed)
            throws Exception {
        Random r = new Random(seed);
        RsaPublicKeyParts[] k = new RsaPublicKeyParts[count];
        byte[][] hashes = new byte[count][];
        byte[][] sigs = new byte[count][];
        boolean[] expected = new boolean[count];
        for (int i = 0; i < count; i++) {
            int which = r.nextInt(RsaTestKeys.PAIRS.length);
            k[i] = RsaTestKeys.PUBLIC[which];
            byte[] msg = new byte[r.nextInt(100)];
            r.nextBytes(msg);
            hashes[i] = MessageDigest.getInstance("SHA-256").digest(msg);
            Signature s = Signature.getInstance("SHA256withRSA", "SunRsaSign");
            s.initSign(RsaTestKeys.PAIRS[which].getPrivate());
            s.update(msg);
            sigs[i] = s.sign();
            switch (r.nextInt(5)) {
                case 0 -> sigs[i][r.nextInt(sigs[i].length)] ^= (byte) (1 << r.nextInt(8));
                case 1 -> sigs[i] = java.util.Arrays.copyOf(sigs[i], sigs[i].length - 1);
                case 2 -> sigs[i] = k[i].modulus().toUnsignedBytes(k[i].byteLength());
                default -> { }
            }
            s.initVerify(RsaTestKeys.PAIRS[which].getPublic());
            s.update(msg);
            try {
                expected[i] = s.verify(sigs[i]);
            } catch (java.security.SignatureException wrongLength) {
                expected[i] = false; // SunRsaSign throws for a signature of the wrong length
            }
        }
        boolean[] got = RsaBatchVerify.pkcs1("SHA-256", k, hashes, sigs);
        for (int i = 0; i < count; i++) {
            assertEquals(expected[i], got[i], "signature " + i);
        }
    }
}
