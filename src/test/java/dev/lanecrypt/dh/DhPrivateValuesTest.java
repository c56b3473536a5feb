package dev.lanecrypt.dh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.provider.LaneCryptProvider;
import java.math.BigInteger;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.PrivateKey;
import java.security.Provider;
import java.security.ProviderException;
import java.security.PublicKey;
import java.security.Security;
import java.util.Random;
import javax.crypto.KeyAgreement;
import javax.crypto.interfaces.DHPrivateKey;
import javax.crypto.interfaces.DHPublicKey;
import javax.crypto.spec.DHParameterSpec;
import javax.crypto.spec.DHPrivateKeySpec;
import javax.crypto.spec.DHPublicKeySpec;
import org.junit.jupiter.api.Test;

/**
 * Private values and secrets at their edges, against SunJCE: degenerate secrets (1 and p-1, from peer
 * values of small order in a group whose q is unknown) are refused exactly as SunJCE refuses them; every
 * private value SunJCE accepts (1 .. p-2, as long as p included) gives SunJCE's secret; the key pair
 * generator draws SunJCE's private lengths; the subgroup test of the named groups is the Legendre symbol.
 */
class DhPrivateValuesTest {

    private static final Provider LANE = new LaneCryptProvider();
    private static final Provider SUN = Security.getProvider("SunJCE");

    /** A 512-bit prime {@code p = 1 mod 3}, so {@code Z_p^*} has elements of order 3 and 6; generator 2. */
    private static final BigInteger P = primeOneModSix(new Random(2026));

    private static BigInteger primeOneModSix(Random r) {
        while (true) {
            BigInteger p = BigInteger.probablePrime(512, r);
            if (p.mod(BigInteger.valueOf(6)).intValue() == 1) {
                return p;
            }
        }
    }

    /** An element of order exactly {@code k} (k = 3 or 6). */
    private static BigInteger elementOfOrder(int k) {
        BigInteger e = P.subtract(BigInteger.ONE).divide(BigInteger.valueOf(k));
        for (int h = 2; ; h++) {
            BigInteger y = BigInteger.valueOf(h).modPow(e, P);
            boolean exact = !y.equals(BigInteger.ONE) && (k != 6
                    || !y.pow(2).mod(P).equals(BigInteger.ONE) && !y.pow(3).mod(P).equals(BigInteger.ONE));
            if (exact) {
                return y;
            }
        }
    }

    private static String outcome(Provider provider, BigInteger x, BigInteger y, BigInteger p, BigInteger g)
            throws Exception {
        KeyFactory f = KeyFactory.getInstance("DH", SUN);
        PrivateKey priv = f.generatePrivate(new DHPrivateKeySpec(x, p, g));
        PublicKey pub = f.generatePublic(new DHPublicKeySpec(y, p, g));
        KeyAgreement ka = KeyAgreement.getInstance("DH", provider);
        try {
            ka.init(priv);
            ka.doPhase(pub, true);
            return new BigInteger(1, ka.generateSecret()).toString(16);
        } catch (ProviderException | InvalidKeyException e) {
            return e.getClass().getSimpleName() + ": " + e.getMessage();
        }
    }

    @Test
    void degenerateSecretsAreRefusedAsSunJceRefusesThem() throws Exception {
        BigInteger g = BigInteger.TWO;
        BigInteger y3 = elementOfOrder(3);
        BigInteger y6 = elementOfOrder(6);
        Random r = new Random(3);
        int refused = 0;
        for (int i = 0; i < 12; i++) {
            BigInteger x = new BigInteger(500, r).add(BigInteger.TWO);
            for (BigInteger y : new BigInteger[] {y3, y6}) {
                String sun = outcome(SUN, x, y, P, g);
                String lane = outcome(LANE, x, y, P, g);
                assertEquals(sun, lane, "x mod 6 = " + x.mod(BigInteger.valueOf(6)));
                if (sun.startsWith("ProviderException")) {
                    refused++;
                }
            }
        }
        // x = 0 mod 3 with y3 gives 1, x = 0 or 3 mod 6 with y6 gives 1 or p-1: both kinds must have occurred
        assertTrue(refused >= 4, "degenerate cases exercised: " + refused);
        assertEquals("ProviderException: Generated secret is out-of-range of (1, p -1)",
                outcome(LANE, BigInteger.valueOf(3), y6, P, g), "secret p-1");
        assertEquals("ProviderException: Generated secret is out-of-range of (1, p -1)",
                outcome(LANE, BigInteger.valueOf(6), y3, P, g), "secret 1");
    }

    @Test
    void agreementStaysUsableAfterADegenerateSecret() throws Exception {
        KeyFactory f = KeyFactory.getInstance("DH", SUN);
        BigInteger g = BigInteger.TWO;
        PrivateKey priv = f.generatePrivate(new DHPrivateKeySpec(BigInteger.valueOf(6), P, g));
        KeyAgreement ka = KeyAgreement.getInstance("DH", LANE);
        ka.init(priv);
        ka.doPhase(f.generatePublic(new DHPublicKeySpec(elementOfOrder(3), P, g)), true);
        assertThrows(ProviderException.class, ka::generateSecret);
        BigInteger y = BigInteger.valueOf(5);
        ka.doPhase(f.generatePublic(new DHPublicKeySpec(y, P, g)), true);
        assertEquals(y.modPow(BigInteger.valueOf(6), P), new BigInteger(1, ka.generateSecret()));
    }

    @Test
    void privateValuesAsLongAsThePrimeAgreeWithSunJce() throws Exception {
        DhGroup group = DhGroup.ffdhe(2048);
        BigInteger p = group.p().toBigInteger();
        BigInteger g = group.g().toBigInteger();
        BigInteger pMinus2 = p.subtract(BigInteger.TWO);
        Random r = new Random(7);
        BigInteger peerX = new BigInteger(224, r).setBit(223);
        BigInteger y = g.modPow(peerX, p);
        BigInteger[] xs = {BigInteger.ONE, BigInteger.TWO, pMinus2, pMinus2.subtract(BigInteger.ONE),
            new BigInteger(2048, r).mod(p.subtract(BigInteger.ONE)).max(BigInteger.ONE).setBit(2046),
            new BigInteger(2047, r).setBit(2046), BigInteger.ONE.shiftLeft(224), BigInteger.ONE.shiftLeft(224).subtract(BigInteger.ONE)};
        for (BigInteger x : xs) {
            assertEquals(y.modPow(x, p).toString(16), outcome(LANE, x, y, p, g), "x of " + x.bitLength() + " bits");
            assertEquals(outcome(SUN, x, y, p, g), outcome(LANE, x, y, p, g));
        }
        // and as the public side: a long private value's public value works with SunJCE's agreement
        BigInteger longX = xs[4];
        MpInt pub = DiffieHellman.publicValue(group, MpInt.fromBigInteger(longX));
        assertEquals(g.modPow(longX, p), pub.toBigInteger());
    }

    @Test
    void privateValuesOutsideOneToPMinusTwoAreRefused() throws Exception {
        DhGroup group = DhGroup.ffdhe(2048);
        BigInteger p = group.p().toBigInteger();
        BigInteger g = group.g().toBigInteger();
        KeyFactory f = KeyFactory.getInstance("DH", SUN);
        for (BigInteger x : new BigInteger[] {p.subtract(BigInteger.ONE), p, p.add(BigInteger.TWO)}) {
            PrivateKey priv = f.generatePrivate(new DHPrivateKeySpec(x, p, g));
            KeyAgreement ka = KeyAgreement.getInstance("DH", LANE);
            assertThrows(InvalidKeyException.class, () -> ka.init(priv), x.toString(16));
        }
    }

    @Test
    void keyPairsHaveSunJcesPrivateLengths() throws Exception {
        int[][] bySize = {{2048, 224}, {3072, 256}, {4096, 304}};
        for (int[] row : bySize) {
            for (Provider provider : new Provider[] {LANE, SUN}) {
                KeyPairGenerator kpg = KeyPairGenerator.getInstance("DH", provider);
                kpg.initialize(row[0]);
                KeyPair kp = kpg.generateKeyPair();
                DHPrivateKey priv = (DHPrivateKey) kp.getPrivate();
                assertEquals(row[1], priv.getX().bitLength(), provider.getName() + " " + row[0]);
                assertEquals(row[1], priv.getParams().getL(), provider.getName() + " " + row[0] + " params l");
            }
        }
        DhGroup group = DhGroup.ffdhe(2048);
        DHParameterSpec built = new DHParameterSpec(group.p().toBigInteger(), group.g().toBigInteger());
        DHParameterSpec withL = new DHParameterSpec(group.p().toBigInteger(), group.g().toBigInteger(), 300);
        for (DHParameterSpec spec : new DHParameterSpec[] {built, withL}) {
            int[] lengths = new int[2];
            int i = 0;
            for (Provider provider : new Provider[] {LANE, SUN}) {
                KeyPairGenerator kpg = KeyPairGenerator.getInstance("DH", provider);
                kpg.initialize(spec);
                lengths[i++] = ((DHPrivateKey) kpg.generateKeyPair().getPrivate()).getX().bitLength();
            }
            assertEquals(lengths[1], lengths[0], "l = " + spec.getL());
        }
    }

    @Test
    void namedGroupSubgroupTestIsTheLegendreSymbol() throws Exception {
        DhGroup group = DhGroup.ffdhe(2048);
        BigInteger p = group.p().toBigInteger();
        BigInteger q = group.q().toBigInteger();
        Random r = new Random(11);
        int in = 0;
        int out = 0;
        for (int i = 0; i < 40; i++) {
            BigInteger y = new BigInteger(2047, r).add(BigInteger.TWO);
            boolean member = y.modPow(q, p).equals(BigInteger.ONE);
            if (member) {
                DiffieHellman.checkPublic(group, MpInt.fromBigInteger(y));
                in++;
            } else {
                assertThrows(InvalidKeyException.class, () -> DiffieHellman.checkPublic(group, MpInt.fromBigInteger(y)));
                out++;
            }
        }
        assertNotEquals(0, in);
        assertNotEquals(0, out);
    }

    @Test
    void oneSecretFromEitherEndWithAndWithoutL() throws Exception {
        DhGroup group = DhGroup.ffdhe(3072);
        for (int l : new int[] {0, 256, 511, 3071}) {
            DHParameterSpec spec = new DHParameterSpec(group.p().toBigInteger(), group.g().toBigInteger(), l);
            KeyPairGenerator ours = KeyPairGenerator.getInstance("DH", LANE);
            ours.initialize(spec);
            KeyPair a = ours.generateKeyPair();
            KeyPairGenerator theirs = KeyPairGenerator.getInstance("DH", SUN);
            theirs.initialize(spec);
            KeyPair b = theirs.generateKeyPair();
            assertArrayEquals(agree(SUN, b, a.getPublic()), agree(LANE, a, b.getPublic()), "l = " + l);
            assertArrayEquals(agree(SUN, a, b.getPublic()), agree(LANE, b, a.getPublic()), "l = " + l);
            if (l > 0) {
                assertEquals(l, ((DHPrivateKey) a.getPrivate()).getX().bitLength());
            }
            assertEquals(((DHPublicKey) b.getPublic()).getY(),
                    ((DHPublicKey) b.getPublic()).getParams().getG().modPow(((DHPrivateKey) b.getPrivate()).getX(),
                            group.p().toBigInteger()));
        }
    }

    /** Every named group, with and without l, keys from each provider agreeing with the other's. */
    @Test
    void everyNamedGroupAgreesWithSunJceFromBothEnds() throws Exception {
        for (String name : DhGroup.names()) {
            DhGroup group = DhGroup.named(name);
            for (int l : new int[] {0, 256}) {
                DHParameterSpec spec = new DHParameterSpec(group.p().toBigInteger(), group.g().toBigInteger(), l);
                KeyPairGenerator ours = KeyPairGenerator.getInstance("DH", LANE);
                ours.initialize(spec);
                KeyPair a = ours.generateKeyPair();
                KeyPairGenerator theirs = KeyPairGenerator.getInstance("DH", SUN);
                theirs.initialize(spec);
                KeyPair b = theirs.generateKeyPair();
                byte[] expected = agree(SUN, b, a.getPublic());
                assertArrayEquals(expected, agree(LANE, a, b.getPublic()), name + " l=" + l);
                assertArrayEquals(expected, agree(SUN, a, b.getPublic()), name + " l=" + l + " (our key in SunJCE)");
                assertArrayEquals(expected, agree(LANE, b, a.getPublic()), name + " l=" + l + " (SunJCE's key here)");
            }
        }
    }

    private static byte[] agree(Provider provider, KeyPair own, PublicKey peer) throws Exception {
        KeyAgreement ka = KeyAgreement.getInstance("DH", provider);
        ka.init(own.getPrivate());
        ka.doPhase(peer, true);
        return ka.generateSecret();
    }
}
