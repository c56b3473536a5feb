package dev.lanecrypt.cipher;

import dev.lanecrypt.hw.Candidate;
import dev.lanecrypt.hw.Hardware;
import dev.lanecrypt.scalar.BlowfishKey;
import java.lang.management.ManagementFactory;

/**
 * Main class of the JVM {@link BlowfishGatherAllocationTest} starts: warms every gather engine whose width
 * the hardware runs natively until C2 has compiled it, then prints {@code <engine> <bytes>}: the bytes
 * this thread allocated in {@value #CALLS} bulk encryptions and {@value #CALLS} decryptions of
 * {@value #BLOCKS} blocks. Compiled code keeps its vectors in registers and reuses its per-thread
 * scratch, so this is 0; a boxed vector costs at least 48 bytes, and every round makes several.
 */
public final class BlowfishGatherAllocationCheck {

    static final int CALLS = 1000;

    static final int BLOCKS = 64;

    private static final int WARM_CALLS = 4000;

    private BlowfishGatherAllocationCheck() {
    }

    public static void main(String[] args) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int bits = Hardware.get().vectorBits();
        BlowfishKey key = BlowfishKey.expand("allocation check".getBytes(java.nio.charset.StandardCharsets.US_ASCII));
        for (Candidate<BlowfishEngines.Factory> c : BlowfishEngines.candidates()) {
            if (!c.name().startsWith("gather") || !c.available() || Integer.parseInt(c.name().substring(6)) > bits) {
                continue; // a width above the hardware's runs emulated, boxed by design
            }
            Block64 e = c.impl().engine(key);
            long[] blocks = new long[BLOCKS];
            for (int i = 0; i < BLOCKS; i++) {
                blocks[i] = i * 0x9E3779B97F4A7C15L;
            }
            for (int i = 0; i < WARM_CALLS; i++) {
                e.encryptBlocks(blocks, 0, BLOCKS);
                e.decryptBlocks(blocks, 0, BLOCKS);
            }
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < CALLS; i++) {
                e.encryptBlocks(blocks, 0, BLOCKS);
                e.decryptBlocks(blocks, 0, BLOCKS);
            }
            long bytes = threads.getCurrentThreadAllocatedBytes() - before;
            System.out.println(c.name() + " " + bytes + " (block 0: " + Long.toHexString(blocks[0]) + ")");
        }
    }
}
