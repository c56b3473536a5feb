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
 * from that first call outside on, a call while the calibration runs only looks at its future. A holder made
 * {@link #following} the warm-up runs on the candidates leading the calibration's warm-up meanwhile, not the
 * fallback.
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
    private final boolean following;
    private volatile T chosen;

    /**
     * While the calibration runs ({@link #following}): the warm-up's leaders as of {@link Selector#leadingVersion}
     * {@code version} (null: none), and their pick.
     */
    private volatile Interim<S, T> interim;

    private record Interim<S, T>(int version, Selection<S> lead, T value) {
    }

    /** The selection's future once asked for outside a deferring scope (then its calibration has started). */
    private volatile CompletableFuture<Selection<S>> asked;

    private Provisional(Operation<S> operation, T fallback, Function<Selection<S>, T> pick, boolean following) {
        this.operation = operation;
        this.fallback = fallback;
        this.pick = pick;
        this.following = following;
    }

    /**
     * @param fallback what runs while the calibration does (not null)
     * @param pick     what runs once the selection is known
     */
    public static <S, T> Provisional<S, T> of(Operation<S> operation, T fallback, Function<Selection<S>, T> pick) {
        return make(operation, fallback, pick, false);
    }

    /**
     * As {@link #of}, but while the calibration warms its candidates up {@link #get} returns {@code
     * pick(}{@link Selector#leading}{@code )}, the candidates leading the warm-up (made again only when they change:
     * one volatile read per call), and the fallback only before the first timed round.
     */
    public static <S, T> Provisional<S, T> following(Operation<S> operation, T fallback,
            Function<Selection<S>, T> pick) {
        return make(operation, fallback, pick, true);
    }

    private static <S, T> Provisional<S, T> make(Operation<S> operation, T fallback, Function<Selection<S>, T> pick,
            boolean following) {
        if (fallback == null) {
            throw new NullPointerException("fallback");
        }
        return new Provisional<>(operation, fallback, pick, following);
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
            return following ? interim() : fallback;
        }
        v = pick.apply(s);
        chosen = v;
        return v;
    }

    /**
     * The pick of the warm-up's current leaders, or the fallback while there are none. The version is every
     * operation's: a change of another operation's leaders costs one lookup here, and no new pick.
     */
    private T interim() {
        int version = Selector.leadingVersion();
        Interim<S, T> i = interim;
        if (i == null || i.version() != version) {
            Selection<S> lead = Selector.leading(operation);
            T value = i != null && i.lead() == lead ? i.value() : lead == null ? fallback : pick.apply(lead);
            i = new Interim<>(version, lead, value);
            interim = i;
        }
        return i.value();
    }

    /** Whether {@link #get} has the calibration's (or the profile's, or the forced) pick, for good. */
    public boolean chosen() {
        return chosen != null;
    }
}
