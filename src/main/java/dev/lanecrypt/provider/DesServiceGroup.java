package dev.lanecrypt.provider;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.BlockModeCipher;
import dev.lanecrypt.cipher.CipherFamily;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import dev.lanecrypt.des.DesFamily;
import dev.lanecrypt.des.DesedeFamily;
import java.security.Provider;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;

/**
 * DES and DESede: Cipher, KeyGenerator and SecretKeyFactory for both. The self-test runs known answers
 * through the engines the families select (single blocks and a bulk CBC decryption, so a bit-sliced
 * engine is exercised too).
 */
final class DesServiceGroup implements ServiceGroup {

    @Override
    public String name() {
        return "DES";
    }

    @Override
    public void selfTest() throws Exception {
        HexFormat hex = HexFormat.of();
        // FIPS 46 worked example and NIST SP 800-20 Table A.4 (substitution), first entry.
        expect(DesFamily.INSTANCE, "133457799bbcdff1", 0x0123456789ABCDEFL, 0x85E813540F0AB405L);
        expect(DesFamily.INSTANCE, "7ca110454a1a6e57", 0x01A1D6D039776742L, 0x690F5B0D9A26939BL);
        // Three distinct keys: computed as E_K3(D_K2(E_K1(P))) with OpenSSL's des-ede3.
        expect(DesedeFamily.INSTANCE, "0123456789abcdef23456789abcdef01456789abcdef0123",
                0x5468652071756663L, 0xA826FD8CE53B855FL);
        // Many blocks: CBC-encrypt serially, decrypt in bulk, compare.
        byte[] key = hex.parseHex("0123456789abcdef23456789abcdef01456789abcdef0123");
        byte[] plain = new byte[4096 + 5];
        for (int i = 0; i < plain.length; i++) {
            plain[i] = (byte) (i * 131 + 7);
        }
        Block64 e = DesedeFamily.INSTANCE.engine(key);
        BlockModeCipher enc = new BlockModeCipher(e, Mode.CBC, Padding.PKCS5, true, 0x1122334455667788L);
        byte[] ct = new byte[(int) enc.finalOutputSize(plain.length)];
        int n = enc.doFinal(plain, 0, plain.length, ct, 0);
        BlockModeCipher dec = new BlockModeCipher(e, Mode.CBC, Padding.PKCS5, false, 0x1122334455667788L);
        byte[] back = new byte[n];
        int m = dec.doFinal(ct, 0, n, back, 0);
        if (m != plain.length || !java.util.Arrays.equals(plain, 0, m, back, 0, m)) {
            throw new IllegalStateException("DESede CBC round trip failed");
        }
    }

    private static void expect(CipherFamily f, String key, long plain, long cipher) throws Exception {
        Block64 e = f.engine(HexFormat.of().parseHex(key));
        long[] bulk = new long[300];
        java.util.Arrays.fill(bulk, plain);
        e.encryptBlocks(bulk, 0, bulk.length);
        if (e.encrypt(plain) != cipher || e.decrypt(cipher) != plain || bulk[0] != cipher || bulk[299] != cipher) {
            throw new IllegalStateException(f.name() + " known answer failed for key " + key);
        }
    }

    @Override
    public List<Provider.Service> services(Provider provider) {
        List<Provider.Service> s = new ArrayList<>();
        for (CipherFamily f : List.of(DesFamily.INSTANCE, DesedeFamily.INSTANCE)) {
            s.addAll(CipherServices.cipherAndKeyGenerator(provider, f));
            s.add(CipherServices.service(provider, "SecretKeyFactory", f.name(), f.aliases(), Map.of(),
                    DesKeyFactorySpi.class, () -> new DesKeyFactorySpi(f)));
        }
        return s;
    }
}
