package dev.lanecrypt.cli;

import dev.lanecrypt.blowfish.BlowfishFamily;
import dev.lanecrypt.cipher.CipherFamily;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.des.DesFamily;
import dev.lanecrypt.des.DesedeFamily;
import java.util.List;
import java.util.Optional;

/**
 * The cipher names {@code lanecrypt enc} takes, as OpenSSL's {@code enc} spells them. One line per name;
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
     * Blowfish takes any key of 1..56 bytes as given. OpenSSL's enc always uses 16 bytes (it pads a
     * shorter -K with zeros and cuts a longer one), so the two agree on 16-byte keys; other lengths give
     * SunJCE's result for that key.
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
                fixed("des-ede-cbc", ede, Mode.CBC, 16),
                fixed("des-ede-cfb", ede, Mode.CFB, 16),
                fixed("des-ede-ofb", ede, Mode.OFB, 16),
                fixed("des-ede3", ede, Mode.ECB, 24),
                fixed("des-ede3-cbc", ede, Mode.CBC, 24),
                fixed("des3", ede, Mode.CBC, 24),
                fixed("des-ede3-cfb", ede, Mode.CFB, 24),
                fixed("des-ede3-ofb", ede, Mode.OFB, 24),
                blowfish("bf-ecb", Mode.ECB),
                blowfish("bf-cbc", Mode.CBC),
                blowfish("bf", Mode.CBC),
                blowfish("bf-cfb", Mode.CFB),
                blowfish("bf-ofb", Mode.OFB));
    }

    public static Optional<EncCipher> find(String name) {
        return all().stream().filter(c -> c.name().equals(name)).findFirst();
    }
}
