package dev.lanecrypt.provider;

import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.rsa.EmeOaep;
import dev.lanecrypt.rsa.EmePkcs1;
import dev.lanecrypt.rsa.RsaCore;
import dev.lanecrypt.rsa.RsaPrivateKeyParts;
import dev.lanecrypt.rsa.RsaPublicKeyParts;
import java.security.AlgorithmParameters;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.security.ProviderException;
import java.security.SecureRandom;
import java.security.interfaces.RSAKey;
import java.security.interfaces.RSAPrivateKey;
import java.security.interfaces.RSAPublicKey;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidParameterSpecException;
import java.security.spec.MGF1ParameterSpec;
import java.util.Locale;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.OAEPParameterSpec;
import javax.crypto.spec.PSource;

/**
 * Cipher "RSA" (mode ECB or NONE) with NoPadding, PKCS1Padding, OAEPPadding (parameters from
 * OAEPParameterSpec, SHA-1 and MGF1-SHA-1 by default) and OAEPWith&lt;digest&gt;AndMGF1Padding (the digest
 * for OAEP, SHA-1 for MGF1, as SunJCE).
 *
 * <p>Both keys work in both directions, as SunJCE's RSA cipher: a public key encrypts (PKCS#1 block type
 * 2 or OAEP) and decrypts (the "raw signature" use: block type 1 removed, or NoPadding); a private key
 * decrypts and encrypts (block type 1, deterministic, the same bytes as SunJCE, or NoPadding). OAEP only
 * encrypts with a public key and decrypts with a private one (InvalidKeyException otherwise, as SunJCE).
 * Every private-key operation is {@link RsaCore#privateOp}: blinded, CRT in constant time, checked
 * against the public operation before release; its exponentiations may share a multi-buffer call with
 * other threads' ({@link Coalescing}).
 *
 * <p>Exception types and messages follow SunJCE: more input than the direction and padding allow is
 * IllegalBlockSizeException "Data must not be longer than N bytes", a value not below the modulus
 * BadPaddingException "Message is larger than modulus", any padding failure one BadPaddingException
 * whatever its cause (no padding oracle).
 */
public final class RsaCipherSpi extends CipherSpi {

    private enum Padding { NONE, PKCS1, OAEP }

    /** Key and direction: SunJCE's four modes. */
    private enum Direction {
        /** Public key, encrypt. */
        ENCRYPT,
        /** Private key, decrypt. */
        DECRYPT,
        /** Private key, encrypt (block type 1 or raw). */
        SIGN,
        /** Public key, decrypt (block type 1 removed, or raw). */
        VERIFY
    }

    private Padding padding = Padding.PKCS1;
    private String oaepDigest = "SHA-1";
    private OAEPParameterSpec oaep;
    private Direction direction;
    private RsaPublicKeyParts publicKey;
    private RsaPrivateKeyParts privateKey;
    private SecureRandom random;
    private int k;
    /** Input collected until doFinal; its capacity is the most this direction and padding accept. */
    private byte[] buffer;
    /** Octets in {@link #buffer}, or {@code buffer.length + 1} once more was offered than fits. */
    private int buffered;

    @Override
    protected void engineSetMode(String mode) throws NoSuchAlgorithmException {
        if (!mode.equalsIgnoreCase("ECB") && !mode.equalsIgnoreCase("NONE")) {
            throw new NoSuchAlgorithmException("Unsupported mode " + mode);
        }
    }

    @Override
    protected void engineSetPadding(String name) throws NoSuchPaddingException {
        String p = name.toUpperCase(Locale.ROOT);
        if (p.equals("NOPADDING")) {
            padding = Padding.NONE;
        } else if (p.equals("PKCS1PADDING")) {
            padding = Padding.PKCS1;
        } else if (p.equals("OAEPPADDING")) {
            padding = Padding.OAEP;
            oaepDigest = "SHA-1";
        } else if (p.startsWith("OAEPWITH") && p.endsWith("ANDMGF1PADDING")) {
            String digest = name.substring(8, name.length() - 14);
            try {
                MessageDigest.getInstance(digest);
            } catch (NoSuchAlgorithmException e) {
                throw new NoSuchPaddingException("Unsupported padding " + name);
            }
            padding = Padding.OAEP;
            oaepDigest = digest;
        } else {
            throw new NoSuchPaddingException("Unsupported padding " + name);
        }
    }

    @Override
    protected int engineGetBlockSize() {
        return 0;
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        return k;
    }

    @Override
    protected byte[] engineGetIV() {
        return null;
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        if (oaep == null) {
            return null;
        }
        try {
            AlgorithmParameters params = AlgorithmParameters.getInstance("OAEP");
            params.init(oaep);
            return params;
        } catch (NoSuchAlgorithmException | InvalidParameterSpecException e) {
            throw new ProviderException("cannot encode OAEP parameters", e);
        }
    }

    @Override
    protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
        try {
            engineInit(opmode, key, (AlgorithmParameterSpec) null, random);
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidKeyException("wrong parameters", e);
        }
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        AlgorithmParameterSpec spec = null;
        if (params != null) {
            try {
                spec = params.getParameterSpec(OAEPParameterSpec.class);
            } catch (InvalidParameterSpecException e) {
                throw new InvalidAlgorithmParameterException("OAEP parameters expected", e);
            }
        }
        engineInit(opmode, key, spec, random);
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        boolean encrypt = opmode == Cipher.ENCRYPT_MODE || opmode == Cipher.WRAP_MODE;
        if (!encrypt && opmode != Cipher.DECRYPT_MODE && opmode != Cipher.UNWRAP_MODE) {
            throw new InvalidKeyException("Unknown mode: " + opmode);
        }
        RsaPublicKeyParts pub = null;
        RsaPrivateKeyParts priv = null;
        if (key instanceof RSAPublicKey) {
            pub = RsaKeys.publicParts(key);
        } else if (key instanceof RSAPrivateKey) {
            priv = RsaKeys.privateParts(key);
        } else {
            throw new InvalidKeyException("RSA key expected, got " + (key == null ? "null" : key.getClass().getName()));
        }
        Direction dir = pub != null ? (encrypt ? Direction.ENCRYPT : Direction.VERIFY)
                : (encrypt ? Direction.SIGN : Direction.DECRYPT);
        int size = ((RSAKey) key).getModulus().bitLength() + 7 >> 3;
        int limit;
        OAEPParameterSpec spec = null;
        switch (padding) {
            case NONE -> {
                refuseParameters(params);
                limit = size;
            }
            case PKCS1 -> {
                refuseParameters(params);
                limit = encrypt ? EmePkcs1.maxMessage(size) : size;
            }
            default -> {
                if (dir == Direction.SIGN || dir == Direction.VERIFY) {
                    throw new InvalidKeyException("OAEP cannot be used to sign or verify signatures");
                }
                spec = oaepSpec(params);
                int max = EmeOaep.maxMessage(size, oaepDigests(spec)[0].getDigestLength());
                if (max <= 0) {
                    throw new InvalidKeyException("Key is too short for encryption using OAEPPadding with "
                            + spec.getDigestAlgorithm());
                }
                limit = encrypt ? max : size;
            }
        }
        this.direction = dir;
        this.publicKey = pub;
        this.privateKey = priv;
        this.oaep = spec;
        this.k = size;
        this.random = random;
        this.buffer = new byte[limit];
        this.buffered = 0;
    }

    private static void refuseParameters(AlgorithmParameterSpec params) throws InvalidAlgorithmParameterException {
        if (params != null) {
            throw new InvalidAlgorithmParameterException("Parameters not supported");
        }
    }

    /** The OAEP parameters: the given ones (MGF1 and PSpecified only) or the padding name's default. */
    private OAEPParameterSpec oaepSpec(AlgorithmParameterSpec params) throws InvalidKeyException,
            InvalidAlgorithmParameterException {
        if (params == null) {
            return new OAEPParameterSpec(oaepDigest, "MGF1", MGF1ParameterSpec.SHA1, PSource.PSpecified.DEFAULT);
        }
        if (!(params instanceof OAEPParameterSpec spec)) {
            throw new InvalidAlgorithmParameterException("Wrong Parameters for OAEP Padding");
        }
        if (!"MGF1".equalsIgnoreCase(spec.getMGFAlgorithm()) || !(spec.getMGFParameters() instanceof MGF1ParameterSpec)) {
            throw new InvalidAlgorithmParameterException("Unsupported MGF algo: " + spec.getMGFAlgorithm());
        }
        if (!(spec.getPSource() instanceof PSource.PSpecified)) {
            throw new InvalidAlgorithmParameterException("Unsupported pSource algo: " + spec.getPSource().getAlgorithm());
        }
        try {
            MessageDigest.getInstance(spec.getDigestAlgorithm());
            MessageDigest.getInstance(((MGF1ParameterSpec) spec.getMGFParameters()).getDigestAlgorithm());
        } catch (NoSuchAlgorithmException e) {
            throw new InvalidKeyException("Digest not available", e);
        }
        return spec;
    }

    private void collect(byte[] input, int off, int len) {
        if (input == null || len == 0) {
            return;
        }
        if (buffer == null) {
            throw new IllegalStateException("Cipher not initialized");
        }
        if (len > buffer.length - buffered) {
            buffered = buffer.length + 1;
            return;
        }
        System.arraycopy(input, off, buffer, buffered, len);
        buffered += len;
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int off, int len) {
        collect(input, off, len);
        return new byte[0];
    }

    @Override
    protected int engineUpdate(byte[] input, int off, int len, byte[] output, int outOff) {
        collect(input, off, len);
        return 0;
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int off, int len) throws IllegalBlockSizeException, BadPaddingException {
        collect(input, off, len);
        if (buffer == null) {
            throw new IllegalStateException("Cipher not initialized");
        }
        if (buffered > buffer.length) {
            buffered = 0;
            throw new IllegalBlockSizeException("Data must not be longer than " + buffer.length + " bytes");
        }
        byte[] data = java.util.Arrays.copyOf(buffer, buffered);
        java.util.Arrays.fill(buffer, 0, buffered, (byte) 0);
        buffered = 0;
        return switch (direction) {
            case ENCRYPT -> publicOp(pad(data));
            case SIGN -> privateOp(pad(data));
            case DECRYPT -> unpad(privateOp(data));
            case VERIFY -> unpad(publicOp(data));
        };
    }

    @Override
    protected int engineDoFinal(byte[] input, int off, int len, byte[] output, int outOff)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        if (output.length - outOff < k) {
            throw new ShortBufferException("Need " + k + " bytes for output");
        }
        byte[] out = engineDoFinal(input, off, len);
        System.arraycopy(out, 0, output, outOff, out.length);
        return out.length;
    }

    /** The block to exponentiate: raw data, block type 2 (public key) or 1 (private key), or OAEP. */
    private byte[] pad(byte[] data) {
        return switch (padding) {
            case NONE -> data;
            case PKCS1 -> direction == Direction.ENCRYPT ? EmePkcs1.encode(data, 0, data.length, k, random())
                    : EmePkcs1.encodeSignatureBlock(data, 0, data.length, k);
            case OAEP -> {
                MessageDigest[] d = oaepDigests(oaep);
                yield EmeOaep.encode(data, 0, data.length, k, label(), d[0], d[1], random());
            }
        };
    }

    /** The message inside a {@code k}-octet block; one BadPaddingException for any defect. */
    private byte[] unpad(byte[] em) throws BadPaddingException {
        return switch (padding) {
            case NONE -> em;
            case PKCS1 -> direction == Direction.DECRYPT ? EmePkcs1.decode(em) : EmePkcs1.decodeSignatureBlock(em);
            case OAEP -> {
                MessageDigest[] d = oaepDigests(oaep);
                yield EmeOaep.decode(em, label(), d[0], d[1]);
            }
        };
    }

    private byte[] publicOp(byte[] in) throws BadPaddingException {
        return RsaCore.publicOp(publicKey, belowModulus(in, publicKey.modulus())).toUnsignedBytes(k);
    }

    private byte[] privateOp(byte[] in) throws BadPaddingException {
        MpInt x = belowModulus(in, privateKey.modulus());
        try {
            return RsaCore.privateOp(privateKey, x, random(), Coalescing.exponentiation()).toUnsignedBytes(k);
        } catch (ArithmeticException e) {
            // a key whose parts disagree (the check against the public operation failed): SunJCE's type and words
            BadPaddingException bad = new BadPaddingException("RSA private key operation failed");
            bad.initCause(e);
            throw bad;
        }
    }

    private static MpInt belowModulus(byte[] in, MpInt n) throws BadPaddingException {
        MpInt x = MpInt.fromUnsignedBytes(in);
        if (x.compareTo(n) >= 0) {
            throw new BadPaddingException("Message is larger than modulus");
        }
        return x;
    }

    private SecureRandom random() {
        return random == null ? Randomness.shared() : random;
    }

    private static MessageDigest[] oaepDigests(OAEPParameterSpec oaep) {
        try {
            return new MessageDigest[] {MessageDigest.getInstance(oaep.getDigestAlgorithm()),
                MessageDigest.getInstance(((MGF1ParameterSpec) oaep.getMGFParameters()).getDigestAlgorithm())};
        } catch (NoSuchAlgorithmException e) {
            throw new ProviderException(e);
        }
    }

    private byte[] label() {
        return ((PSource.PSpecified) oaep.getPSource()).getValue();
    }

    @Override
    protected int engineGetKeySize(Key key) throws InvalidKeyException {
        if (!(key instanceof RSAKey rsa)) {
            throw new InvalidKeyException("RSA key expected");
        }
        return rsa.getModulus().bitLength();
    }

    @Override
    protected byte[] engineWrap(Key key) throws IllegalBlockSizeException, InvalidKeyException {
        byte[] encoded = WrappedKeys.encoding(key);
        if (buffer != null && encoded.length > buffer.length) {
            throw new InvalidKeyException("Key is too long for wrapping");
        }
        try {
            return engineDoFinal(encoded, 0, encoded.length);
        } catch (BadPaddingException e) {
            throw new InvalidKeyException("Wrapping failed", e);
        } finally {
            java.util.Arrays.fill(encoded, (byte) 0);
        }
    }

    @Override
    protected Key engineUnwrap(byte[] wrapped, String algorithm, int type) throws InvalidKeyException,
            NoSuchAlgorithmException {
        if (buffer != null && wrapped.length > buffer.length) {
            throw new InvalidKeyException("Key is too long for unwrapping");
        }
        byte[] encoded;
        try {
            encoded = engineDoFinal(wrapped, 0, wrapped.length);
        } catch (BadPaddingException | IllegalBlockSizeException e) {
            throw new InvalidKeyException("Unwrapping failed", e);
        }
        try {
            return WrappedKeys.construct(encoded, algorithm, type);
        } finally {
            java.util.Arrays.fill(encoded, (byte) 0);
        }
    }
}
