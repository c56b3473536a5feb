package dev.lanecrypt.select;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.invoke.MutableCallSite;
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
 * <p>For a caller on a hot path there is {@link #getter()}: a method handle that returns what {@link #get} does,
 * through a call site whose target becomes a constant, the pick, when the pick is made. Held in a {@code static final}
 * field and called with {@code invokeExact}, the JIT inlines the current target and records a dependency on it: the
 * code compiled while the calibration ran (with the interim path below and its profile) is thrown away at the choice,
 * and what is compiled after it holds the pick as a constant, not the branches that led to it (docs/mpint.md, "Callers
 * from the first second").
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
    private final Function<Selection<S>, T> pickLeaders;
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

    /**
     * {@code ()Object}: {@link #get} until the pick is made, then a constant returning it; made by the first
     * {@link #getter} call (guarded by {@code this}). Holders that never give out a getter (one per cipher engine) make
     * none: its {@code setTarget} at the pick takes the JVM's global locks and checks compiled code's dependencies.
     */
    private MutableCallSite site;

    private static final MethodHandle GET;

    static {
        try {
            GET = MethodHandles.lookup().findVirtual(Provisional.class, "get", MethodType.methodType(Object.class));
        } catch (ReflectiveOperationException e) {
            throw new ExceptionInInitializerError(e);
        }
    }

    private Provisional(Operation<S> operation, T fallback, Function<Selection<S>, T> pick,
            Function<Selection<S>, T> pickLeaders, boolean following) {
        this.operation = operation;
        this.fallback = fallback;
        this.pick = pick;
        this.pickLeaders = pickLeaders;
        this.following = following;
    }

    /**
     * @param fallback what runs while the calibration does (not null)
     * @param pick     what runs once the selection is known
     */
    public static <S, T> Provisional<S, T> of(Operation<S> operation, T fallback, Function<Selection<S>, T> pick) {
        return make(operation, fallback, pick, pick, false);
    }

    /**
     * As {@link #of}, but while the calibration warms its candidates up {@link #get} returns {@code
     * pick(}{@link Selector#leading}{@code )}, the candidates leading the warm-up (made again only when they change:
     * one volatile read per call), and the fallback only before the first timed round.
     */
    public static <S, T> Provisional<S, T> following(Operation<S> operation, T fallback,
            Function<Selection<S>, T> pick) {
        return make(operation, fallback, pick, pick, true);
    }

    /**
     * As {@link #following}, with the leaders' pick made by {@code pickLeaders}: the same code in other classes, so
     * that what the JIT learns from the calls while the calibration runs (the receivers it saw at each call) does not
     * shape how it compiles the calls to the chosen pick. Both picks must give interchangeable results.
     */
    public static <S, T> Provisional<S, T> following(Operation<S> operation, T fallback,
            Function<Selection<S>, T> pickLeaders, Function<Selection<S>, T> pick) {
        return make(operation, fallback, pick, pickLeaders, true);
    }

    private static <S, T> Provisional<S, T> make(Operation<S> operation, T fallback, Function<Selection<S>, T> pick,
            Function<Selection<S>, T> pickLeaders, boolean following) {
        if (fallback == null) {
            throw new NullPointerException("fallback");
        }
        return new Provisional<>(operation, fallback, pick, pickLeaders, following);
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
        picked(v);
        return v;
    }

    /** The getter's call site, if any, now returns {@code v} as a constant. */
    private synchronized void picked(Object v) {
        if (site != null) {
            // either target returns the pick from now on; a thread that still sees the old one calls get(), which reads it
            site.setTarget(MethodHandles.constant(Object.class, v));
        }
    }

    /**
     * A handle of type {@code ()Object} returning what {@link #get} returns (and throwing what it throws): {@link #get}
     * itself until the pick is made, then a constant (see the class comment). Call it as {@code (T) (Object)
     * handle.invokeExact()} from a {@code static final} field; elsewhere the JIT cannot inline it.
     */
    public synchronized MethodHandle getter() {
        if (site == null) {
            T v = chosen;
            site = new MutableCallSite(v != null ? MethodHandles.constant(Object.class, v) : GET.bindTo(this));
        }
        return site.dynamicInvoker();
    }

    /**
     * What a {@link #getter} caller throws for the {@code Throwable} its {@code invokeExact} declares: {@link #get}
     * throws only unchecked exceptions, so this rethrows an error and returns a runtime exception as they are (a checked
     * one cannot come; it would be wrapped).
     */
    public static RuntimeException unchecked(Throwable t) {
        if (t instanceof Error e) {
            throw e;
        }
        return t instanceof RuntimeException r ? r : new IllegalStateException(t);
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
            T value = i != null && i.lead() == lead ? i.value() : lead == null ? fallback : pickLeaders.apply(lead);
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
