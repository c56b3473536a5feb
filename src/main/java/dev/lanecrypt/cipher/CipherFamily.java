package dev.lanecrypt.cipher;

import java.security.InvalidKeyException;
import java.security.InvalidParameterException;
import java.security.SecureRandom;
import java.util.List;
import java.util.Locale;

/**
 * A 64-bit block cipher as the shared layers see it: its JCA name, its key rules and its engines. The
 * modes ({@link BlockModeCipher}), the JCA cipher and key generator ({@code dev.lanecrypt.provider.
 * FamilyCipherSpi}, {@code FamilyKeyGenerator}, {@code CipherServices}), the batch API
 * ({@code dev.lanecrypt.batch.BatchCipher}) and {@code lanecrypt enc} are generic over it.
 *
 * <h2>Plugging in a cipher (Blowfish, for example)</h2>
 * <ol>
 *   <li>Engines: a {@link Block64} in {@code scalar/} (override {@code encryptBlocks}/{@code
 *   decryptBlocks} in a multi-block engine: ECB, CTR, CBC- and CFB-decrypt call them with up to
 *   {@link BlockModeCipher#STAGE_BLOCKS} blocks), optionally a {@link MultiKeyBlock64} for many keys.</li>
 *   <li>One class implementing this interface, for example {@code dev.lanecrypt.blowfish.BlowfishFamily}
 *   with a singleton: {@link #name()} "Blowfish", {@link #checkKeyLength} (1..56 bytes, else
 *   {@code InvalidKeyException}), {@link #engine} choosing among the engines (by measurement),
 *   {@link #defaultKeyBits()} 128 and {@link #generateKey}; override {@link #engines},
 *   {@link #multiKeyEngine} and {@link #batchLanes()} for a batched key setup.</li>
 *   <li>Provider: a {@code ServiceGroup} whose {@code services} returns
 *   {@code CipherServices.cipherAndKeyGenerator(provider, BlowfishFamily.INSTANCE)}, and whose
 *   {@code selfTest} runs known answers (see {@code DesServiceGroup}); add it to {@code ServiceGroups.all()}.</li>
 *   <li>CLI: lines in {@code dev.lanecrypt.cli.EncCiphers} ({@code bf-ecb}, {@code bf-cbc}, ...).</li>
 * </ol>
 */
public interface CipherFamily {

    /** The JCA algorithm name ("DES", "DESede", "Blowfish"), also the algorithm of generated keys. */
    String name();

    /** Other names for the same algorithm ("TripleDES"). */
    default List<String> aliases() {
        return List.of();
    }

    /** Whether a key whose {@code getAlgorithm()} is {@code algorithm} may be used (SunJCE checks this). */
    default boolean acceptsKeyAlgorithm(String algorithm) {
        if (algorithm == null) {
            return false;
        }
        String a = algorithm.toLowerCase(Locale.ROOT);
        return a.equals(name().toLowerCase(Locale.ROOT))
                || aliases().stream().anyMatch(s -> s.toLowerCase(Locale.ROOT).equals(a));
    }

    /** Throws when a raw key of {@code bytes} bytes is not a key of this cipher (message says why). */
    void checkKeyLength(int bytes) throws InvalidKeyException;

    /** A single-key engine for {@code key} (the raw key bytes); the array is not kept. */
    Block64 engine(byte[] key) throws InvalidKeyException;

    /**
     * Single-key engines for many keys, in order (the batch API's per-message keys in the bulk modes).
     * Override where setting keys up together is faster than one by one (Blowfish's batched setup).
     */
    default List<Block64> engines(List<byte[]> keys) throws InvalidKeyException {
        List<Block64> e = new java.util.ArrayList<>(keys.size());
        for (byte[] k : keys) {
            e.add(engine(k));
        }
        return e;
    }

    /** An engine with one key per lane, for the serial modes of many streams. */
    default MultiKeyBlock64 multiKeyEngine(List<byte[]> keys) throws InvalidKeyException {
        Block64[] e = new Block64[keys.size()];
        for (int i = 0; i < e.length; i++) {
            e[i] = engine(keys.get(i));
        }
        return MultiKeyBlock64.perKey(e);
    }

    /**
     * How many streams the batch API gives one {@link #multiKeyEngine} (its natural width: 64 x the
     * vector lanes for bit-sliced DES); also the unit of work handed to an executor.
     */
    default int batchLanes() {
        return 64;
    }

    /**
     * Messages of a parallel direction (ECB, CBC- and CFB-decrypt, CTR) shorter than this many blocks go
     * through {@link #multiKeyEngine} side by side in the batch API, as the serial directions do, instead of
     * an engine each from {@link #engines}: where a multi-key engine sets its keys up cheaply, a short
     * message costs its key setup more than its blocks. 0 (the default): always an engine each.
     */
    default long batchLanesBelowBlocks() {
        return 0;
    }

    /** The key size, in bits, of a key generator that was not initialized. */
    int defaultKeyBits();

    /**
     * Throws when {@code keyBits} is not a size {@code KeyGenerator.init(int)} accepts for this cipher.
     *
     * @throws InvalidParameterException with the reason
     */
    void checkKeyBits(int keyBits);

    /**
     * A new random key of {@code keyBits}, already accepted by {@link #checkKeyBits}.
     */
    byte[] generateKey(int keyBits, SecureRandom random);

    /** The key size in bits reported for a raw key ({@code Cipher.getMaxAllowedKeyLength} style). */
    default int keyBits(byte[] key) {
        return key.length * 8;
    }
}
