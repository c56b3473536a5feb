package dev.lanecrypt.provider;

import dev.lanecrypt.cipher.BlockModeCipher;
import dev.lanecrypt.cipher.Blocks;
import dev.lanecrypt.cipher.CipherFamily;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.Padding;
import java.security.AlgorithmParameters;
import java.security.GeneralSecurityException;
import java.security.InvalidAlgorithmParameterException;
import java.security.InvalidKeyException;
import java.security.Key;
import java.security.NoSuchAlgorithmException;
import java.security.SecureRandom;
import java.security.spec.AlgorithmParameterSpec;
import java.security.spec.InvalidParameterSpecException;
import java.util.Arrays;
import javax.crypto.BadPaddingException;
import javax.crypto.Cipher;
import javax.crypto.CipherSpi;
import javax.crypto.IllegalBlockSizeException;
import javax.crypto.NoSuchPaddingException;
import javax.crypto.ShortBufferException;
import javax.crypto.spec.IvParameterSpec;

/**
 * The JCA {@code Cipher} of any {@link CipherFamily}: modes ECB, CBC, CFB (64), OFB (64), CTR and paddings
 * NoPadding, PKCS5Padding (default ECB/PKCS5Padding, as SunJCE's), on a {@link BlockModeCipher}. Output,
 * buffering of {@code update} and exception types and messages follow SunJCE's CipherCore; an encryption
 * without an IV gets a random one ({@link #engineGetIV}), a decryption without one is refused.
 */
public final class FamilyCipherSpi extends CipherSpi {

    private final CipherFamily family;
    private Mode mode = Mode.ECB;
    private Padding padding = Padding.PKCS5;
    private BlockModeCipher core;
    private byte[] iv;

    public FamilyCipherSpi(CipherFamily family) {
        this.family = family;
    }

    @Override
    protected void engineSetMode(String name) throws NoSuchAlgorithmException {
        mode = Mode.forJcaName(name).orElseThrow(() -> new NoSuchAlgorithmException("Cipher mode: " + name + " not found"));
    }

    @Override
    protected void engineSetPadding(String name) throws NoSuchPaddingException {
        Padding p = Padding.forJcaName(name).orElseThrow(() -> new NoSuchPaddingException("Padding: " + name + " not implemented"));
        if (p == Padding.PKCS5 && !mode.allowsPadding()) {
            throw new NoSuchPaddingException(mode + " mode must be used with NoPadding");
        }
        padding = p;
    }

    @Override
    protected int engineGetBlockSize() {
        return 8;
    }

    @Override
    protected int engineGetOutputSize(int inputLen) {
        // past Integer.MAX_VALUE: ArithmeticException, as SunJCE's (a cast wrapped it to a negative size)
        return core == null ? Math.addExact(inputLen, 8) : Math.toIntExact(core.finalOutputSize(inputLen));
    }

    @Override
    protected byte[] engineGetIV() {
        return iv == null ? null : iv.clone();
    }

    @Override
    protected AlgorithmParameters engineGetParameters() {
        if (iv == null) {
            return null;
        }
        try {
            AlgorithmParameters p = AlgorithmParameters.getInstance(family.name());
            p.init(new IvParameterSpec(iv));
            return p;
        } catch (GeneralSecurityException e) {
            return null;
        }
    }

    @Override
    protected void engineInit(int opmode, Key key, SecureRandom random) throws InvalidKeyException {
        try {
            engineInit(opmode, key, (AlgorithmParameterSpec) null, random);
        } catch (InvalidAlgorithmParameterException e) {
            throw new InvalidKeyException(e.getMessage());
        }
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameters params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        IvParameterSpec spec = null;
        if (params != null) {
            try {
                spec = params.getParameterSpec(IvParameterSpec.class);
            } catch (InvalidParameterSpecException e) {
                throw new InvalidAlgorithmParameterException("Wrong parameter type: IV expected");
            }
        }
        engineInit(opmode, key, spec, random);
    }

    @Override
    protected void engineInit(int opmode, Key key, AlgorithmParameterSpec params, SecureRandom random)
            throws InvalidKeyException, InvalidAlgorithmParameterException {
        boolean encrypt = opmode == Cipher.ENCRYPT_MODE || opmode == Cipher.WRAP_MODE;
        byte[] raw = rawKey(key);
        if (params != null && !(params instanceof IvParameterSpec)) {
            throw new InvalidAlgorithmParameterException("Wrong parameter type: IV expected");
        }
        byte[] ivBytes = params == null ? null : ((IvParameterSpec) params).getIV();
        if (!mode.hasIv()) {
            if (ivBytes != null) {
                throw new InvalidAlgorithmParameterException("ECB mode cannot use IV");
            }
        } else if (ivBytes == null) {
            if (!encrypt) {
                throw new InvalidAlgorithmParameterException("Parameters missing");
            }
            ivBytes = new byte[8];
            (random != null ? random : new SecureRandom()).nextBytes(ivBytes);
        } else if (ivBytes.length != 8) {
            throw new InvalidAlgorithmParameterException("Wrong IV length: must be 8 bytes long");
        }
        try {
            core = new BlockModeCipher(family.engine(raw), mode, padding, encrypt,
                    ivBytes == null ? 0 : Blocks.word(ivBytes, 0));
        } finally {
            Arrays.fill(raw, (byte) 0);
        }
        iv = ivBytes;
    }

    private byte[] rawKey(Key key) throws InvalidKeyException {
        if (key == null) {
            throw new InvalidKeyException("No key given");
        }
        if (!family.acceptsKeyAlgorithm(key.getAlgorithm())) {
            throw new InvalidKeyException("Wrong algorithm: " + family.name() + " required");
        }
        if (!"RAW".equalsIgnoreCase(key.getFormat())) {
            throw new InvalidKeyException("Wrong format: RAW bytes needed");          // SunJCE's
        }
        byte[] raw = key.getEncoded();
        if (raw == null) {
            throw new InvalidKeyException("Key encoding must not be null");
        }
        family.checkKeyLength(raw.length);
        return raw;
    }

    @Override
    protected byte[] engineUpdate(byte[] input, int inputOffset, int inputLen) {
        byte[] out = new byte[Math.toIntExact(core.updateOutputSize(inputLen))];
        core.update(input, inputOffset, inputLen, out, 0);
        return out;
    }

    @Override
    protected int engineUpdate(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset)
            throws ShortBufferException {
        int n = Math.toIntExact(core.updateOutputSize(inputLen));
        int room = room(output, outputOffset);
        if (room < n) {
            throw new ShortBufferException("Output buffer too short: " + room + " bytes given, " + n + " bytes needed");
        }
        return core.update(input, inputOffset, inputLen, output, outputOffset);
    }

    @Override
    protected byte[] engineDoFinal(byte[] input, int inputOffset, int inputLen)
            throws IllegalBlockSizeException, BadPaddingException {
        byte[] out = new byte[Math.toIntExact(core.finalOutputSize(inputLen))];
        int n = core.doFinal(input == null ? new byte[0] : input, inputOffset, inputLen, out, 0);
        return n == out.length ? out : Arrays.copyOf(out, n);
    }

    @Override
    protected int engineDoFinal(byte[] input, int inputOffset, int inputLen, byte[] output, int outputOffset)
            throws ShortBufferException, IllegalBlockSizeException, BadPaddingException {
        int room = room(output, outputOffset);
        int bound = Math.toIntExact(core.finalOutputSize(inputLen));
        if (room >= bound) {
            return core.doFinal(input == null ? new byte[0] : input, inputOffset, inputLen, output, outputOffset);
        }
        // SunJCE's CipherCore refuses a decryption's output only below its bound less a block before it decrypts
        if (core.encrypting() || room < bound - 8) {
            throw new ShortBufferException("Output buffer too short: " + room + " bytes given, " + bound + " bytes needed");
        }
        // the result may fit (unpadded), or the input be refused (IllegalBlockSizeException, BadPaddingException);
        // known only once the last block is decrypted; if it does not fit, the stream stays as it was, so a retry with
        // a larger buffer gets every byte (as SunJCE's)
        int n = core.doFinalWithin(input == null ? new byte[0] : input, inputOffset, inputLen, output, outputOffset, room);
        if (n < 0) {
            throw new ShortBufferException("Output buffer too short: " + room + " bytes given, " + -n + " bytes needed");
        }
        return n;
    }

    /** The bytes from {@code offset} to the end of {@code output}; a null buffer is SunJCE's ShortBufferException. */
    private static int room(byte[] output, int offset) throws ShortBufferException {
        if (output == null) {
            throw new ShortBufferException("No output buffer given");
        }
        return output.length - offset;
    }

    @Override
    protected byte[] engineWrap(Key key) throws IllegalBlockSizeException, InvalidKeyException {
        byte[] encoded = WrappedKeys.encoding(key);
        try {
            return engineDoFinal(encoded, 0, encoded.length);
        } catch (BadPaddingException e) {
            throw new InvalidKeyException("Wrapping failed", e);   // an encryption checks no padding: not reached
        } finally {
            Arrays.fill(encoded, (byte) 0);
        }
    }

    @Override
    protected Key engineUnwrap(byte[] wrappedKey, String algorithm, int type) throws InvalidKeyException,
            NoSuchAlgorithmException {
        byte[] encoded;
        try {
            encoded = engineDoFinal(wrappedKey, 0, wrappedKey.length);
        } catch (BadPaddingException e) {
            throw new InvalidKeyException("The wrapped key is not padded correctly", e);
        } catch (IllegalBlockSizeException e) {
            throw new InvalidKeyException("The wrapped key does not have the correct length", e);
        }
        try {
            return WrappedKeys.construct(encoded, algorithm, type);
        } finally {
            Arrays.fill(encoded, (byte) 0);
        }
    }

    @Override
    protected int engineGetKeySize(Key key) throws InvalidKeyException {
        byte[] raw = rawKey(key);
        return family.keyBits(raw);
    }
}
