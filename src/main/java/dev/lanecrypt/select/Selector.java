package dev.lanecrypt.select;

import dev.lanecrypt.measure.Measurement;
import dev.lanecrypt.measure.Stopwatch;
import dev.lanecrypt.measure.Workload;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.Consumer;

/**
 * Chooses, per {@link Operation} and size class, which candidate runs on this machine, in this order:
 * <ol>
 *   <li>forced: the operation's system property names a candidate ({@code -Dlanecrypt.kernel=simd256});
 *       an unknown name or one this JVM cannot run throws {@link KernelChoiceException} at once;</li>
 *   <li>the saved profile ({@link Profile}) if it is intact, matches this CPU, JVM and vector shape, and
 *       names an available candidate for every size class;</li>
 *   <li>a calibration on a background daemon thread ({@code lanecrypt-calibration}): every candidate
 *       {@link Candidate#quick timed at first use} runs every size class round-robin until the JIT has
 *       compiled them (the one harness, {@link Stopwatch}), then each size class times them in interleaved rounds, keeps each
 *       one's best round (the least disturbed by other processes) and picks the fastest; a candidate tenfold slower than
 *       the class's fastest is warmed up again alone and the class timed once more ({@link #stragglers}).</li>
 * </ol>
 * The decision is made once per JVM and operation, logged as one DEBUG line (nothing a user of the
 * library must act on, so nothing at the default level), and kept for
 * {@code lanecrypt cpu}. {@link #tune} runs the full calibration (every available candidate, longer)
 * and saves the profile.
 *
 * <p><b>Why the calibration does not block the first call.</b> Measured on the 2-core AVX2 test machine
 * (JDK 25, loaded): loading the Vector API and the three SIMD kernels takes about 200 ms, one 24-digit
 * SIMD multiply takes 2-4 ms interpreted and 0.1-0.4 ms in C1 (which does not intrinsify vector
 * operations), and C2 code (0.27 us) arrives after 0.9-1.5 s. A calibration that blocks for well under
 * 200 ms could only time interpreted vector code and would always pick scalar. So {@link #select}
 * returns at once (a caller keeps running its first choice, e.g. the scalar kernel) and completes the
 * future when the measurement is done; {@link #current} waits for it.
 *
 * <p><b>Only operations in use are calibrated.</b> The provider's known-answer self-tests run every
 * algorithm once at load; inside {@link #deferringCalibration} a calibration they would start is only
 * recorded (the caller runs its plain-Java first choice, which is what those tests check anyway) and
 * starts at the first selection outside the scope. So a program that only signs with RSA does not spend
 * seconds of CPU timing DES and Blowfish kernels (measured: loading the provider started four
 * calibrations, 3.1 s of CPU on the calibration thread and 6.4 s for the process in the 15 s after load).
 */
public final class Selector {

    /**
     * The harness's settings for a calibration ({@link Stopwatch}, the rule {@code lanecrypt timing} uses):
     * every workload at least 2,000 repetitions, counted from the start (C2 compiles a method after 5,000
     * invocations, fewer when it loops; the timing tool's 20,000 since the last compilation anywhere in
     * the JVM made the Blowfish calibration 3.2 s instead of 1.3),
     * no calm period (the timing tool's 5 ms of a steady best time doubled the Blowfish calibration, 1.3 s
     * to 2.4 s, and changed no choice), at least 200 ms (quick) or 400 ms ({@code tune}), at most 10 s, no
     * compile-call phase (each timed batch re-enters its workload's loop, which C2 compiled on stack).
     * Batches of 0.5 ms, no machine probe (the candidates' batches are interleaved, so a slow spell falls
     * on all of them; the probe would double the calibration's timing).
     */
    static Stopwatch.Settings warmSettings(boolean full, int runs) {
        return new Stopwatch.Settings(500_000L, 2_000L, 0L, (full ? 400 : 200) * 1_000_000L,
                MAX_WARM_MS * 1_000_000L, 0, false, runs, 0);
    }

    /** Longest warm-up of one operation. */
    static final int MAX_WARM_MS = 10_000;

    /** Measuring time per size class after the warm-up: quick calibration / {@code lanecrypt tune}. */
    static final int QUICK_MS_PER_CLASS = 25;

    static final int FULL_MS_PER_CLASS = 400;

    private static final System.Logger LOG = System.getLogger("dev.lanecrypt.select");

    private static final Map<String, CompletableFuture<? extends Selection<?>>> SELECTIONS = new ConcurrentHashMap<>();

    /** Bound inside {@link #deferringCalibration}. */
    private static final ScopedValue<Boolean> DEFER = ScopedValue.newInstance();

    /** Calibrations asked for inside {@link #deferringCalibration} and not started yet, by operation name. */
    private static final Map<String, Runnable> PENDING = new ConcurrentHashMap<>();

    /** By operation name, while its calibration warms up: the candidate each size class's last round ran fastest. */
    private static final Map<String, Selection<?>> LEADING = new ConcurrentHashMap<>();

    /** Raised at each change of {@link #LEADING}, so that a holder looks it up only when it has changed. */
    private static final AtomicInteger LEADING_VERSION = new AtomicInteger();

    private static final ExecutorService CALIBRATION = Executors.newSingleThreadExecutor(r -> {
        Thread t = new Thread(r, "lanecrypt-calibration");
        t.setDaemon(true);
        return t;
    });

    /** Keeps timed results observable so the JIT cannot discard the work. */
    private static volatile long sink;

    private Selector() {
    }

    /**
     * The selection for {@code op} in this JVM: already complete when forced or read from the profile,
     * otherwise completed by the background calibration (started by the first call; thread-safe).
     *
     * @throws KernelChoiceException when the force property names an unknown or unavailable candidate
     */
    public static <T> CompletableFuture<Selection<T>> select(Operation<T> op) {
        return select(op, deferring());
    }

    /**
     * The selection for {@code op} as {@link #select} gives it, except that a calibration it needs starts only at the
     * first {@link #select} or {@link #current} outside {@link #deferringCalibration} (as if asked inside that scope):
     * for an engine made for a use that may never need the choice. A DES or Blowfish {@code Cipher} in a serial mode
     * (CBC, CFB or OFB encryption) runs single blocks on the scalar code only; its engine starting the calibration
     * at {@code init} cost such a program a core for the calibration's seconds (DES on a 2-core Zen 4: 7.7-10.8 s,
     * CBC encryption through the JCA meanwhile 38-49 MiB/s instead of 73-75). A bulk call's engine asks {@link #select}
     * and starts it then.
     *
     * @throws KernelChoiceException when the force property names an unknown or unavailable candidate, as
     *     {@link #select} does
     */
    public static <T> CompletableFuture<Selection<T>> selectOnFirstUse(Operation<T> op) {
        return select(op, true);
    }

    @SuppressWarnings("unchecked")
    private static <T> CompletableFuture<Selection<T>> select(Operation<T> op, boolean defer) {
        CompletableFuture<? extends Selection<?>> f = SELECTIONS.get(op.name());
        if (f == null || !defer && PENDING.containsKey(op.name())) {
            synchronized (Selector.class) {
                f = SELECTIONS.get(op.name());
                if (f == null) {
                    f = decide(op, defer);
                    SELECTIONS.put(op.name(), f);
                    f.thenAccept(s -> LOG.log(System.Logger.Level.DEBUG, () -> "lanecrypt: " + s.summary()));
                }
                Runnable start = defer ? null : PENDING.remove(op.name());
                if (start != null) {
                    start.run();
                }
            }
        }
        return (CompletableFuture<Selection<T>>) f;
    }

    /**
     * While the calibration of {@code op} warms its candidates up: for each size class the candidate whose last round
     * of the warm-up ran fastest (null before the first timed round and after the calibration). Every candidate
     * gives the same results, so a caller may run on these until {@link #select} completes
     * ({@link Provisional#following}): a candidate leads only once its code runs faster than the others', so the
     * SIMD kernels take over as C2 compiles them, seconds before the calibration ends (the multiply's takes 5-9 s on
     * a 2-core Zen 4, and ran every product of 16-40 digits on the scalar comba's code meanwhile). DES is the exception
     * that keeps its own ({@code cipher.WarmedInterim}): each of its kernels warms up inside its workload's first call,
     * for seconds, before the harness's first timed round, so the rounds name no leader until every kernel is warm;
     * the kernels offer themselves from inside that warm-up instead.
     */
    @SuppressWarnings("unchecked")
    public static <T> Selection<T> leading(Operation<T> op) {
        return (Selection<T>) LEADING.get(op.name());
    }

    /** Changes whenever {@link #leading} may return something else, for any operation. */
    public static int leadingVersion() {
        return LEADING_VERSION.get();
    }

    /** The selection for {@code op}, waiting for the calibration if it is still running (starting it if deferred). */
    public static <T> Selection<T> current(Operation<T> op) {
        return select(op, false).join();
    }

    /**
     * Waits for every selection this JVM has asked for (not those still deferred) and returns them,
     * e.g. for {@link #saveProfile}. A calibration that failed is left out.
     */
    public static List<Selection<?>> settled() {
        List<Selection<?>> done = new ArrayList<>();
        for (Map.Entry<String, CompletableFuture<? extends Selection<?>>> e : SELECTIONS.entrySet()) {
            if (!PENDING.containsKey(e.getKey())) {
                try {
                    done.add(e.getValue().join());
                } catch (java.util.concurrent.CompletionException | java.util.concurrent.CancellationException x) {
                    // nothing to hand on
                }
            }
        }
        return done;
    }

    /**
     * Writes {@code selections} as a profile at {@code file}, the format {@code lanecrypt tune} saves: a
     * JVM started with {@code -Dlanecrypt.profile=FILE} then makes the same choices without calibrating
     * ({@code lanecrypt timing} hands its choices to the JVMs it forks so). The choices of other
     * operations in this JVM's own profile ({@code lanecrypt tune}'s) are carried over.
     */
    public static void saveProfile(Path file, List<Selection<?>> selections) throws IOException {
        Path own = Profile.location();
        if (!own.equals(file) && Files.isRegularFile(own) && Files.size(own) <= Profile.MAX_BYTES) {
            Files.createDirectories(file.toAbsolutePath().getParent());
            Files.copy(own, file, java.nio.file.StandardCopyOption.REPLACE_EXISTING);
        }
        Profile.save(file, Hardware.get(), selections);
    }

    /**
     * Runs {@code body} with calibrations deferred: a selection it asks for that needs a calibration gets
     * a future that stays incomplete until the first {@link #select} outside such a scope starts the
     * calibration (see the class comment). Forced and saved selections are unaffected.
     */
    public static <R, X extends Throwable> R deferringCalibration(ScopedValue.CallableOp<R, X> body) throws X {
        return ScopedValue.where(DEFER, Boolean.TRUE).call(body);
    }

    /** Whether the caller runs inside {@link #deferringCalibration}: callers that cache a provisional choice must not. */
    public static boolean deferring() {
        return DEFER.isBound();
    }

    /**
     * Full calibration of every operation (every available candidate, {@link #FULL_MS_PER_CLASS} per
     * size class), made current in this JVM and saved as the profile. Returns the selections and the file.
     */
    public static Map.Entry<Path, List<Selection<?>>> tune(List<Operation<?>> ops) throws IOException {
        return tune(ops, op -> { });
    }

    /** {@link #tune(List)}, telling {@code starting} each operation before it is measured (for progress). */
    public static synchronized Map.Entry<Path, List<Selection<?>>> tune(List<Operation<?>> ops,
            java.util.function.Consumer<Operation<?>> starting) throws IOException {
        List<Selection<?>> done = new ArrayList<>();
        for (Operation<?> op : ops) {
            starting.accept(op);
            Selection<?> s = measure(op, true);
            PENDING.remove(op.name());
            @SuppressWarnings("unchecked")   // a deferred or running calibration's waiters switch now
            var before = (CompletableFuture<Selection<?>>) SELECTIONS.put(op.name(), CompletableFuture.completedFuture(s));
            if (before != null) {
                before.complete(s);
            }
            done.add(s);
        }
        Path file = Profile.location();
        Profile.save(file, Hardware.get(), done);
        return Map.entry(file, done);
    }

    private static <T> CompletableFuture<Selection<T>> decide(Operation<T> op, boolean defer) {
        List<Candidate<T>> cands = op.candidates().get();
        String forced = System.getProperty(op.forceProperty());
        if (forced != null && !forced.isBlank() && !forced.equals("auto")) {
            return CompletableFuture.completedFuture(forced(op, cands, forced.trim()));
        }
        Optional<Selection<T>> saved = fromProfile(op, cands);
        if (saved.isPresent()) {
            return CompletableFuture.completedFuture(saved.get());
        }
        if (cands.stream().filter(c -> c.available() && c.quick()).count() < 2) {
            return CompletableFuture.completedFuture(measure(op, false));   // nothing to compare: instant
        }
        if (!defer) {
            return CompletableFuture.supplyAsync(() -> calibrate(op), CALIBRATION);
        }
        CompletableFuture<Selection<T>> later = new CompletableFuture<>();
        PENDING.put(op.name(), () -> CALIBRATION.execute(() -> later.complete(calibrate(op))));
        return later;
    }

    /** The quick calibration; if it fails, the first candidate (the plain-Java one), saying why. */
    private static <T> Selection<T> calibrate(Operation<T> op) {
        try {
            return measure(op, false);
        } catch (RuntimeException | LinkageError e) {
            LOG.log(System.Logger.Level.WARNING, "lanecrypt: calibration of " + op.name() + " failed: " + e);
            Candidate<T> first = op.candidates().get().get(0);
            String reason = "calibration failed (" + e + "), so the first candidate";
            return new Selection<>(op, op.sizeClasses().stream()
                    .map(sc -> new Choice<>(sc.label(), first, Map.of(), reason)).toList(), reason);
        }
    }

    private static <T> Selection<T> forced(Operation<T> op, List<Candidate<T>> cands, String name) {
        String flag = "-D" + op.forceProperty() + "=" + name;
        Candidate<T> c = cands.stream().filter(x -> x.name().equals(name)).findFirst().orElseThrow(() ->
                new KernelChoiceException(flag + " is not one of auto|"
                        + String.join("|", cands.stream().map(Candidate::name).toList())));
        if (!c.available()) {
            throw new KernelChoiceException(flag + ": this JVM cannot run " + name + ": " + c.note());
        }
        String reason = "forced by " + flag;
        List<Choice<T>> choices = op.sizeClasses().stream()
                .map(sc -> new Choice<>(sc.label(), c, Map.of(), reason)).toList();
        return new Selection<>(op, choices, reason);
    }

    private static <T> Optional<Selection<T>> fromProfile(Operation<T> op, List<Candidate<T>> cands) {
        Optional<Map<String, Profile.Entry>> saved = SavedProfile.ENTRIES;
        if (saved.isEmpty()) {
            return Optional.empty();
        }
        String reason = "saved by lanecrypt tune in " + Profile.location();
        List<Choice<T>> choices = new ArrayList<>();
        for (SizeClass<T> sc : op.sizeClasses()) {
            Profile.Entry e = saved.get().get(Profile.key(op.name(), sc.label()));
            Candidate<T> c = e == null ? null
                    : cands.stream().filter(x -> x.name().equals(e.chosen()) && x.available()).findFirst().orElse(null);
            if (c == null) {
                return Optional.empty();                  // profile predates this operation or candidate
            }
            choices.add(new Choice<>(sc.label(), c, e.nsPerOp(), reason));
        }
        return Optional.of(new Selection<>(op, choices, "profile " + Profile.location()));
    }

    /** The profile of this machine, read once per JVM. */
    private static final class SavedProfile {
        static final Optional<Map<String, Profile.Entry>> ENTRIES = Profile.load(Profile.location(), Hardware.get());
    }

    private static <T> Selection<T> measure(Operation<T> op, boolean full) {
        try {
            return measureClasses(op, full);
        } finally {
            if (LEADING.remove(op.name()) != null) {
                LEADING_VERSION.incrementAndGet();
            }
        }
    }

    private static <T> Selection<T> measureClasses(Operation<T> op, boolean full) {
        long start = System.nanoTime();
        List<Candidate<T>> timed = op.candidates().get().stream()
                .filter(c -> c.available() && (full || c.quick())).toList();
        if (timed.isEmpty()) {
            throw new IllegalStateException(op.name() + ": no candidate can run");
        }
        List<SizeClass<T>> classes = op.sizeClasses();
        long perClass = (full ? FULL_MS_PER_CLASS : QUICK_MS_PER_CLASS) * 1_000_000L;
        int n = timed.size();
        // interleaved runs of one 0.5 ms batch per candidate fill the class's share, at least three
        int runs = (int) Math.max(3, perClass / (n * 500_000L));
        Stopwatch watch = Stopwatch.nanos(warmSettings(full, runs));
        List<Workload> all = new ArrayList<>();
        for (SizeClass<T> sc : classes) {
            for (Candidate<T> c : timed) {
                all.add(sc.trial().on(c.impl()));
            }
        }
        Stopwatch.Warm warm = n < 2 ? null : watch.warm(all, leaders(op, timed, classes));
        boolean settled = n < 2 || warm.settled();
        List<Choice<T>> choices = new ArrayList<>();
        for (int k = 0; k < classes.size(); k++) {
            SizeClass<T> sc = classes.get(k);
            List<Workload> works = all.subList(k * n, k * n + n);
            int[] reps = n > 1 ? java.util.Arrays.copyOfRange(warm.reps(), k * n, k * n + n) : new int[0];
            Map<String, Double> ns = n > 1 ? time(watch, timed, works, reps) : Map.of();
            List<Integer> slow = stragglers(timed, ns);
            if (!slow.isEmpty()) {                   // warm them up again, alone, and time the class once more
                int[] again = watch.warm(slow.stream().map(works::get).toList()).reps();
                for (int i = 0; i < slow.size(); i++) {
                    reps[slow.get(i)] = again[i];
                }
                ns = time(watch, timed, works, reps);
            }
            Candidate<T> best = timed.get(0);
            for (Candidate<T> c : timed) {
                if (ns.getOrDefault(c.name(), 0.0) < ns.getOrDefault(best.name(), 0.0)) {
                    best = c;
                }
            }
            String reason = timed.size() == 1 ? "the only candidate this JVM can run"
                    : "fastest of " + timed.size() + " timed" + (settled ? "" : "; the JIT was still compiling when the "
                            + MAX_WARM_MS / 1000 + " s warm-up ended, so some times may be of C1 code (lanecrypt tune redoes it)");
            choices.add(new Choice<>(sc.label(), best, ns, reason));
        }
        String source = (full ? "full" : "quick") + " calibration, "
                + (System.nanoTime() - start) / 1_000_000 + " ms";
        return new Selection<>(op, choices, source);
    }

    /**
     * What publishes {@link #leading} from the warm-up's rounds: per size class the candidate with the least time per
     * operation in the round ({@code last[k * candidates + j]}), once it is {@link #LEAD_MARGIN} of the current
     * leader's time or less (two compiled candidates a few percent apart do not swap places at every round: a
     * change may cost its holder, e.g. a fixed-base table made again for another radix-2^52 kernel), a new selection
     * only when some class's leader changed.
     */
    private static <T> Consumer<double[]> leaders(Operation<T> op, List<Candidate<T>> timed,
            List<SizeClass<T>> classes) {
        int n = timed.size();
        int[] lead = new int[classes.size()];
        Arrays.fill(lead, -1);
        return last -> {
            boolean changed = false;
            for (int k = 0; k < lead.length; k++) {
                int best = 0;
                for (int j = 1; j < n; j++) {
                    if (last[k * n + j] < last[k * n + best]) {
                        best = j;
                    }
                }
                if (lead[k] < 0 || best != lead[k] && last[k * n + best] < LEAD_MARGIN * last[k * n + lead[k]]) {
                    lead[k] = best;
                    changed = true;
                }
            }
            if (changed) {
                List<Choice<T>> choices = new ArrayList<>();
                for (int k = 0; k < lead.length; k++) {
                    choices.add(new Choice<>(classes.get(k).label(), timed.get(lead[k]), Map.of(),
                            "fastest in the last round of the warm-up"));
                }
                LEADING.put(op.name(), new Selection<>(op, choices, "leading the calibration's warm-up"));
                LEADING_VERSION.incrementAndGet();
            }
        };
    }

    /** A candidate takes the lead of a size class when its round took at most this share of the leader's. */
    static final double LEAD_MARGIN = 0.9;

    /**
     * The candidates far slower than the class's fastest ({@value #STRAGGLER}x): their code was probably not C2's
     * yet. HotSpot compiles a method at tier 2 (C1, without the profile C2 needs) while C2's queue is long, as it is
     * while the calibration warms every candidate at once, and moves it on only at a later invocation or loop event
     * that finds the queue short. On an Intel Xeon window512's 33-40-digit method was still tier-2 code (25,000-31,000
     * ns against 580-670 for a multiply of the class) in 3 quick calibrations of 6, and lost the class to permute512.
     * A candidate that is merely slow (DES's scalar engine at 27x the 512-bit one) costs one more warm-up of its own
     * workload, and its time stands.
     */
    static <T> List<Integer> stragglers(List<Candidate<T>> timed, Map<String, Double> ns) {
        double best = ns.values().stream().mapToDouble(Double::doubleValue).min().orElse(0);
        List<Integer> slow = new ArrayList<>();
        for (int i = 0; i < timed.size() && best > 0; i++) {
            if (ns.getOrDefault(timed.get(i).name(), 0.0) > STRAGGLER * best) {
                slow.add(i);
            }
        }
        return slow;
    }

    static final double STRAGGLER = 10;

    /** Best nanoseconds per operation of each candidate over the harness's interleaved runs. */
    private static <T> Map<String, Double> time(Stopwatch watch, List<Candidate<T>> timed, List<Workload> works,
            int[] reps) {
        List<Measurement> m = watch.time(works, new Stopwatch.Warm(true, reps));
        sink += watch.sink();
        Map<String, Double> ns = new LinkedHashMap<>();
        for (int i = 0; i < timed.size(); i++) {
            ns.put(timed.get(i).name(), Math.round(m.get(i).bestNs() * 10) / 10.0);
        }
        return ns;
    }

}
