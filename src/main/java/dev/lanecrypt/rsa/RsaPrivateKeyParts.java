package dev.lanecrypt.rsa;

import dev.lanecrypt.math.MontgomeryContext;
import dev.lanecrypt.math.MpInt;
import java.math.BigInteger;
import java.security.InvalidKeyException;

/**
 * An RSA private key: the CRT form (p, q, dP, dQ, qInv, with e for blinding and the fault check) when
 * it is known, else only (n, d). Montgomery contexts for p and q are built once per key.
 */
public final class RsaPrivateKeyParts {

    final MpInt n;
    final MpInt d;
    /** Null when the key came without its public exponent. */
    final MpInt e;
    final MpInt p;
    final MpInt q;
    final MpInt dP;
    final MpInt dQ;
    final MpInt qInv;
    final MontgomeryContext ctxN;
    final MontgomeryContext ctxP;
    final MontgomeryContext ctxQ;
    /** The blinding factors of this key's private operations (used only when e is known). */
    final BlindingPair blinding = new BlindingPair();

    private RsaPrivateKeyParts(BigInteger n, BigInteger d, BigInteger e, BigInteger p, BigInteger q,
            BigInteger dP, BigInteger dQ, BigInteger qInv) throws InvalidKeyException {
        if (n == null || d == null) {
            throw new InvalidKeyException("RSA key lacks its modulus or private exponent");
        }
        RsaPublicKeyParts.checkModulus(n);
        if (d.signum() <= 0 || d.compareTo(n) >= 0) {
            throw new InvalidKeyException("RSA private exponent out of range");
        }
        this.n = mp(n);
        this.d = mp(d);
        this.e = mp(e);
        this.p = mp(p);
        this.q = mp(q);
        this.dP = mp(dP);
        this.dQ = mp(dQ);
        this.qInv = mp(qInv);
        this.ctxN = new MontgomeryContext(this.n);
        boolean crt = p != null;
        this.ctxP = crt ? new MontgomeryContext(this.p) : null;
        this.ctxQ = crt ? new MontgomeryContext(this.q) : null;
    }

    private static MpInt mp(BigInteger x) {
        return x == null ? null : MpInt.fromBigInteger(x);
    }

    /** A CRT key; its parts are checked for consistency ({@code p*q = n}, {@code q*qInv = 1 mod p}, ranges). */
    public static RsaPrivateKeyParts crt(BigInteger n, BigInteger e, BigInteger d, BigInteger p, BigInteger q,
            BigInteger dP, BigInteger dQ, BigInteger qInv) throws InvalidKeyException {
        if (e == null || p == null || q == null || dP == null || dQ == null || qInv == null) {
            throw new InvalidKeyException("RSA CRT key lacks a component");
        }
        if (p.signum() <= 0 || q.signum() <= 0 || !p.testBit(0) || !q.testBit(0) || !p.multiply(q).equals(n)
                || dP.signum() <= 0 || dP.compareTo(p) >= 0 || dQ.signum() <= 0 || dQ.compareTo(q) >= 0
                || qInv.signum() <= 0 || qInv.compareTo(p) >= 0 || !q.multiply(qInv).mod(p).equals(BigInteger.ONE)) {
            throw new InvalidKeyException("inconsistent RSA CRT key");
        }
        return new RsaPrivateKeyParts(n, d, e, p, q, dP, dQ, qInv);
    }

    /** A key known only as (n, d): no CRT, no fault check (there is no CRT fault to check for). */
    public static RsaPrivateKeyParts plain(BigInteger n, BigInteger d) throws InvalidKeyException {
        return new RsaPrivateKeyParts(n, d, null, null, null, null, null, null);
    }

    public MpInt modulus() {
        return n;
    }

    public int byteLength() {
        return (n.bitLength() + 7) / 8;
    }
}
