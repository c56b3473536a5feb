package dev.lanecrypt.des;

import dev.lanecrypt.cipher.Block64;
import dev.lanecrypt.cipher.Mode;
import dev.lanecrypt.cipher.MultiKeyBlock64;
import dev.lanecrypt.select.Hardware;
import java.lang.management.ManagementFactory;

/**
 * Main class of the JVM {@link BitslicedDesAllocationTest} starts: for every bit-sliced DES width the
 * hardware runs natively, encrypts and decrypts bulk buffers until C2 has compiled the engine (the fork
 * runs with {@code -Xbatch}), then prints {@code <kernel> <bytes>}: the bytes this thread allocated in
 * {@value #CALLS} bulk calls of {@value #BLOCKS} blocks. Compiled code keeps its vectors in registers
 * and the engine reuses its state arrays, so this is 0; an S-box compile unit that outgrew C2's inlining
 * budget boxes its vectors and allocates kilobytes per pass. Widths above the hardware's are skipped:
 * they run emulated, boxed by design. Then {@code <kernel>-bytes <bytes>}: the same on byte arrays
 * ({@link Block64#encryptBytes}, {@link Block64#decryptBytes} with the xor), where the engine works on them; and
 * {@code <kernel>-chain <bytes>}: the same for {@value #CALLS} calls of
 * the batch API's serial steps ({@link MultiKeyBlock64#chain}, 64 streams of 16 CBC steps).
 */
public final class DesAllocationCheck {

    static final int CALLS = 200;

    static final int BLOCKS = 1024;

    private static final int WARM_CALLS = 400;

    private DesAllocationCheck() {
    }

    public static void main(String[] args) {
        com.sun.management.ThreadMXBean threads = (com.sun.management.ThreadMXBean) ManagementFactory.getThreadMXBean();
        int bits = Hardware.get().vectorBits();
        long[] buf = new long[BLOCKS];
        for (DesKernel k : DesEngines.kernels()) {
            if (k == ScalarDesKernel.INSTANCE) {
                continue;
            }
            if (k.blocksPerPass() > bits) {       // a width's bit count equals its blocks per pass
                System.out.println("skipped " + k.name() + ": wider than the hardware's " + bits + " bits, runs emulated");
                continue;
            }
            Block64 e = k.engine(new long[] {0x0123456789ABCDEFL, 0x23456789ABCDEF01L, 0x456789ABCDEF0123L}, true);
            for (int i = 0; i < WARM_CALLS; i++) {
                e.encryptBlocks(buf, 0, BLOCKS);
                e.decryptBlocks(buf, 0, BLOCKS);
            }
            long before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < CALLS; i++) {
                e.encryptBlocks(buf, 0, BLOCKS);
                e.decryptBlocks(buf, 0, BLOCKS);
            }
            long bytes = threads.getCurrentThreadAllocatedBytes() - before;
            System.out.println(k.name() + " " + bytes + " (sink " + buf[0] + ")");
            // the same on byte arrays (the JCA's ECB and CBC decryption), where the engine works on bytes
            byte[] in = new byte[8 * BLOCKS];
            byte[] out = new byte[8 * BLOCKS];
            if (e.encryptBytes(in, 0, out, 0, BLOCKS, null, 0)) {
                for (int i = 0; i < WARM_CALLS; i++) {
                    e.encryptBytes(in, 0, out, 0, BLOCKS, null, 0);
                    e.decryptBytes(out, 0, in, 0, BLOCKS, out, 0);
                }
                before = threads.getCurrentThreadAllocatedBytes();
                for (int i = 0; i < CALLS; i++) {
                    e.encryptBytes(in, 0, out, 0, BLOCKS, null, 0);
                    e.decryptBytes(out, 0, in, 0, BLOCKS, out, 0);
                }
                bytes = threads.getCurrentThreadAllocatedBytes() - before;
                System.out.println(k.name() + "-bytes " + bytes + " (sink " + in[0] + ")");
            }
            // the batch API's serial steps: 64 streams with their own keys, 16 steps a call (SlicedChain)
            long[] keys = new long[64];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = 0x133457799BBCDFF1L * (i + 1);
            }
            MultiKeyBlock64 m = k.multiKey(keys, 1);
            long[] data = new long[64 * 16];
            long[] reg = new long[64];
            for (int i = 0; i < WARM_CALLS; i++) {
                m.chain(Mode.CBC, data, 64, 16, reg);
            }
            before = threads.getCurrentThreadAllocatedBytes();
            for (int i = 0; i < CALLS; i++) {
                m.chain(Mode.CBC, data, 64, 16, reg);
            }
            bytes = threads.getCurrentThreadAllocatedBytes() - before;
            System.out.println(k.name() + "-chain " + bytes + " (sink " + data[0] + ")");
        }
    }
}
