package dev.lanecrypt.dh;

import static org.junit.jupiter.api.Assertions.assertArrayEquals;
import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertThrows;

import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.provider.LaneCryptProvider;
import java.math.BigInteger;
import java.security.InvalidKeyException;
import java.security.KeyFactory;
import java.security.KeyPair;
import java.security.KeyPairGenerator;
import java.security.Provider;
import java.security.PublicKey;
import java.security.Security;
import java.util.List;
import javax.crypto.KeyAgreement;
import javax.crypto.interfaces.DHPublicKey;
import javax.crypto.spec.DHParameterSpec;
import javax.crypto.spec.DHPublicKeySpec;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** DH agreement between LaneCrypt and SunJCE in both directions, and the refusal of bad peer values. */
class DhInteropTest {

    private static final Provider LANE = new LaneCryptProvider();
    private static final Provider SUN = Security.getProvider("SunJCE");

    @ParameterizedTest
    @ValueSource(ints = {2048, 3072})
    void agreementMatchesSunJceBothWays(int bits) throws Exception {
        assertEquals(List.of(), ((LaneCryptProvider) LANE).refusedGroups());
        KeyPairGenerator ours = KeyPairGenerator.getInstance("DH", LANE);
        ours.initialize(bits);
        KeyPair a = ours.generateKeyPair();
        KeyPairGenerator theirs = KeyPairGenerator.getInstance("DH", SUN);
        theirs.initialize(((DHPublicKey) a.getPublic()).getParams());
        KeyPair b = theirs.generateKeyPair();
        byte[] mine = agree(LANE, a, b.getPublic());
        byte[] jdk = agree(SUN, b, a.getPublic());
        assertEquals(bits / 8, mine.length);
        assertArrayEquals(jdk, mine);
        assertArrayEquals(agree(SUN, a, b.getPublic()), agree(LANE, b, a.getPublic()));
    }

    @Test
    void arbitraryParametersWork() throws Exception {
        // RFC 2409's 1024-bit Oakley group 2 is not one of the named groups: its q is not known here.
        BigInteger p = BigInteger.ONE.shiftLeft(1024).subtract(BigInteger.ONE.shiftLeft(960)).subtract(BigInteger.ONE)
                .add(Constants.floorPi(1024 - 130).add(MpInt.valueOf(129093)).toBigInteger().shiftLeft(64));
        DHParameterSpec spec = new DHParameterSpec(p, BigInteger.TWO, 256);
        KeyPairGenerator ours = KeyPairGenerator.getInstance("DH", LANE);
        ours.initialize(spec);
        KeyPair a = ours.generateKeyPair();
        KeyPairGenerator theirs = KeyPairGenerator.getInstance("DH", SUN);
        theirs.initialize(spec);
        KeyPair b = theirs.generateKeyPair();
        assertArrayEquals(agree(SUN, b, a.getPublic()), agree(LANE, a, b.getPublic()));
    }

    @Test
    void multiPartyIntermediateValuesAreSunJces() throws Exception {
        KeyPairGenerator g = KeyPairGenerator.getInstance("DH", LANE);
        g.initialize(2048);
        KeyPair a = g.generateKeyPair();
        KeyPair b = g.generateKeyPair();
        DHPublicKey[] mid = new DHPublicKey[2];
        Provider[] providers = {LANE, SUN};
        for (int i = 0; i < 2; i++) {
            KeyAgreement ka = KeyAgreement.getInstance("DH", providers[i]);
            ka.init(a.getPrivate());
            mid[i] = (DHPublicKey) ka.doPhase(b.getPublic(), false);
        }
        assertEquals(mid[1].getY(), mid[0].getY());
        assertEquals(mid[1].getParams().getP(), mid[0].getParams().getP());
    }

    @Test
    void badPeerValuesAreRefused() throws Exception {
        KeyPairGenerator ours = KeyPairGenerator.getInstance("DH", LANE);
        ours.initialize(2048);
        KeyPair a = ours.generateKeyPair();
        DHParameterSpec params = ((DHPublicKey) a.getPublic()).getParams();
        BigInteger p = params.getP();
        KeyFactory f = KeyFactory.getInstance("DH", LANE);
        // p-1 has order 2, outside the prime-order subgroup; a non-residue mod p also lies outside it.
        for (BigInteger y : new BigInteger[] {BigInteger.ONE, p.subtract(BigInteger.ONE), p, BigInteger.ZERO,
            nonResidue(p)}) {
            PublicKey bad = f.generatePublic(new DHPublicKeySpec(y, p, params.getG()));
            KeyAgreement ka = KeyAgreement.getInstance("DH", LANE);
            ka.init(a.getPrivate());
            assertThrows(InvalidKeyException.class, () -> ka.doPhase(bad, true), "y = " + y);
        }
        KeyPairGenerator other = KeyPairGenerator.getInstance("DH", LANE);
        other.initialize(3072);
        KeyAgreement ka = KeyAgreement.getInstance("DH", LANE);
        ka.init(a.getPrivate());
        assertThrows(InvalidKeyException.class, () -> ka.doPhase(other.generateKeyPair().getPublic(), true));
    }

    @Test
    void agreementWithManyPeersEqualsOneAtATime() throws Exception {
        DhGroup g = DhGroup.ffdhe(2048);
        java.security.SecureRandom rnd = new java.security.SecureRandom();
        MpInt x = DiffieHellman.privateExponent(g, 0, rnd);
        MpInt[] ys = new MpInt[6];
        for (int i = 0; i < ys.length; i++) {
            ys[i] = DiffieHellman.publicValue(g, DiffieHellman.privateExponent(g, 0, rnd));
        }
        MpInt[] batch = DiffieHellman.agreeBatch(g, x, ys);
        for (int i = 0; i < ys.length; i++) {
            assertEquals(DiffieHellman.agree(g, x, ys[i]), batch[i]);
        }
        ys[3] = g.p().subtract(MpInt.ONE);
        assertThrows(InvalidKeyException.class, () -> DiffieHellman.agreeBatch(g, x, ys));
    }

    /** The smallest y >= 3 with Legendre symbol -1 (Euler's criterion). */
    private static BigInteger nonResidue(BigInteger p) {
        BigInteger half = p.shiftRight(1);
        for (BigInteger y = BigInteger.valueOf(3);; y = y.add(BigInteger.ONE)) {
            if (y.modPow(half, p).equals(p.subtract(BigInteger.ONE))) {
                return y;
            }
        }
    }

    private static byte[] agree(Provider p, KeyPair mine, PublicKey peer) throws Exception {
        KeyAgreement ka = KeyAgreement.getInstance("DH", p);
        ka.init(mine.getPrivate());
        ka.doPhase(peer, true);
        return ka.generateSecret();
    }
}
