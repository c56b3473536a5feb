package dev.lanecrypt.provider;

import dev.lanecrypt.dh.DhGroup;
import dev.lanecrypt.dh.DiffieHellman;
import dev.lanecrypt.math.MpInt;
import java.math.BigInteger;
import java.security.Provider;
import java.util.List;
import java.util.Map;

/**
 * The DH services: KeyPairGenerator, KeyFactory, KeyAgreement. The self-test checks ffdhe2048 against its
 * published form (top and bottom 64 bits all ones, the RFC 7919 value of the first digits of e), two
 * agreements on fixed private values against {@link BigInteger#modPow} (an independent implementation),
 * and that out-of-range peer values are refused.
 */
final class DhServices implements ServiceGroup {

    private static final String PKG = "dev.lanecrypt.provider.";

    @Override
    public String name() {
        return "DH";
    }

    @Override
    public void selfTest() throws Exception {
        DhGroup g = DhGroup.ffdhe(2048);
        BigInteger p = g.p().toBigInteger();
        BigInteger ones = BigInteger.ONE.shiftLeft(64).subtract(BigInteger.ONE);
        check(p.bitLength() == 2048 && p.shiftRight(2048 - 64).equals(ones) && p.and(ones).equals(ones)
                && p.shiftRight(2048 - 128).and(ones).equals(new BigInteger("adf85458a2bb4a9a", 16)),
                "ffdhe2048 prime is not RFC 7919's");
        BigInteger x1 = BigInteger.ONE.shiftLeft(2000).add(BigInteger.valueOf(0x1234567)).setBit(1024);
        BigInteger x2 = BigInteger.ONE.shiftLeft(255).subtract(BigInteger.valueOf(19));
        MpInt y1 = DiffieHellman.publicValue(g, MpInt.fromBigInteger(x1));
        check(y1.toBigInteger().equals(BigInteger.TWO.modPow(x1, p)), "DH public value differs from BigInteger's");
        MpInt z = DiffieHellman.agree(g, MpInt.fromBigInteger(x2), y1);
        check(z.toBigInteger().equals(y1.toBigInteger().modPow(x2, p)), "DH shared secret differs from BigInteger's");
        for (MpInt bad : new MpInt[] {MpInt.ONE, g.p().subtract(MpInt.ONE)}) {
            try {
                DiffieHellman.agree(g, MpInt.fromBigInteger(x2), bad);
                throw new IllegalStateException("DH accepted the public value " + bad);
            } catch (java.security.InvalidKeyException expected) {
                // refused, as required
            }
        }
    }

    private static void check(boolean ok, String what) {
        if (!ok) {
            throw new IllegalStateException(what);
        }
    }

    @Override
    public List<Provider.Service> services(Provider p) {
        Map<String, String> keys = Map.of("SupportedKeyClasses",
                "javax.crypto.interfaces.DHPublicKey|javax.crypto.interfaces.DHPrivateKey");
        List<String> aliases = List.of("DiffieHellman", "1.2.840.113549.1.3.1");
        return List.of(
                new Provider.Service(p, "KeyPairGenerator", "DH", PKG + "DhKeyPairGeneratorSpi", aliases, null),
                new Provider.Service(p, "KeyFactory", "DH", PKG + "JdkKeyFactorySpi$Dh", aliases, null),
                new Provider.Service(p, "KeyAgreement", "DH", PKG + "DhKeyAgreementSpi", aliases, keys));
    }
}
