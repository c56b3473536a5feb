package dev.lanecrypt.provider;

import dev.lanecrypt.math.MpInt;
import dev.lanecrypt.rsa.EmeOaep;
import dev.lanecrypt.rsa.EmePkcs1;
import dev.lanecrypt.rsa.RsaCore;
import dev.lanecrypt.rsa.RsaPrivateKeyParts;
import dev.lanecrypt.rsa.RsaPublicKeyParts;
import java.io.ByteArrayOutputStream;
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
 * Cipher "RSA" (mode ECB or NONE) with NoPadding, PKCS1Padding (EME-PKCS1-v1_5), OAEPPadding (parameters
 * from OAEPParameterSpec, SHA-1 and MGF1-SHA-1 by default) and OAEPWith&lt;digest&gt;AndMGF1Padding (the
 * digest for OAEP, SHA-1 for MGF1, as SunJCE). Public key encrypts, private key decrypts; exception types
 * and messages follow SunJCE: too much data is IllegalBlockSizeException, any padding failure a
 * BadPaddingException "Decryption error" whatever its cause.
 */
public final class RsaCipherSpi extends CipherSpi {

    private enum Padding { NONE, PKCS1, OAEP }

    private Padding padding = Padding.PKCS1;
    private OAEPParameterSpec oaep = OAEPParameterSpec.DEFAULT;
    private boolean encrypt;
    private RsaPublicKeyParts publicKey;
    private RsaPrivateKeyParts privateKey;
    private SecureRandom random;
    private final ByteArrayOutputStream buffer = new ByteArrayOutputStream();

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
            oaep = OAEPParameterSpec.DEFAULT;
        } else if (p.startsWith("OAEPWITH") && p.endsWith("ANDMGF1PADDING")) {
            String digest = name.substring(8, name.length() - 14);
            try {
                MessageDigest.getInstance(digest);
            } catch (NoSuchAlgorithmException e) {
                throw new NoSuchPaddingException("Unsupported padding " + name);
            }
            padding = Padding.OAEP;
            oaep = new OAEPParameterSpec(digest, "MGF1", MGF1ParameterSpec.SHA1, PSource.PSpecified.DEFAULT);
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
        return publicKey != null ? publicKey.byteLength() : privateKey != null ? privateKey.byteLength() : 0;
    }

    @Override
    protected byte[] engineGetIV() {
        return null;
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        if (padding != Padding.OAEP) {
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
        if (params != null) {
            if (padding != Padding.OAEP || !(params instanceof OAEPParameterSpec spec)) {
                throw new InvalidAlgorithmParameterException("Wrong parameters for " + padding + " padding");
            }
            if (!"MGF1".equalsIgnoreCase(spec.getMGFAlgorithm()) || !(spec.getMGFParameters() instanceof MGF1ParameterSpec)
                    || !(spec.getPSource() instanceof PSource.PSpecified)) {
                throw new InvalidAlgorithmParameterException("only MGF1 and PSpecified are supported");
            }
            oaep = spec;
        }
        encrypt = opmode == Cipher.ENCRYPT_MODE || opmode == Cipher.WRAP_MODE;
        boolean decrypt = opmode == Cipher.DECRYPT_MODE || opmode == Cipher.UNWRAP_MODE;
        if (!encrypt && !decrypt) {
            throw new InvalidKeyException("Unknown mode: " + opmode);
        }
        if (encrypt && !(key instanceof RSAPublicKey)) {
            throw new InvalidKeyException("RSA public key required to encrypt");
        }
        if (decrypt && !(key instanceof RSAPrivateKey)) {
            throw new InvalidKeyException("RSA private key required to decrypt");
        }
        publicKey = encrypt ? RsaKeys.publicParts(key) : null;
        privateKey = decrypt ? RsaKeys.privateParts(key) : null;
        int k = ((RSAKey) key).getModulus().bitLength() + 7 >> 3;
        if (padding == Padding.OAEP) {
            try {
                int hLen = MessageDigest.getInstance(oaep.getDigestAlgorithm()).getDigestLength();
                MessageDigest.getInstance(((MGF1ParameterSpec) oaep.getMGFParameters()).getDigestAlgorithm());
                if (EmeOaep.maxMessage(k, hLen) < 0) {
                    throw new InvalidKeyException("Key is too short for encryption using OAEPPadding with "
                            + oaep.getDigestAlgorithm());
                }
            } catch (NoSuchAlgorithmException e) {
                throw new InvalidAlgorithmParameterException(e.getMessage(), e);
            }
        }
        this.random = random;
        buffer.reset();
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int off, int len) {
        buffer.write(input, off, len);
        return new byte[0];
    }

    @Override
    protected int engineUpdate(byte[] input, int off, int len, byte[] output, int outOff) {
        buffer.write(input, off, len);
        return 0;
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int off, int len) throws IllegalBlockSizeException, BadPaddingException {
        if (input != null) {
            buffer.write(input, off, len);
        }
        byte[] data = buffer.toByteArray();
        buffer.reset();
        return encrypt ? encrypt(data) : decrypt(data);
    }

    @Override
    protected int engineDoFinal(byte[] input, int off, int len, byte[] output, int outOff)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        byte[] out = engineDoFinal(input, off, len);
        if (output.length - outOff < out.length) {
            throw new ShortBufferException("Need " + out.length + " bytes for output");
        }
        System.arraycopy(out, 0, output, outOff, out.length);
        return out.length;
    }

    private byte[] encrypt(byte[] data) throws IllegalBlockSizeException, BadPaddingException {
        if (publicKey == null) {
            throw new IllegalStateException("Cipher not initialized");
        }
        int k = publicKey.byteLength();
        SecureRandom r = random == null ? Randomness.shared() : random;
        byte[] em;
        switch (padding) {
            case NONE -> {
                if (data.length > k) {
                    throw new IllegalBlockSizeException("Data must not be longer than " + k + " bytes");
                }
                em = data;
            }
            case PKCS1 -> {
                if (data.length > EmePkcs1.maxMessage(k)) {
                    throw new IllegalBlockSizeException("Data must not be longer than " + EmePkcs1.maxMessage(k) + " bytes");
                }
                em = EmePkcs1.encode(data, 0, data.length, k, r);
            }
            default -> {
                MessageDigest[] d = oaepDigests();
                int max = EmeOaep.maxMessage(k, d[0].getDigestLength());
                if (data.length > max) {
                    throw new IllegalBlockSizeException("Data must not be longer than " + max + " bytes");
                }
                em = EmeOaep.encode(data, 0, data.length, k, label(), d[0], d[1], r);
            }
        }
        MpInt m = MpInt.fromUnsignedBytes(em);
        if (m.compareTo(publicKey.modulus()) >= 0) {
            throw new BadPaddingException("Message is larger than modulus");
        }
        return RsaCore.publicOp(publicKey, m).toUnsignedBytes(k);
    }

    private byte[] decrypt(byte[] data) throws IllegalBlockSizeException, BadPaddingException {
        if (privateKey == null) {
            throw new IllegalStateException("Cipher not initialized");
        }
        int k = privateKey.byteLength();
        if (data.length > k) {
            throw new IllegalBlockSizeException("Data must not be longer than " + k + " bytes");
        }
        MpInt c = MpInt.fromUnsignedBytes(data);
        if (c.compareTo(privateKey.modulus()) >= 0) {
            throw new BadPaddingException("Message is larger than modulus");
        }
        SecureRandom r = random == null ? Randomness.shared() : random;
        byte[] em;
        try {
            em = RsaCore.privateOp(privateKey, c, r).toUnsignedBytes(k);
        } catch (ArithmeticException e) {
            throw new ProviderException("RSA private operation failed", e);
        }
        return switch (padding) {
            case NONE -> em;
            case PKCS1 -> EmePkcs1.decode(em);
            default -> {
                MessageDigest[] d = oaepDigests();
                yield EmeOaep.decode(em, label(), d[0], d[1]);
            }
        };
    }

    private MessageDigest[] oaepDigests() {
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
        byte[] encoded = key.getEncoded();
        if (encoded == null) {
            throw new InvalidKeyException("Could not obtain encoded key");
        }
        try {
            return engineDoFinal(encoded, 0, encoded.length);
        } catch (BadPaddingException e) {
            throw new InvalidKeyException("Wrapping failed", e);
        }
    }

    @Override
    protected Key engineUnwrap(byte[] wrapped, String algorithm, int type) throws InvalidKeyException,
            NoSuchAlgorithmException {
        byte[] encoded;
        try {
            encoded = engineDoFinal(wrapped, 0, wrapped.length);
        } catch (BadPaddingException | IllegalBlockSizeException e) {
            throw new InvalidKeyException("Unwrapping failed", e);
        }
        try {
            return switch (type) {
                case Cipher.SECRET_KEY -> new javax.crypto.spec.SecretKeySpec(encoded, algorithm);
                case Cipher.PUBLIC_KEY -> java.security.KeyFactory.getInstance(algorithm)
                        .generatePublic(new java.security.spec.X509EncodedKeySpec(encoded));
                case Cipher.PRIVATE_KEY -> java.security.KeyFactory.getInstance(algorithm)
                        .generatePrivate(new java.security.spec.PKCS8EncodedKeySpec(encoded));
                default -> throw new InvalidKeyException("Unknown key type " + type);
            };
        } catch (java.security.spec.InvalidKeySpecException e) {
            throw new InvalidKeyException("Unwrapped key is not valid", e);
        }
    }
}
