package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Measurement;
import dev.lanecrypt.measure.Stopwatch;
import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.blowfish.BlowfishEngines;
import dev.lanecrypt.blowfish.BlowfishKeySetups;
import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.blowfish.BlowfishKey;
import dev.lanecrypt.blowfish.BlowfishKeySetup;
import dev.lanecrypt.blowfish.BlowfishScalar;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;

/**
 * The {@code bf} section: Eric Young's Blowfish speed lines ({@code bf_opts}/{@code speed.c}) for every
 * engine design this JVM can run, plus cycles per byte:
 * <pre>
 * Blowfish set_key per sec = X ( Y uS)              one key (BlowfishKey.expand), and per key of 64 batched,
 *                                                   per batched key-setup design
 * Blowfish raw ecb bytes per sec = X ( Y uS)        per design; Y per 8-byte block
 * Blowfish cbc bytes per sec = X ( Y uS)            encryption on the serial scalar code (CBC encryption is
 *                                                   serial), decryption per design
 * </pre>
 * ECB and CBC run over an 8 KiB buffer (EY's BUFSIZE) with a 16-byte key.
 *
 * <p>Known answers, all published and checked against SunJCE and OpenSSL: Schneier's ECB vector
 * (key FEDCBA9876543210, plaintext 0123456789ABCDEF) on every design, the 16-byte key of Eric Young's
 * variable-key test for set_key (one and batched), and Eric Young's CBC chaining test.
 */
final class BlowfishSection implements TimingSection {

    private static final int BUFFER = 8192;

    private static final int BLOCKS = BUFFER / 8;

    private static final int BATCH = 64;

    private static final HexFormat HEX = HexFormat.of();

    private static final byte[] KEY16 = HEX.parseHex("F0E1D2C3B4A5968778695A4B3C2D1E0F");

    static final String SET_KEY = "set_key";
    static final String SET_KEY_BATCHED = "set_key batched " + BATCH;
    static final String CBC_ENCRYPT = "cbc-encrypt scalar";

    @Override
    public String name() {
        return "bf";
    }

    @Override
    public String title() {
        return "Timing Blowfish:";
    }

    @Override
    public List<KnownAnswer> knownAnswers(TimingOptions options) {
        List<KnownAnswer> answers = new ArrayList<>();
        long plain = 0x0123456789ABCDEFL;
        BlowfishKey ecbKey = BlowfishKey.expand(HEX.parseHex("FEDCBA9876543210"));
        for (Candidate<BlowfishEngines.Factory> c : BlowfishEngines.available()) {
            long[] blocks = new long[BLOCKS];
            java.util.Arrays.fill(blocks, plain);
            Block64 e = c.impl().engine(ecbKey);
            e.encryptBlocks(blocks, 0, BLOCKS);
            long[] back = blocks.clone();
            e.decryptBlocks(back, 0, BLOCKS);
            answers.add(new KnownAnswer("bf ecb " + c.name() + ": Schneier's vector, every block of 8 KiB",
                    hex(blocks[0]) + " " + hex(blocks[BLOCKS - 1]) + " " + hex(back[BLOCKS - 1]),
                    "0ACEAB0FC6A0A28D 0ACEAB0FC6A0A28D 0123456789ABCDEF"));
        }
        long fedcba = 0xFEDCBA9876543210L;
        answers.add(new KnownAnswer("bf set_key: Eric Young's variable-key test, 16 bytes",
                hex(new BlowfishScalar(BlowfishKey.expand(KEY16)).encrypt(fedcba)), "93142887EE3BE15C"));
        for (Candidate<BlowfishKeySetup> c : BlowfishKeySetups.available()) {
            BlowfishKey[] batched = c.impl().expandAll(batchKeys());
            answers.add(new KnownAnswer("bf set_key batched " + c.name() + ": Eric Young's variable-key test, key "
                    + (BATCH - 1) + " of " + BATCH, hex(new BlowfishScalar(batched[BATCH - 1]).encrypt(fedcba)),
                    "93142887EE3BE15C"));
        }
        BlowfishScalar chain = new BlowfishScalar(BlowfishKey.expand(HEX.parseHex("0123456789ABCDEFF0E1D2C3B4A59687")));
        // "7654321 Now is the time for " and its terminating zero, zero-padded to 32 bytes as in bftest.c
        long[] data = {0x3736353433323120L, 0x4E6F772069732074L, 0x68652074696D6520L, 0x666F722000000000L};
        long iv = 0xFEDCBA9876543210L;
        StringBuilder out = new StringBuilder();
        for (long d : data) {
            iv = chain.encrypt(iv ^ d);
            out.append(hex(iv));
        }
        answers.add(new KnownAnswer("bf cbc-encrypt scalar: Eric Young's chaining test", out.toString(),
                "6B77B4D63006DEE605B156E27403979358DEB9E7154616D959F1652BD5FF92CC"));
        return answers;
    }

    /** 64 keys, the last one {@link #KEY16}, the others its variations. */
    private static byte[][] batchKeys() {
        byte[][] keys = new byte[BATCH][];
        for (int i = 0; i < BATCH; i++) {
            keys[i] = KEY16.clone();
            keys[i][0] ^= (byte) (BATCH - 1 - i);
        }
        return keys;
    }

    /**
     * set_key (one key, then 64 batched per key-setup design), ECB per engine design, CBC encryption on
     * the serial scalar code, CBC decryption per design. A design the selector does not time here (a
     * gather wider than the JVM's preferred vectors, which runs emulated: hundreds of cycles per byte) is
     * left out, as in the DES section.
     */
    @Override
    public List<TimedPath> paths(TimingOptions options) {
        List<TimedPath> paths = new ArrayList<>();
        paths.add(TimedPath.one(SET_KEY, sw -> new TimingRow(name(), SET_KEY, "keys", 1, sw.time(reps -> {
            long sink = 0;
            for (int i = 0; i < reps; i++) {
                sink += BlowfishKey.expand(KEY16).table()[0];
            }
            return sink;
        }))));
        for (Candidate<BlowfishKeySetup> c : BlowfishKeySetups.available()) {
            if (!c.quick()) {
                continue;
            }
            String path = SET_KEY_BATCHED + " " + c.name();
            paths.add(TimedPath.one(path, sw -> {
                BlowfishKeySetup setup = c.impl();
                byte[][] keys = batchKeys();
                return new TimingRow(name(), path, "keys", BATCH, sw.time(reps -> {
                    long sink = 0;
                    for (int i = 0; i < reps; i++) {
                        sink += setup.expandAll(keys)[0].table()[0];
                    }
                    return sink;
                }));
            }));
        }
        List<Candidate<BlowfishEngines.Factory>> designs = BlowfishEngines.available().stream()
                .filter(Candidate::quick).toList();
        for (Candidate<BlowfishEngines.Factory> c : designs) {
            String path = "ecb " + c.name();
            paths.add(TimedPath.one(path, sw -> {
                Block64 e = c.impl().engine(BlowfishKey.expand(KEY16));
                long[] blocks = buffer();
                return new TimingRow(name(), path, "bytes", BUFFER, sw.time(reps -> {
                    long sink = 0;
                    for (int i = 0; i < reps; i++) {
                        e.encryptBlocks(blocks, 0, BLOCKS);
                        sink += blocks[0];
                    }
                    return sink;
                }));
            }));
        }
        paths.add(TimedPath.one(CBC_ENCRYPT, sw -> {
            BlowfishScalar serial = new BlowfishScalar(BlowfishKey.expand(KEY16));
            long[] blocks = buffer();
            return new TimingRow(name(), CBC_ENCRYPT, "bytes", BUFFER, sw.time(reps -> {
                long sink = 0;
                for (int i = 0; i < reps; i++) {
                    long chain = sink;
                    for (int b = 0; b < BLOCKS; b++) {
                        chain = serial.encrypt(chain ^ blocks[b]);
                    }
                    sink += chain;
                }
                return sink;
            }));
        }));
        for (Candidate<BlowfishEngines.Factory> c : designs) {
            String path = "cbc-decrypt " + c.name();
            paths.add(TimedPath.one(path, sw -> {
                Block64 e = c.impl().engine(BlowfishKey.expand(KEY16));
                long[] blocks = buffer();
                long[] work = new long[BLOCKS];
                return new TimingRow(name(), path, "bytes", BUFFER, sw.time(reps -> {
                    long sink = 0;
                    for (int i = 0; i < reps; i++) {
                        System.arraycopy(blocks, 0, work, 0, BLOCKS);
                        e.decryptBlocks(work, 0, BLOCKS);
                        long prev = sink;
                        for (int b = 0; b < BLOCKS; b++) {
                            work[b] ^= prev;
                            prev = blocks[b];
                        }
                        sink += work[BLOCKS - 1];
                    }
                    return sink;
                }));
            }));
        }
        return paths;
    }

    /** The 8 KiB plaintext every ECB and CBC path runs over (the same words in each). */
    private static long[] buffer() {
        long[] blocks = new long[BLOCKS];
        for (int i = 0; i < BLOCKS; i++) {
            blocks[i] = i * 0x9E3779B97F4A7C15L;
        }
        return blocks;
    }

    /** Eric Young's lines: per second and microseconds per key (set_key) or per 8-byte block, cycles/byte. */
    @Override
    public void print(List<TimingRow> rows, PrintStream out) {
        out.println(title());
        for (TimingRow r : rows) {
            Measurement m = r.measurement();
            if (r.path().startsWith(SET_KEY)) {
                double nsPerKey = m.bestNs() / r.size();
                out.printf(Locale.ROOT, "Blowfish set_key per sec = %.2f (%.3f uS)  %s%s%n",
                        1e9 / nsPerKey, nsPerKey / 1e3, r.path(), TimingText.mark(r));
            } else {
                double nsPerBlock = m.bestNs() / (r.size() / 8.0);
                String what = r.path().startsWith("ecb") ? "raw ecb" : "cbc";
                out.printf(Locale.ROOT, "Blowfish %s bytes per sec = %.2f (%.3f uS)  %s, %.2f cycles/byte%s%n",
                        what, 1e9 * r.size() / m.bestNs(), nsPerBlock / 1e3, r.path(), m.bestCycles() / r.size(),
                        TimingText.mark(r));
            }
        }
        TimingText.footnote(rows, out);
    }

    private static String hex(long x) {
        return String.format(Locale.ROOT, "%016X", x);
    }
}
