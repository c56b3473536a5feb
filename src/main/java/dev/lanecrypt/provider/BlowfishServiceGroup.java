package dev.lanecrypt.provider;

import dev.lanecrypt.blowfish.BlowfishFamily;
import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.BlockModeCipher;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import java.nio.charset.StandardCharsets;
import java.security.Provider;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;

/**
 * Blowfish: Cipher (all modes and paddings) and KeyGenerator. The self-test runs Eric Young's known
 * answers (also checked against SunJCE and OpenSSL) through the engine this machine selected: an ECB
 * vector as a single block and in bulk (so a multi-block engine is exercised), a short key of the
 * variable-key test, and the chaining test in CBC, CFB and OFB through the mode layer.
 */
final class BlowfishServiceGroup implements ServiceGroup {

    private static final HexFormat HEX = HexFormat.of();

    @Override
    public String name() {
        return "Blowfish";
    }

    @Override
    public void selfTest() throws Exception {
        ecb("FEDCBA9876543210", 0x0123456789ABCDEFL, 0x0ACEAB0FC6A0A28DL);
        ecb("F0E1D2C3B4A59687", 0xFEDCBA9876543210L, 0xE87A244E2CC85E82L);
        ecb("F0E1D2", 0xFEDCBA9876543210L, 0xE9C2B70A1BC65CF3L);
        Block64 e = BlowfishFamily.INSTANCE.engine(HEX.parseHex("0123456789ABCDEFF0E1D2C3B4A59687"));
        byte[] data = "7654321 Now is the time for \0".getBytes(StandardCharsets.US_ASCII);
        chain(e, Mode.CBC, Arrays.copyOf(data, 32), "6B77B4D63006DEE605B156E27403979358DEB9E7154616D959F1652BD5FF92CC");
        chain(e, Mode.CFB, data, "E73214A2822139CAF26ECF6D2EB9E76E3DA3DE04D1517200519D57A6C3");
        chain(e, Mode.OFB, data, "E73214A2822139CA62B343CC5B65587310DD908D0C241B2263C2CF80DA");
    }

    private static void ecb(String key, long plain, long cipher) throws Exception {
        Block64 e = BlowfishFamily.INSTANCE.engine(HEX.parseHex(key));
        long[] bulk = new long[300];
        Arrays.fill(bulk, plain);
        e.encryptBlocks(bulk, 0, bulk.length);
        long[] back = bulk.clone();
        e.decryptBlocks(back, 0, back.length);
        if (e.encrypt(plain) != cipher || e.decrypt(cipher) != plain || bulk[0] != cipher || bulk[299] != cipher
                || back[0] != plain || back[299] != plain) {
            throw new IllegalStateException("Blowfish known answer failed for key " + key);
        }
    }

    private static void chain(Block64 e, Mode mode, byte[] plain, String expected) throws Exception {
        BlockModeCipher enc = new BlockModeCipher(e, mode, Padding.NONE, true, 0xFEDCBA9876543210L);
        byte[] out = new byte[plain.length];
        int n = enc.doFinal(plain, 0, plain.length, out, 0);
        BlockModeCipher dec = new BlockModeCipher(e, mode, Padding.NONE, false, 0xFEDCBA9876543210L);
        byte[] back = new byte[n];
        dec.doFinal(out, 0, n, back, 0);
        if (n != plain.length || !HEX.formatHex(out).equalsIgnoreCase(expected) || !Arrays.equals(plain, back)) {
            throw new IllegalStateException("Blowfish " + mode + " chaining test failed");
        }
    }

    @Override
    public List<Provider.Service> services(Provider provider) {
        return CipherServices.cipherAndKeyGenerator(provider, BlowfishFamily.INSTANCE);
    }
}
