package dev.lanecrypt.cipher;

import java.util.Locale;
import java.util.Optional;

/**
 * Modes of operation for a 64-bit block cipher (NIST SP 800-38A), with the JCA names SunJCE gives them.
 * CFB and OFB are the full-block (64-bit feedback) variants. {@link #parallelEncrypt()} and
 * {@link #parallelDecrypt()} say which directions a multi-block engine can run in bulk; the serial
 * directions of many independent streams run side by side through {@link MultiKeyBlock64}.
 */
public enum Mode {
    ECB(false, true, true),
    CBC(true, false, true),
    CFB(true, false, true),
    OFB(true, false, false),
    CTR(true, true, true);

    private final boolean iv;
    private final boolean parallelEncrypt;
    private final boolean parallelDecrypt;

    Mode(boolean iv, boolean parallelEncrypt, boolean parallelDecrypt) {
        this.iv = iv;
        this.parallelEncrypt = parallelEncrypt;
        this.parallelDecrypt = parallelDecrypt;
    }

    /** Whether the mode takes an 8-byte IV (all but ECB). */
    public boolean hasIv() {
        return iv;
    }

    public boolean parallelEncrypt() {
        return parallelEncrypt;
    }

    public boolean parallelDecrypt() {
        return parallelDecrypt;
    }

    /** Whether PKCS5Padding may be combined with the mode (SunJCE refuses it for CTR only). */
    public boolean allowsPadding() {
        return this != CTR;
    }

    /**
     * Whether a final piece shorter than a block is allowed without padding (the stream modes: the
     * last keystream block is cut); ECB and CBC need whole blocks.
     */
    public boolean allowsPartialFinal() {
        return this == CFB || this == OFB || this == CTR;
    }

    /**
     * Bytes {@code update} processes at a time: a block, except CTR which SunJCE runs byte by byte (the
     * rest of a keystream block is kept for the next call).
     */
    public int unit() {
        return this == CTR ? 1 : 8;
    }

    /** The mode for a JCA name (any case): ECB, CBC, CFB, CFB64, OFB, OFB64, CTR. */
    public static Optional<Mode> forJcaName(String name) {
        return switch (name.toUpperCase(Locale.ROOT)) {
            case "ECB" -> Optional.of(ECB);
            case "CBC" -> Optional.of(CBC);
            case "CFB", "CFB64" -> Optional.of(CFB);
            case "OFB", "OFB64" -> Optional.of(OFB);
            case "CTR" -> Optional.of(CTR);
            default -> Optional.empty();
        };
    }

    /** The JCA provider attribute {@code SupportedModes}. */
    public static final String JCA_SUPPORTED = "ECB|CBC|CFB|CFB64|OFB|OFB64|CTR";
}
