package dev.lanecrypt.cipher;

/**
 * The textbook ECB, CBC, CFB-64 and OFB-64 (NIST SP 800-38A) on a {@link Block64}, one block at a time, for
 * the known-answer tests of the engines. Inputs of ECB and CBC are whole blocks; CFB and OFB take any length.
 */
final class BlowfishTestModes {

    private BlowfishTestModes() {
    }

    static byte[] encrypt(String mode, Block64 e, long iv, byte[] in) {
        return run(mode, e, iv, in, true);
    }

    static byte[] decrypt(String mode, Block64 e, long iv, byte[] in) {
        return run(mode, e, iv, in, false);
    }

    private static byte[] run(String mode, Block64 e, long iv, byte[] in, boolean encrypt) {
        byte[] out = new byte[in.length];
        long chain = iv;
        for (int at = 0; at < in.length; at += 8) {
            int n = Math.min(8, in.length - at);
            long x = load(in, at, n);
            long y;
            switch (mode) {
                case "ecb" -> y = encrypt ? e.encrypt(x) : e.decrypt(x);
                case "cbc" -> {
                    if (encrypt) {
                        y = e.encrypt(x ^ chain);
                        chain = y;
                    } else {
                        y = e.decrypt(x) ^ chain;
                        chain = x;
                    }
                }
                case "cfb" -> {
                    y = e.encrypt(chain) ^ x;
                    chain = encrypt ? y : x;
                }
                case "ofb" -> {
                    chain = e.encrypt(chain);
                    y = chain ^ x;
                }
                default -> throw new IllegalArgumentException(mode);
            }
            store(y, out, at, n);
        }
        return out;
    }

    /** The first n bytes at in[at..] as the high bytes of a big-endian block. */
    private static long load(byte[] in, int at, int n) {
        long x = 0;
        for (int i = 0; i < 8; i++) {
            x = (x << 8) | (i < n ? in[at + i] & 0xFF : 0);
        }
        return x;
    }

    private static void store(long y, byte[] out, int at, int n) {
        for (int i = 0; i < n; i++) {
            out[at + i] = (byte) (y >>> (56 - 8 * i));
        }
    }
}
