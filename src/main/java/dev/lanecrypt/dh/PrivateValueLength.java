package dev.lanecrypt.dh;

/**
 * The length of a Diffie-Hellman private value when the parameters do not give one ({@code l = 0}), as
 * SunJCE draws it ({@code SecurityProviderConstants.getDefDHPrivateExpSize}), so that a key from either
 * provider has the same length:
 * <ul>
 *   <li>a known safe-prime group (SunJCE: its own cached groups and JSSE's, marked by the JDK's
 *       {@code SafeDHParameterSpec}; here also every named group, RFC 7919 ffdhe and RFC 3526 MODP, when
 *       no parameter spec says otherwise): twice the group's security strength,
 *       NIST SP 800-57 part 1 rev. 5 table 2 and SP 800-56A rev. 3 appendix D table 25 (224 bits for
 *       2048, 256 for 3072, 304 for 4096, 352 for 6144, 400 for 8192, 160 below 2048);</li>
 *   <li>any other prime: half its length up to 1024 bits and at least 384 (SunJCE's "assume the worst"
 *       rule for parameters it cannot vouch for).</li>
 * </ul>
 * The length is public: it bounds the constant-time exponentiation's loop ({@link DiffieHellman}).
 */
final class PrivateValueLength {

    private PrivateValueLength() {
    }

    /** The default private value length in bits for a prime of {@code bits} bits, known safe or not. */
    static int defaultFor(int bits, boolean knownSafe) {
        if (!knownSafe) {
            return Math.max(bits >= 2048 ? 1024 : bits >> 1, 384);
        }
        if (bits >= 15360) {
            return 512;
        } else if (bits >= 8192) {
            return 400;
        } else if (bits >= 7680) {
            return 384;
        } else if (bits >= 6144) {
            return 352;
        } else if (bits >= 4096) {
            return 304;
        } else if (bits >= 3072) {
            return 256;
        } else if (bits >= 2048) {
            return 224;
        }
        return 160;
    }
}
