package dev.lanecrypt.cli;

import dev.lanecrypt.blowfish.BlowfishFamily;
import dev.lanecrypt.cipher.CipherFamily;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.des.DesFamily;
import dev.lanecrypt.des.DesedeFamily;
import java.util.List;
import java.util.Optional;

/**
 * The cipher names {@code lanecrypt enc} takes, as OpenSSL's {@code enc} spells them (and in any case, as
 * OpenSSL takes them). One line per name;
 * a new cipher family adds its lines here (Blowfish: {@code bf-ecb}, {@code bf-cbc}, {@code bf-cfb},
 * {@code bf-ofb} with its own key-length range).
 */
public final class EncCiphers {

    private EncCiphers() {
    }

    /**
     * One {@code enc} cipher: the family, the mode and the raw key lengths (bytes) {@code -K} accepts.
     * OpenSSL pads in ECB and CBC only: its CFB and OFB ciphers are streams of bytes.
     */
    public record EncCipher(String name, CipherFamily family, Mode mode, int minKeyBytes, int maxKeyBytes) {

        public boolean padded() {
            return mode == Mode.ECB || mode == Mode.CBC;
        }

        /** Whether this is a Blowfish cipher (its {@code -K} is padded or cut to 16 bytes, as OpenSSL's). */
        public boolean blowfish() {
            return family == BlowfishFamily.INSTANCE;
        }

        /**
         * The key length OpenSSL's {@code enc} uses (EVP_CIPHER_get_key_length): what a password derives
         * and what {@code -K} is padded or cut to; 16 for Blowfish.
         */
        public int keyBytes() {
            return blowfish() ? 16 : maxKeyBytes;
        }

        /** The IV length: 8, none in ECB. */
        public int ivBytes() {
            return mode.hasIv() ? 8 : 0;
        }

        /** The name OpenSSL's password prompt shows ("DES-EDE3-CBC" for des3, "BF-CBC" for bf). */
        public String promptName() {
            String base = blowfish() ? "BF" : maxKeyBytes == 8 ? "DES" : maxKeyBytes == 16 ? "DES-EDE" : "DES-EDE3";
            return mode == Mode.ECB ? (blowfish() || maxKeyBytes == 8 ? base + "-ECB" : base) : base + "-" + mode.name();
        }

        /** What {@code -K} needs, for the error message: "16 hex digits", "2..112 hex digits". */
        public String keyRule() {
            return minKeyBytes == maxKeyBytes ? 2 * minKeyBytes + " hex digits"
                    : 2 * minKeyBytes + ".." + 2 * maxKeyBytes + " hex digits";
        }
    }

    private static EncCipher fixed(String name, CipherFamily f, Mode m, int keyBytes) {
        return new EncCipher(name, f, m, keyBytes, keyBytes);
    }

    /**
     * Blowfish: {@code -K} is padded with zeros or cut to 16 bytes as OpenSSL's enc does (with its
     * warning); {@code --bf-key} takes any key of 1..56 bytes as given (SunJCE's result for that key).
     */
    private static EncCipher blowfish(String name, Mode m) {
        return new EncCipher(name, BlowfishFamily.INSTANCE, m, 1, 56);
    }

    public static List<EncCipher> all() {
        DesFamily des = DesFamily.INSTANCE;
        DesedeFamily ede = DesedeFamily.INSTANCE;
        return List.of(
                fixed("des-ecb", des, Mode.ECB, 8),
                fixed("des-cbc", des, Mode.CBC, 8),
                fixed("des", des, Mode.CBC, 8),
                fixed("des-cfb", des, Mode.CFB, 8),
                fixed("des-ofb", des, Mode.OFB, 8),
                fixed("des-ede", ede, Mode.ECB, 16),
                fixed("des-ede-ecb", ede, Mode.ECB, 16),
                fixed("des-ede-cbc", ede, Mode.CBC, 16),
                fixed("des-ede-cfb", ede, Mode.CFB, 16),
                fixed("des-ede-ofb", ede, Mode.OFB, 16),
                fixed("des-ede3", ede, Mode.ECB, 24),
                fixed("des-ede3-ecb", ede, Mode.ECB, 24),
                fixed("des-ede3-cbc", ede, Mode.CBC, 24),
                fixed("des3", ede, Mode.CBC, 24),
                fixed("des-ede3-cfb", ede, Mode.CFB, 24),
                fixed("des-ede3-ofb", ede, Mode.OFB, 24),
                blowfish("bf-ecb", Mode.ECB),
                blowfish("bf-cbc", Mode.CBC),
                blowfish("bf", Mode.CBC),
                blowfish("blowfish", Mode.CBC),
                blowfish("bf-cfb", Mode.CFB),
                blowfish("bf-ofb", Mode.OFB));
    }

    /** The cipher of that name, in any case ({@code DES-EDE3-CBC}), as OpenSSL's names are. */
    public static Optional<EncCipher> find(String name) {
        return all().stream().filter(c -> c.name().equalsIgnoreCase(name)).findFirst();
    }

    /**
     * {@code enc -list}: OpenSSL's layout ("Supported ciphers:", then the names sorted, each as
     * {@code -%-25s}, three to a line with a space between, and a last newline).
     */
    public static String list() {
        StringBuilder sb = new StringBuilder("Supported ciphers:\n");
        List<String> names = all().stream().map(EncCipher::name).sorted().toList();
        for (int i = 0; i < names.size(); i++) {
            sb.append(String.format("-%-25s", names.get(i))).append(i % 3 == 2 ? "\n" : " ");
        }
        return sb.append('\n').toString();
    }
}
