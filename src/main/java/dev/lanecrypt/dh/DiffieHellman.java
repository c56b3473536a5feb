package dev.lanecrypt.dh;

import dev.lanecrypt.math.BatchModPow;
import dev.lanecrypt.math.ConstantTimeModPow;
import dev.lanecrypt.math.MpInt;
import java.security.InvalidKeyException;
import java.security.SecureRandom;

/**
 * Finite-field Diffie-Hellman (PKCS #3; NIST SP 800-56A rev. 3 section 5.6.2.3 for the public-key
 * checks). Every operation with the private exponent ({@code g^x}, {@code y^x}) runs through
 * {@link ConstantTimeModPow}; the peer checks use only public values.
 */
public final class DiffieHellman {

    private DiffieHellman() {
    }

    /**
     * A private exponent: {@code l} random bits with the top one set when {@code l > 0} (the JCA's
     * DHParameterSpec meaning), else uniform in {@code [2, q-1]} when q is known, else in {@code [2, p-2]}.
     */
    public static MpInt privateExponent(DhGroup group, int l, SecureRandom random) {
        if (l > 0) {
            if (l >= group.p().bitLength()) {
                throw new IllegalArgumentException("private value length must be below the prime's");
            }
            return randomBits(l, random).setBit(l - 1);
        }
        MpInt bound = group.q() != null ? group.q() : group.p().subtract(MpInt.ONE);
        MpInt range = bound.subtract(MpInt.TWO);
        return randomBits(bound.bitLength() + 64, random).mod(range).add(MpInt.TWO);
    }

    private static MpInt randomBits(int bits, SecureRandom random) {
        byte[] bytes = new byte[(bits + 7) / 8];
        random.nextBytes(bytes);
        return MpInt.fromUnsignedBytes(bytes).shiftRight(8 * bytes.length - bits);
    }

    /** {@code g^x mod p}, constant-time in x. */
    public static MpInt publicValue(DhGroup group, MpInt x) {
        return ConstantTimeModPow.modPow(group.context(), group.g(), x);
    }

    /**
     * The shared secret {@code y^x mod p} after checking the peer's public value: {@code 2 <= y <= p-2},
     * and {@code y^q = 1 mod p} when the group's q is known (else a small-subgroup value could leak bits
     * of x). InvalidKeyException when a check fails.
     */
    public static MpInt agree(DhGroup group, MpInt x, MpInt y) throws InvalidKeyException {
        checkPublic(group, y);
        return ConstantTimeModPow.modPow(group.context(), y, x);
    }

    /**
     * {@link #agree} with many peers at once: every public value is checked, then all the secrets
     * {@code y_i^x mod p} come from one multi-buffer batch ({@link BatchModPow}).
     */
    public static MpInt[] agreeBatch(DhGroup group, MpInt x, MpInt[] ys) throws InvalidKeyException {
        MpInt[] exps = new MpInt[ys.length];
        MpInt[] mods = new MpInt[ys.length];
        for (int i = 0; i < ys.length; i++) {
            checkPublic(group, ys[i]);
            exps[i] = x;
            mods[i] = group.p();
        }
        return BatchModPow.modPow(ys, exps, mods);
    }

    /** The checks of {@link #agree} on a peer's public value. */
    public static void checkPublic(DhGroup group, MpInt y) throws InvalidKeyException {
        MpInt p = group.p();
        if (y.compareTo(MpInt.TWO) < 0 || y.compareTo(p.subtract(MpInt.TWO)) > 0) {
            throw new InvalidKeyException("Diffie-Hellman public value out of range");
        }
        if (group.q() != null && !y.modPow(group.q(), p).equals(MpInt.ONE)) {
            throw new InvalidKeyException("Diffie-Hellman public value not in the prime-order subgroup");
        }
    }
}
