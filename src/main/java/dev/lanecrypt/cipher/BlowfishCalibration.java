package dev.lanecrypt.cipher;

import dev.lanecrypt.scalar.BlowfishKey;
import java.util.List;

/**
 * Times every Blowfish variant on this machine and names the fastest for bulk ECB (the shape of ECB,
 * CTR and CBC decryption). Each variant gets a fixed time budget: a warm-up until the budget's first
 * half is spent (so the JIT compiles its loop), then the best of the runs in the second half, in
 * nanoseconds per block. The best of several runs, not the mean, because the machine may be shared.
 */
final class BlowfishCalibration {

    private static final int BLOCKS = 1024;

    private static final long BUDGET_NANOS = 40_000_000L;

    private BlowfishCalibration() {
    }

    static BlowfishEngines.Choice fastest(List<BlowfishEngines.Variant> variants) {
        BlowfishKey key = BlowfishKey.expand("lanecrypt calibration".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        long[] blocks = new long[BLOCKS];
        for (int i = 0; i < BLOCKS; i++) {
            blocks[i] = i * 0x9E3779B97F4A7C15L;
        }
        BlowfishEngines.Variant best = null;
        double bestNs = Double.MAX_VALUE;
        StringBuilder why = new StringBuilder("measured ns/block:");
        for (BlowfishEngines.Variant v : variants) {
            double ns = nanosPerBlock(v.engine(key), blocks);
            why.append(' ').append(v.name()).append('=').append(String.format("%.1f", ns));
            if (ns < bestNs) {
                bestNs = ns;
                best = v;
            }
        }
        return new BlowfishEngines.Choice(best, why.toString());
    }

    private static double nanosPerBlock(Block64 engine, long[] blocks) {
        long start = System.nanoTime();
        long best = Long.MAX_VALUE;
        long now = start;
        while (now - start < BUDGET_NANOS) {
            engine.encryptBlocks(blocks, 0, blocks.length);
            long after = System.nanoTime();
            if (now - start > BUDGET_NANOS / 2) {
                best = Math.min(best, after - now);
            }
            now = after;
        }
        return best == Long.MAX_VALUE ? Double.MAX_VALUE : (double) best / blocks.length;
    }
}
