package dev.lanecrypt.cipher;

import dev.lanecrypt.select.Operation;
import dev.lanecrypt.select.Provisional;
import java.util.function.Function;

/**
 * One key's block-cipher engine whose bulk calls run on the design the selector chose for their size:
 * calls shorter than {@code longRun} blocks on the choice of the first size class, longer ones on the
 * second. The selection is looked up on bulk calls until it is known ({@link Provisional}), not once at construction, so an
 * engine made while the JVM's first calibration still runs in the background moves to the chosen design
 * as soon as it is known: a {@code Cipher} initialised at start-up and used for a whole file does not stay
 * on the scalar code for its lifetime. Until then calls shorter than {@code longRun} run on {@code scalar}
 * and longer ones on the interim engine ({@code scalar} too unless one is given); single blocks always run
 * on {@code scalar} (the serial modes). The chosen engines are made on first use, one per size class.
 *
 * <p>Thread-safe when the engines are (immutable, with final fields): two threads may both make the engine
 * of a size class, and either may be kept.
 *
 * @param <T> what the selector chooses between (a kernel, a design's factory)
 */
public final class SelectedEngine<T> extends BulkBlock64 {

    private final Block64 few;
    private final int fewBelow;
    private final int longRun;
    private final Provisional<T, Block64> shortRuns;
    private final Provisional<T, Block64> longRuns;

    /**
     * @param scalar the engine of single blocks, and of bulk calls while the selection is not known
     * @param longRun the first block count of the second size class
     * @param make the engine of this key for a chosen design
     */
    public SelectedEngine(Block64 scalar, Operation<T> operation, int longRun, Function<T, Block64> make) {
        this(scalar, scalar, operation, longRun, make);
    }

    /**
     * As above, with long runs on {@code interim} while the selection is not known (DES: the plain-long bit-sliced
     * engine; Blowfish: interleave4; each faster than the scalar one once compiled, and compiled early by the
     * calibration itself).
     */
    public SelectedEngine(Block64 scalar, Block64 interim, Operation<T> operation, int longRun,
            Function<T, Block64> make) {
        this(scalar, scalar, 0, interim, operation, longRun, make);
    }

    /**
     * As above, with bulk calls of fewer than {@code fewBelow} blocks on {@code few} whatever was chosen, and the
     * short runs on {@code few} too until the selection is known: for engines whose every call costs a whole pass
     * (bit-sliced DES: one block or 32, the same time), which the selection, timing a size class at one block count,
     * would otherwise run on the fewest blocks as well.
     */
    public SelectedEngine(Block64 scalar, Block64 few, int fewBelow, Block64 interim, Operation<T> operation,
            int longRun, Function<T, Block64> make) {
        super(scalar);
        this.few = few;
        this.fewBelow = fewBelow;
        this.longRun = longRun;
        this.shortRuns = Provisional.of(operation, few, s -> make.apply(s.get(0)));
        this.longRuns = Provisional.of(operation, interim, s -> make.apply(s.get(1)));
    }

    private Block64 forCount(int count) {
        return count < fewBelow ? few : (count < longRun ? shortRuns : longRuns).get();
    }

    @Override
    public void encryptBlocks(long[] blocks, int off, int count) {
        forCount(count).encryptBlocks(blocks, off, count);
    }

    @Override
    public void decryptBlocks(long[] blocks, int off, int count) {
        forCount(count).decryptBlocks(blocks, off, count);
    }

    @Override
    public boolean encryptBytes(byte[] in, int inAt, byte[] out, int outAt, int count, byte[] xor, int xorAt) {
        return forCount(count).encryptBytes(in, inAt, out, outAt, count, xor, xorAt);
    }

    @Override
    public boolean decryptBytes(byte[] in, int inAt, byte[] out, int outAt, int count, byte[] xor, int xorAt) {
        return forCount(count).decryptBytes(in, inAt, out, outAt, count, xor, xorAt);
    }
}
