package dev.lanecrypt.blowfish;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.select.Candidate;
import dev.lanecrypt.select.Hardware;
import java.lang.management.ManagementFactory;

/**
 * Main class of the JVM {@link BlowfishGatherAllocationTest} starts: warms every gather engine whose width
 * the hardware runs natively, and the byte-permute engine where it is timed (512-bit vectors and VBMI),
 * until C2 has compiled it, then prints {@code <engine> <bytes>}: the bytes this thread allocated in
 * {@value #CALLS} bulk encryptions and {@value #CALLS} decryptions of {@value #BLOCKS} blocks
 * ({@value #PERMUTE_BLOCKS} for the permute engine, one full pass). Compiled code keeps its vectors in registers and reuses its per-thread
 * scratch, so this is 0; a boxed vector costs at least 48 bytes, and every round makes several. Then
 * {@code <design>-setkey <bytes>} for the gather key setups: bytes per call setting up {@value #SETUP_KEYS}
 * keys, which must allocate the {@value #SETUP_KEYS} tables it returns and one interleaved working table
 * (about 270 KB), but nothing per round (boxed vectors would add megabytes: 8336 rounds per group).
 */
public final class BlowfishGatherAllocationCheck {

    static final int CALLS = 1000;

    static final int BLOCKS = 64;

    /** The byte-permute engine's calls: one full pass of four 64-block groups. */
    static final int PERMUTE_BLOCKS = 256;

    private static final int PERMUTE_WARM_CALLS = 1000;

    private static final int WARM_CALLS = 4000;

    /** Printed after a design's name for its batched key setup: bytes per call of {@value #SETUP_KEYS} keys. */
    static final String SETUP_SUFFIX = "-setkey";

    static final int SETUP_KEYS = 32;

    static final int SETUPS = 20;

    private static final int WARM_SETUPS = 60;

    private BlowfishGatherAllocationCheck() {
    }

    public static void main(String[] args) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int bits = Hardware.get().vectorBits();
        BlowfishKey key = BlowfishKey.expand("allocation check".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        for (Candidate<BlowfishEngines.Factory> c : BlowfishEngines.candidates()) {
            if (!(c.name().startsWith("gather") || c.name().startsWith("permute")) || !c.available() || !c.quick()
                    || Integer.parseInt(c.name().replaceAll("[a-z]", "")) > bits) {
                continue; // a width above the hardware's (or byte permutes without VBMI) runs emulated, boxed by design
            }
            Block64 e = c.impl().engine(key);
            boolean permute = c.name().startsWith("permute");
            int n = permute ? PERMUTE_BLOCKS : BLOCKS;
            long[] blocks = new long[n];
            for (int i = 0; i < n; i++) {
                blocks[i] = i * 0x9E3779B97F4A7C15L;
            }
            for (int i = 0; i < (permute ? PERMUTE_WARM_CALLS : WARM_CALLS); i++) {
                e.encryptBlocks(blocks, 0, n);
                e.decryptBlocks(blocks, 0, n);
            }
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < CALLS; i++) {
                e.encryptBlocks(blocks, 0, n);
                e.decryptBlocks(blocks, 0, n);
            }
            long bytes = threads.getCurrentThreadAllocatedBytes() - before;
            System.out.println(c.name() + " " + bytes + " (block 0: " + Long.toHexString(blocks[0]) + ")");
        }
        for (Candidate<BlowfishKeySetup> c : BlowfishKeySetups.candidates()) {
            if (!c.name().startsWith("gather") || !c.available() || Integer.parseInt(c.name().substring(6)) > bits) {
                continue;
            }
            byte[][] keys = new byte[SETUP_KEYS][16];
            long sink = 0;
            for (int i = 0; i < WARM_SETUPS; i++) {
                keys[0][0] = (byte) i;
                sink += c.impl().expandAll(keys)[SETUP_KEYS - 1].table()[0];
            }
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < SETUPS; i++) {
                keys[0][0] = (byte) i;
                sink += c.impl().expandAll(keys)[SETUP_KEYS - 1].table()[0];
            }
            long bytes = threads.getCurrentThreadAllocatedBytes() - before;
            System.out.println(c.name() + SETUP_SUFFIX + " " + bytes / SETUPS + " (sink " + sink + ")");
        }
    }
}
