package dev.lanecrypt.rsa;

import java.io.ByteArrayOutputStream;
import java.security.NoSuchAlgorithmException;

/**
 * The DER {@code DigestInfo} of EMSA-PKCS1-v1_5 (RFC 8017 section 9.2):
 * {@code SEQUENCE { SEQUENCE { OBJECT IDENTIFIER digest, NULL }, OCTET STRING hash }}, built from the
 * digest's object identifier arcs (NIST CSOR: 2.16.840.1.101.3.4.2.4/1/2/3 for SHA-224/256/384/512; OIW 1.3.14.3.2.26 for SHA-1).
 */
final class DigestInfo {

    private DigestInfo() {
    }

    static int[] oid(String digest) throws NoSuchAlgorithmException {
        return switch (digest) {
            case "SHA-1" -> new int[] {1, 3, 14, 3, 2, 26};
            case "SHA-224" -> new int[] {2, 16, 840, 1, 101, 3, 4, 2, 4};
            case "SHA-256" -> new int[] {2, 16, 840, 1, 101, 3, 4, 2, 1};
            case "SHA-384" -> new int[] {2, 16, 840, 1, 101, 3, 4, 2, 2};
            case "SHA-512" -> new int[] {2, 16, 840, 1, 101, 3, 4, 2, 3};
            default -> throw new NoSuchAlgorithmException("no DigestInfo for " + digest);
        };
    }

    /** The DER encoding of DigestInfo for {@code hash} computed with {@code digest}. */
    static byte[] encode(String digest, byte[] hash) throws NoSuchAlgorithmException {
        byte[] oid = tlv(0x06, oidBody(oid(digest)));
        byte[] algorithm = tlv(0x30, concat(oid, new byte[] {0x05, 0x00}));
        return tlv(0x30, concat(algorithm, tlv(0x04, hash)));
    }

    private static byte[] oidBody(int[] arcs) {
        ByteArrayOutputStream out = new ByteArrayOutputStream();
        base128(out, 40 * arcs[0] + arcs[1]);
        for (int i = 2; i < arcs.length; i++) {
            base128(out, arcs[i]);
        }
        return out.toByteArray();
    }

    private static void base128(ByteArrayOutputStream out, int v) {
        int shift = 28;
        while (shift > 0 && (v >>> shift) == 0) {
            shift -= 7;
        }
        for (; shift > 0; shift -= 7) {
            out.write(0x80 | ((v >>> shift) & 0x7F));
        }
        out.write(v & 0x7F);
    }

    /** A DER TLV with a short-form length (every DigestInfo here is below 128 octets). */
    private static byte[] tlv(int tag, byte[] body) {
        byte[] out = new byte[body.length + 2];
        out[0] = (byte) tag;
        out[1] = (byte) body.length;
        System.arraycopy(body, 0, out, 2, body.length);
        return out;
    }

    private static byte[] concat(byte[] a, byte[] b) {
        byte[] out = new byte[a.length + b.length];
        System.arraycopy(a, 0, out, 0, a.length);
        System.arraycopy(b, 0, out, a.length, b.length);
        return out;
    }
}
