package dev.lanecrypt.blowfish;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.BlockModeCipher;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.lanecrypt.select.Candidate;
import java.util.HexFormat;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/**
 * Eric Young's / Schneier's Blowfish test vectors (the set in bftest.c) on every engine variant. Every
 * value below was checked against SunJCE ({@code Blowfish/ECB/NoPadding}) and OpenSSL's libcrypto
 * (EVP bf-ecb with the key length set, since {@code openssl enc} only takes 16-byte Blowfish keys)
 * before it was committed; the chaining results also against {@code openssl enc -bf-cbc|-bf-cfb|-bf-ofb}. The chaining test
 * runs through the shared mode layer ({@link BlockModeCipher}).
 */
class BlowfishKnownAnswerTest {

    private static final HexFormat HEX = HexFormat.of();

    /** key, plaintext, ciphertext: the 34 ECB vectors. */
    private static final String[][] ECB = {
        {"0000000000000000", "0000000000000000", "4EF997456198DD78"},
        {"FFFFFFFFFFFFFFFF", "FFFFFFFFFFFFFFFF", "51866FD5B85ECB8A"},
        {"3000000000000000", "1000000000000001", "7D856F9A613063F2"},
        {"1111111111111111", "1111111111111111", "2466DD878B963C9D"},
        {"0123456789ABCDEF", "1111111111111111", "61F9C3802281B096"},
        {"1111111111111111", "0123456789ABCDEF", "7D0CC630AFDA1EC7"},
        {"0000000000000000", "0000000000000000", "4EF997456198DD78"},
        {"FEDCBA9876543210", "0123456789ABCDEF", "0ACEAB0FC6A0A28D"},
        {"7CA110454A1A6E57", "01A1D6D039776742", "59C68245EB05282B"},
        {"0131D9619DC1376E", "5CD54CA83DEF57DA", "B1B8CC0B250F09A0"},
        {"07A1133E4A0B2686", "0248D43806F67172", "1730E5778BEA1DA4"},
        {"3849674C2602319E", "51454B582DDF440A", "A25E7856CF2651EB"},
        {"04B915BA43FEB5B6", "42FD443059577FA2", "353882B109CE8F1A"},
        {"0113B970FD34F2CE", "059B5E0851CF143A", "48F4D0884C379918"},
        {"0170F175468FB5E6", "0756D8E0774761D2", "432193B78951FC98"},
        {"43297FAD38E373FE", "762514B829BF486A", "13F04154D69D1AE5"},
        {"07A7137045DA2A16", "3BDD119049372802", "2EEDDA93FFD39C79"},
        {"04689104C2FD3B2F", "26955F6835AF609A", "D887E0393C2DA6E3"},
        {"37D06BB516CB7546", "164D5E404F275232", "5F99D04F5B163969"},
        {"1F08260D1AC2465E", "6B056E18759F5CCA", "4A057A3B24D3977B"},
        {"584023641ABA6176", "004BD6EF09176062", "452031C1E4FADA8E"},
        {"025816164629B007", "480D39006EE762F2", "7555AE39F59B87BD"},
        {"49793EBC79B3258F", "437540C8698F3CFA", "53C55F9CB49FC019"},
        {"4FB05E1515AB73A7", "072D43A077075292", "7A8E7BFA937E89A3"},
        {"49E95D6D4CA229BF", "02FE55778117F12A", "CF9C5D7A4986ADB5"},
        {"018310DC409B26D6", "1D9D5C5018F728C2", "D1ABB290658BC778"},
        {"1C587F1C13924FEF", "305532286D6F295A", "55CB3774D13EF201"},
        {"0101010101010101", "0123456789ABCDEF", "FA34EC4847B268B2"},
        {"1F1F1F1F0E0E0E0E", "0123456789ABCDEF", "A790795108EA3CAE"},
        {"E0FEE0FEF1FEF1FE", "0123456789ABCDEF", "C39E072D9FAC631D"},
        {"0000000000000000", "FFFFFFFFFFFFFFFF", "014933E0CDAFF6E4"},
        {"FFFFFFFFFFFFFFFF", "0000000000000000", "F21E9A77B71C49BC"},
        {"0123456789ABCDEF", "0000000000000000", "245946885754369A"},
        {"FEDCBA9876543210", "FFFFFFFFFFFFFFFF", "6B5C5A9C5D9E0A5A"},
    };

    /** Variable key length: key = the first n bytes of KEY24, plaintext FEDCBA9876543210. */
    private static final String KEY24 = "F0E1D2C3B4A5968778695A4B3C2D1E0F0011223344556677";

    private static final String[] VARIABLE_KEY = {
        "F9AD597C49DB005E", "E91D21C1D961A6D6", "E9C2B70A1BC65CF3", "BE1E639408640F05",
        "B39E44481BDB1E6E", "9457AA83B1928C0D", "8BB77032F960629D", "E87A244E2CC85E82",
        "15750E7A4F4EC577", "122BA70B3AB64AE0", "3A833C9AFFC537F6", "9409DA87A90F6BF2",
        "884F80625060B8B4", "1F85031C19E11968", "79D9373A714CA34F", "93142887EE3BE15C",
        "03429E838CE2D14B", "A4299E27469FF67B", "AFD5AED1C1BC96A8", "10851C0E3858DA9F",
        "E6F51ED79B9DB21F", "64A6E14AFD36B46F", "80C7D7D45A5479AD", "05044B62FA52D080",
    };

    static List<Candidate<BlowfishEngines.Factory>> variants() {
        return BlowfishEngines.available();
    }

    @ParameterizedTest
    @MethodSource("variants")
    void thirtyFourEcbVectors(Candidate<BlowfishEngines.Factory> variant) {
        assertEquals(34, ECB.length);
        for (String[] v : ECB) {
            checkBlock(variant, HEX.parseHex(v[0]), v[1], v[2]);
        }
    }

    @ParameterizedTest
    @MethodSource("variants")
    void variableKeyLengthSetKey(Candidate<BlowfishEngines.Factory> variant) {
        byte[] all = HEX.parseHex(KEY24);
        for (int n = 1; n <= 24; n++) {
            checkBlock(variant, java.util.Arrays.copyOf(all, n), "FEDCBA9876543210", VARIABLE_KEY[n - 1]);
        }
    }

    /** One block through encrypt/decrypt and, repeated to fill the batch width and a tail, the bulk calls. */
    private static void checkBlock(Candidate<BlowfishEngines.Factory> variant, byte[] key, String plain, String cipher) {
        Block64 e = variant.impl().engine(BlowfishKey.expand(key));
        long p = Long.parseUnsignedLong(plain, 16);
        long c = Long.parseUnsignedLong(cipher, 16);
        String what = variant.name() + " key " + HEX.formatHex(key);
        assertEquals(c, e.encrypt(p), what);
        assertEquals(p, e.decrypt(c), what);
        long[] blocks = new long[35];
        java.util.Arrays.fill(blocks, p);
        e.encryptBlocks(blocks, 1, 33);
        assertEquals(p, blocks[0], what + " bulk wrote outside its range");
        assertEquals(p, blocks[34], what + " bulk wrote outside its range");
        for (int i = 1; i < 34; i++) {
            assertEquals(c, blocks[i], what + " bulk block " + i);
        }
        e.decryptBlocks(blocks, 1, 33);
        for (int i = 0; i < 35; i++) {
            assertEquals(p, blocks[i], what + " bulk decrypt block " + i);
        }
    }

    static Stream<String[]> chaining() {
        return Stream.of(
                new String[] {"cbc", "6B77B4D63006DEE605B156E27403979358DEB9E7154616D959F1652BD5FF92CC"},
                new String[] {"cfb", "E73214A2822139CAF26ECF6D2EB9E76E3DA3DE04D1517200519D57A6C3"},
                new String[] {"ofb", "E73214A2822139CA62B343CC5B65587310DD908D0C241B2263C2CF80DA"});
    }

    /** Eric Young's chaining test: "7654321 Now is the time for " and its terminating zero, 29 bytes. */
    @ParameterizedTest
    @MethodSource("chaining")
    void chainingTest(String mode, String expected) throws Exception {
        byte[] key = HEX.parseHex("0123456789ABCDEFF0E1D2C3B4A59687");
        long iv = 0xFEDCBA9876543210L;
        byte[] data = "7654321 Now is the time for \0".getBytes(java.nio.charset.StandardCharsets.US_ASCII);
        assertEquals(29, data.length);
        Block64 e = BlowfishEngines.named("scalar").engine(BlowfishKey.expand(key));
        // CBC runs on the data zero-padded to 32 bytes, as in bftest.c
        byte[] in = mode.equals("cbc") ? java.util.Arrays.copyOf(data, 32) : data;
        Mode m = Mode.valueOf(mode.toUpperCase(java.util.Locale.ROOT));
        byte[] out = new byte[in.length];
        new BlockModeCipher(e, m, Padding.NONE, true, iv).doFinal(in, 0, in.length, out, 0);
        assertEquals(expected, HEX.formatHex(out).toUpperCase());
        byte[] back = new byte[in.length];
        new BlockModeCipher(e, m, Padding.NONE, false, iv).doFinal(out, 0, out.length, back, 0);
        assertEquals(HEX.formatHex(in), HEX.formatHex(back));
    }
}
