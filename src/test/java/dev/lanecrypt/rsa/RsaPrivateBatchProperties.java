package dev.lanecrypt.rsa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.math.SecretModPow;
import java.math.BigInteger;
import java.security.SecureRandom;
import java.security.interfaces.RSAPrivateCrtKey;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * Private operations of several keys in one batch ({@link RsaCore#privateOpBatch(RsaPrivateKeyParts[],
 * MpInt[], SecureRandom)}: CRT keys of 1024 to 2048 bits, e = 3 and 65537, and a key known only as (n, d))
 * equal {@code x^d mod n} and the one-at-a-time path, whichever {@link SecretModPow} runs the
 * exponentiations; a key whose CRT exponent is wrong fails its fault check.
 */
class RsaPrivateBatchProperties {

    private static final SecureRandom RANDOM = new SecureRandom();
    private static final RsaPrivateKeyParts[] KEYS = keys();

    private static RsaPrivateKeyParts[] keys() {
        RsaPrivateKeyParts[] keys = new RsaPrivateKeyParts[RsaTestKeys.PAIRS.length + 1];
        try {
            for (int i = 0; i < RsaTestKeys.PAIRS.length; i++) {
                keys[i] = crt((RSAPrivateCrtKey) RsaTestKeys.PAIRS[i].getPrivate(), BigInteger.ZERO);
            }
            RSAPrivateCrtKey k = (RSAPrivateCrtKey) RsaTestKeys.PAIRS[0].getPrivate();
            keys[keys.length - 1] = RsaPrivateKeyParts.plain(k.getModulus(), k.getPrivateExponent());
        } catch (java.security.InvalidKeyException e) {
            throw new ExceptionInInitializerError(e);
        }
        return keys;
    }

    /** The key's CRT parts with {@code dP + dpDelta} (nonzero: a key that passes the consistency checks but signs wrongly). */
    static RsaPrivateKeyParts crt(RSAPrivateCrtKey k, BigInteger dpDelta) throws java.security.InvalidKeyException {
        return RsaPrivateKeyParts.crt(k.getModulus(), k.getPublicExponent(), k.getPrivateExponent(), k.getPrimeP(),
                k.getPrimeQ(), k.getPrimeExponentP().add(dpDelta), k.getPrimeExponentQ(), k.getCrtCoefficient());
    }

    @Property(tries = 6)
    void batchOfManyKeysEqualsOneAtATime(@ForAll @IntRange(min = 1, max = 9) int count, @ForAll long seed) {
        Random r = new Random(seed);
        RsaPrivateKeyParts[] keys = new RsaPrivateKeyParts[count];
        MpInt[] xs = new MpInt[count];
        for (int i = 0; i < count; i++) {
            keys[i] = KEYS[r.nextInt(KEYS.length)];
            BigInteger n = keys[i].modulus().toBigInteger();
            xs[i] = MpInt.fromBigInteger(new BigInteger(n.bitLength(), r).mod(n));
        }
        MpInt[] batch = RsaCore.privateOpBatch(keys, xs, RANDOM);
        for (int i = 0; i < count; i++) {
            BigInteger d = keys[i].d.toBigInteger();
            assertEquals(xs[i].toBigInteger().modPow(d, keys[i].modulus().toBigInteger()), batch[i].toBigInteger(),
                    "op " + i);
            assertEquals(batch[i], RsaCore.privateOp(keys[i], xs[i], RANDOM, SecretModPow.BATCH), "op " + i);
            assertEquals(batch[i], RsaCore.privateOp(keys[i], xs[i], RANDOM), "op " + i);
        }
    }

    @Property(tries = 2)
    void aWrongCrtExponentFailsTheFaultCheck(@ForAll long seed) throws Exception {
        RsaPrivateKeyParts bad = crt((RSAPrivateCrtKey) RsaTestKeys.PAIRS[1].getPrivate(), BigInteger.TWO);
        MpInt x = MpInt.fromBigInteger(new BigInteger(1000, new Random(seed)));
        ArithmeticException e = assertThrows(ArithmeticException.class, () -> RsaCore.privateOp(bad, x, RANDOM));
        assertEquals("RSA private operation failed its check against the public operation", e.getMessage());
        ArithmeticException inBatch = assertThrows(ArithmeticException.class,
                () -> RsaCore.privateOpBatch(new RsaPrivateKeyParts[] {KEYS[1], bad}, new MpInt[] {x, x}, RANDOM));
        assertEquals(e.getMessage(), inBatch.getMessage(), "the batch's checks run together, with the same message");
        // the bad key first, then a good one: still refused (the checks are not cut short by position)
        assertThrows(ArithmeticException.class,
                () -> RsaCore.privateOpBatch(new RsaPrivateKeyParts[] {bad, KEYS[1]}, new MpInt[] {x, x}, RANDOM));
    }
}
