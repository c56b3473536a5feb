package dev.lanecrypt.select;

import java.util.concurrent.CompletableFuture;
import java.util.function.Function;

/**
 * The one "scalar until the calibration has chosen": what a caller runs on for an {@link Operation} whose
 * selection may not be known yet. Until it is, {@link #get} returns the fallback (the scalar code, which
 * every candidate agrees with bit for bit, so switching between calls is safe); from the first call that
 * finds the selection done it returns {@code pick(selection)}, made once and kept (one volatile read per
 * call from then on). The selector is asked on every call made inside
 * {@link Selector#deferringCalibration} (the provider's self-tests at load), so a holder made there starts
 * the deferred calibration with its first use outside that scope and never stays on the fallback for good;
 * from that first call outside on, a call while the calibration runs only looks at its future.
 *
 * <p>Thread-safe: two threads may both make the pick, and either is kept ({@code pick} must be a pure
 * function of the selection, its results interchangeable).
 *
 * @param <S> what the selector chooses between
 * @param <T> what the caller runs on
 */
public final class Provisional<S, T> {

    private final Operation<S> operation;
    private final T fallback;
    private final Function<Selection<S>, T> pick;
    private volatile T chosen;

    /** The selection's future once asked for outside a deferring scope (then its calibration has started). */
    private volatile CompletableFuture<Selection<S>> asked;

    private Provisional(Operation<S> operation, T fallback, Function<Selection<S>, T> pick) {
        this.operation = operation;
        this.fallback = fallback;
        this.pick = pick;
    }

    /**
     * @param fallback what runs while the calibration does (not null)
     * @param pick     what runs once the selection is known
     */
    public static <S, T> Provisional<S, T> of(Operation<S> operation, T fallback, Function<Selection<S>, T> pick) {
        if (fallback == null) {
            throw new NullPointerException("fallback");
        }
        return new Provisional<>(operation, fallback, pick);
    }

    /** The pick once the selection is known, else the fallback (throws what {@link Selector#select} throws). */
    public T get() {
        T v = chosen;
        if (v != null) {
            return v;
        }
        CompletableFuture<Selection<S>> f = asked;
        if (f == null) {
            f = Selector.select(operation);
            if (!Selector.deferring()) {
                asked = f;      // started: from now on a look at the future, not a selector lookup per call
            }
        }
        Selection<S> s = f.getNow(null);
        if (s == null) {
            return fallback;
        }
        v = pick.apply(s);
        chosen = v;
        return v;
    }

    /** Whether {@link #get} has moved off the fallback. */
    public boolean chosen() {
        return chosen != null;
    }
}
