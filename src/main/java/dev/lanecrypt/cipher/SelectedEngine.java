package dev.lanecrypt.cipher;

import dev.lanecrypt.hw.Operation;
import dev.lanecrypt.hw.Selection;
import dev.lanecrypt.hw.Selector;
import java.util.function.Function;

/**
 * One key's block-cipher engine whose bulk calls run on the design the selector chose for their size:
 * calls shorter than {@code longRun} blocks on the choice of the first size class, longer ones on the
 * second. The selection is looked up on every bulk call (a map read), not once at construction, so an
 * engine made while the JVM's first calibration still runs in the background moves to the chosen design
 * as soon as it is known: a {@code Cipher} initialised at start-up and used for a whole file does not stay
 * on the scalar code for its lifetime. Until then bulk calls run on {@code scalar}; single blocks always
 * do (the serial modes). The chosen engines are made on first use, one per size class.
 *
 * <p>Thread-safe when the engines are (immutable, with final fields): two threads may both make the engine
 * of a size class, and either may be kept.
 *
 * @param <T> what the selector chooses between (a kernel, a design's factory)
 */
public final class SelectedEngine<T> extends BulkBlock64 {

    private final Block64 scalar;
    private final Operation<T> operation;
    private final int longRun;
    private final Function<T, Block64> make;
    private final Block64[] bySize = new Block64[2];

    /**
     * @param scalar the engine of single blocks, and of bulk calls while the selection is not known
     * @param longRun the first block count of the second size class
     * @param make the engine of this key for a chosen design
     */
    public SelectedEngine(Block64 scalar, Operation<T> operation, int longRun, Function<T, Block64> make) {
        super(scalar);
        this.scalar = scalar;
        this.operation = operation;
        this.longRun = longRun;
        this.make = make;
    }

    private Block64 forCount(int count) {
        Selection<T> s = Selector.select(operation).getNow(null);
        if (s == null) {
            return scalar;
        }
        int c = count < longRun ? 0 : 1;
        Block64 e = bySize[c];
        if (e == null) {
            e = make.apply(s.get(c));
            bySize[c] = e;
        }
        return e;
    }

    @Override
    public void encryptBlocks(long[] blocks, int off, int count) {
        forCount(count).encryptBlocks(blocks, off, count);
    }

    @Override
    public void decryptBlocks(long[] blocks, int off, int count) {
        forCount(count).decryptBlocks(blocks, off, count);
    }
}
