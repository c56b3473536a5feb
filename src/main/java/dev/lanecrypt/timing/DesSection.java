package dev.lanecrypt.timing;

import dev.lanecrypt.measure.Measurement;
import dev.lanecrypt.measure.Stopwatch;
import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.des.ConstantTimeDes;
import dev.lanecrypt.des.DesEngines;
import dev.lanecrypt.des.DesKernel;
import dev.lanecrypt.select.Hardware;
import java.io.PrintStream;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Locale;
import javax.crypto.Cipher;
import javax.crypto.spec.SecretKeySpec;

/**
 * {@code lanecrypt timing des}: DES and Triple-DES (EDE, three keys) in ECB on 8 KiB buffers for every
 * DES kernel this JVM runs natively (scalar and the bit-sliced widths up to the preferred vector size;
 * wider ones run emulated and are left out), the bit-sliced transposition alone (its share of a pass), the
 * constant-time one-block engine of calls of a few blocks ({@link ConstantTimeDes}), and SunJCE's
 * {@code DES/ECB/NoPadding} and {@code DESede/ECB/NoPadding} on the same buffers.
 * Printed as Eric Young's speed lines: bytes per second, microseconds per 8-byte block, cycles per byte.
 */
final class DesSection implements TimingSection {

    private static final int BLOCKS = 1024;
    private static final int BYTES = 8 * BLOCKS;
    private static final long KEY = 0x133457799BBCDFF1L;
    private static final long[] KEY3 = {0x0123456789ABCDEFL, 0x23456789ABCDEF01L, 0x456789ABCDEF0123L};

    @Override
    public String name() {
        return "des";
    }

    @Override
    public String title() {
        return "Timing DES (ECB, " + BYTES + "-byte buffers):";
    }

    /**
     * The kernels timed: every width the JVM runs natively, and the three-input-gate design only where the
     * CPU has AVX-512's ternary logic (elsewhere its gates run as their two-input operations, and each
     * width costs seconds of JIT time per JVM).
     */
    private static List<DesKernel> kernels() {
        int bits = Hardware.get().vectorBits();
        return DesEngines.kernels().stream().filter(k -> k.transpositionOnly() == null || k.blocksPerPass() <= bits)
                .filter(k -> !k.name().startsWith("ternary") || DesEngines.hasTernaryLogic())
                .toList();
    }

    @Override
    public List<KnownAnswer> knownAnswers(TimingOptions options) {
        List<KnownAnswer> answers = new ArrayList<>();
        for (DesKernel k : kernels()) {
            addAnswers(answers, k.name(), k.engine(new long[] {KEY}, true), k.engine(KEY3, true));
        }
        addAnswers(answers, ONE_BLOCK, new ConstantTimeDes(KEY), new ConstantTimeDes(KEY3));
        return answers;
    }

    /** The known answers of one engine's DES and Triple-DES, each the last of {@link #BLOCKS} equal blocks. */
    private static void addAnswers(List<KnownAnswer> answers, String name, Block64 des, Block64 ede3) {
        long[] b = new long[BLOCKS];
        java.util.Arrays.fill(b, 0x0123456789ABCDEFL);
        des.encryptBlocks(b, 0, BLOCKS);
        // FIPS 46 worked example (Grabbe): 133457799BBCDFF1 encrypts 0123456789ABCDEF to 85E813540F0AB405.
        answers.add(new KnownAnswer("des " + name + ": FIPS 46 example, last of " + BLOCKS + " blocks",
                String.format("%016x", b[BLOCKS - 1]), "85e813540f0ab405"));
        long[] t = new long[BLOCKS];
        java.util.Arrays.fill(t, 0x5468652071756663L);
        ede3.encryptBlocks(t, 0, BLOCKS);
        answers.add(new KnownAnswer("des-ede3 " + name + ": against SunJCE DESede", String.format("%016x", t[BLOCKS - 1]),
                sunjce("DESede", 0x5468652071756663L)));
    }

    /** The row name of {@link ConstantTimeDes}: the engine of calls of a few blocks, block after block. */
    private static final String ONE_BLOCK = "constant-time";

    private static String sunjce(String alg, long block) {
        try {
            Cipher c = Cipher.getInstance(alg + "/ECB/NoPadding", "SunJCE");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(key3Bytes(), alg));
            return HexFormat.of().formatHex(c.doFinal(dev.lanecrypt.cipher.Blocks.bytes(block)));
        } catch (java.security.GeneralSecurityException e) {
            return "SunJCE failed: " + e;
        }
    }

    private static byte[] key3Bytes() {
        byte[] k = new byte[24];
        for (int i = 0; i < 3; i++) {
            System.arraycopy(dev.lanecrypt.cipher.Blocks.bytes(KEY3[i]), 0, k, 8 * i, 8);
        }
        return k;
    }

    /**
     * Per kernel DES, Triple-DES and the bit-sliced transposition alone, then SunJCE's two. An engine is
     * made when its path runs (in its own JVM) and warmed up by the harness alone: its rule (300 ms
     * without a compilation, an idle queue) outlasts C2's compilation of the eight S-box circuits, which
     * the selector's shorter warm-up does not ({@code DesEngines.warmUp}). Measured on the AVX2 Zen 3
     * class, bitslice256: 28,500-29,100 cycles per 8 KiB in three of four JVMs without that extra
     * warm-up, 28,800-29,500 in two of three with it (the others in a slow spell of the host).
     */
    @Override
    public List<TimedPath> paths(TimingOptions options) {
        List<TimedPath> paths = new ArrayList<>();
        for (DesKernel k : kernels()) {
            paths.add(TimedPath.one("des " + k.name(), sw -> row(sw, "des " + k.name(), k.engine(new long[] {KEY}, true))));
            paths.add(TimedPath.one("des-ede3 " + k.name(), sw -> row(sw, "des-ede3 " + k.name(), k.engine(KEY3, true))));
            if (k.transpositionOnly() != null) {
                paths.add(TimedPath.one("transpose " + k.name(), sw -> row(sw, "transpose " + k.name(), k.transpositionOnly())));
            }
        }
        paths.add(TimedPath.one("des " + ONE_BLOCK, sw -> row(sw, "des " + ONE_BLOCK, new ConstantTimeDes(KEY))));
        paths.add(TimedPath.one("des-ede3 " + ONE_BLOCK, sw -> row(sw, "des-ede3 " + ONE_BLOCK, new ConstantTimeDes(KEY3))));
        paths.add(TimedPath.one("des SunJCE", sw -> sunjceRow(sw, "DES")));
        paths.add(TimedPath.one("des-ede3 SunJCE", sw -> sunjceRow(sw, "DESede")));
        return paths;
    }

    private TimingRow row(Stopwatch stopwatch, String path, Block64 e) {
        long[] blocks = new long[BLOCKS];
        Measurement m = stopwatch.time(reps -> {
            long sink = 0;
            for (int i = 0; i < reps; i++) {
                e.encryptBlocks(blocks, 0, BLOCKS);
                sink += blocks[0];
            }
            return sink;
        });
        return new TimingRow(name(), path, "bytes", BYTES, m);
    }

    private TimingRow sunjceRow(Stopwatch stopwatch, String alg) {
        try {
            Cipher c = Cipher.getInstance(alg + "/ECB/NoPadding", "SunJCE");
            c.init(Cipher.ENCRYPT_MODE, new SecretKeySpec(alg.equals("DES") ? dev.lanecrypt.cipher.Blocks.bytes(KEY)
                    : key3Bytes(), alg));
            byte[] in = new byte[BYTES];
            byte[] out = new byte[BYTES];
            Measurement m = stopwatch.time(reps -> {
                long sink = 0;
                for (int i = 0; i < reps; i++) {
                    try {
                        c.update(in, 0, BYTES, out, 0);
                    } catch (javax.crypto.ShortBufferException e) {
                        throw new IllegalStateException("the output holds the input", e);
                    }
                    sink += out[0];
                }
                return sink;
            });
            return new TimingRow(name(), (alg.equals("DES") ? "des" : "des-ede3") + " SunJCE", "bytes", BYTES, m);
        } catch (java.security.GeneralSecurityException e) {
            throw new IllegalStateException("SunJCE " + alg + " is not available", e);
        }
    }

    @Override
    public void print(List<TimingRow> rows, PrintStream out) {
        out.println(title());
        for (TimingRow r : rows) {
            Measurement m = r.measurement();
            out.println(String.format(Locale.ROOT, "  %-22s bytes per sec = %11.0f (%7.3f uS per block) %7.2f cycles/byte%s",
                    r.path(), 1e9 * r.size() / m.bestNs(), m.bestNs() / 1e3 / (r.size() / 8.0), m.bestCycles() / r.size(),
                    TimingText.mark(r)));
        }
        TimingText.footnote(rows, out);
        out.println("  (bitslice512 and ternary512 are left out where 512-bit vectors run emulated, ternary* where the CPU has"
                + " no AVX-512 ternary logic; transpose = one pass without rounds; constant-time = the engine of calls of"
                + " 1-3 blocks, one block at a time)");
    }
}
