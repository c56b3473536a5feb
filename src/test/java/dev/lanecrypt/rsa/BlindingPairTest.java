package dev.lanecrypt.rsa;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;

import dev.lanecrypt.math.MpInt;
import java.math.BigInteger;
import java.security.KeyPairGenerator;
import java.security.SecureRandom;
import java.security.interfaces.RSAPrivateCrtKey;
import org.junit.jupiter.api.Test;

/**
 * Every pair {@link BlindingPair} hands out is {@code (r^-1, r^e) mod n} for some r (checked as
 * {@code r^e * (r^-1)^e = 1 mod n}), consecutive pairs differ, and the random source is read exactly once
 * per {@value BlindingPair#USES_PER_RANDOM} uses.
 */
class BlindingPairTest {

    /** Counts the calls that draw a fresh r. */
    private static final class CountingRandom extends SecureRandom {
        int draws;

        @Override
        public void nextBytes(byte[] bytes) {
            draws++;
            super.nextBytes(bytes);
        }
    }

    @Test
    void pairsAreValidAndRenewedBySquaringWithAFreshRandomEvery32() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("RSA", "SunRsaSign");
        g.initialize(1024);
        RSAPrivateCrtKey k = (RSAPrivateCrtKey) g.generateKeyPair().getPrivate();
        RsaPrivateKeyParts key = RsaPrivateKeyParts.crt(k.getModulus(), k.getPublicExponent(), k.getPrivateExponent(),
                k.getPrimeP(), k.getPrimeQ(), k.getPrimeExponentP(), k.getPrimeExponentQ(), k.getCrtCoefficient());
        BigInteger n = k.getModulus();
        BigInteger e = k.getPublicExponent();
        CountingRandom random = new CountingRandom();
        BigInteger previous = null;
        int uses = 2 * BlindingPair.USES_PER_RANDOM + 6;
        for (int i = 0; i < uses; i++) {
            MpInt[] pair = key.blinding.next(key, random);
            BigInteger rInverse = pair[0].toBigInteger();
            BigInteger rToE = pair[1].toBigInteger();
            assertEquals(BigInteger.ONE, rToE.multiply(rInverse.modPow(e, n)).mod(n), "use " + i);
            assertNotEquals(previous, rToE, "use " + i);
            previous = rToE;
        }
        assertEquals(3, random.draws, "one fresh r for uses 1, 33 and 65");
    }
}
