package dev.lanecrypt.cipher;

import java.util.function.Function;

/**
 * The interim design of long bulk calls while a calibration runs: the fastest one the calibration has brought to
 * compiled code so far. A calibration warms its candidates one after another (seconds each for the bit-sliced DES
 * kernels, whose S-box methods C2 compiles in 0.2-0.8 s apiece) and times them against each other only when all are
 * warm; until then long runs ran on one fixed interim design. Each warm-up that settles now {@link #offer offers} its
 * kernel with the time per block it settled at, and an {@link #engine} made here moves to the fastest offered so far
 * at its next call. Which design wins for good is still the calibration's decision ({@link SelectedEngine} moves to
 * it once the selection is known); this only changes what runs before.
 *
 * <p>Every design gives the same bytes (what the selector requires of candidates), so moving between calls is safe.
 * Thread-safe: an offer is one volatile write of an immutable pair; two threads of one engine may both make the
 * engine of a new kernel, and either is kept.
 *
 * @param <K> what the calibration chooses between
 */
public final class WarmedInterim<K> {

    /** A kernel and the time per block its warm-up settled at ({@code Double.MAX_VALUE}: never timed). */
    private record Fastest<K>(K kernel, double nsPerBlock) {
    }

    private volatile Fastest<K> fastest;

    /** @param first the design of long runs until a warm-up offers a faster one */
    public WarmedInterim(K first) {
        fastest = new Fastest<>(first, Double.MAX_VALUE);
    }

    /** A warm-up of {@code kernel} settled at {@code nsPerBlock}: the interim design from now on if it is the fastest so far. */
    public synchronized void offer(K kernel, double nsPerBlock) {
        if (nsPerBlock < fastest.nsPerBlock()) {
            fastest = new Fastest<>(kernel, nsPerBlock);
        }
    }

    /** The interim design now. */
    public K kernel() {
        return fastest.kernel();
    }

    /** An engine (of one key, made by {@code make}) that runs each call on the interim design of that moment. */
    public Block64 engine(Function<K, Block64> make) {
        return new Engine<>(this, make);
    }

    private static final class Engine<K> implements Block64 {

        private record Made<K>(K kernel, Block64 engine) {
        }

        private final WarmedInterim<K> interim;
        private final Function<K, Block64> make;
        private volatile Made<K> made;

        Engine(WarmedInterim<K> interim, Function<K, Block64> make) {
            this.interim = interim;
            this.make = make;
        }

        private Block64 current() {
            K k = interim.kernel();
            Made<K> m = made;
            if (m == null || m.kernel() != k) {
                m = new Made<>(k, make.apply(k));
                made = m;
            }
            return m.engine();
        }

        @Override
        public long encrypt(long block) {
            return current().encrypt(block);
        }

        @Override
        public long decrypt(long block) {
            return current().decrypt(block);
        }

        @Override
        public void encryptBlocks(long[] blocks, int off, int count) {
            current().encryptBlocks(blocks, off, count);
        }

        @Override
        public void decryptBlocks(long[] blocks, int off, int count) {
            current().decryptBlocks(blocks, off, count);
        }

        @Override
        public boolean encryptBytes(byte[] in, int inAt, byte[] out, int outAt, int count, byte[] xor, int xorAt) {
            return current().encryptBytes(in, inAt, out, outAt, count, xor, xorAt);
        }

        @Override
        public boolean decryptBytes(byte[] in, int inAt, byte[] out, int outAt, int count, byte[] xor, int xorAt) {
            return current().decryptBytes(in, inAt, out, outAt, count, xor, xorAt);
        }
    }
}
