package dev.lanecrypt.select;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.function.LongUnaryOperator;
import org.junit.jupiter.api.Test;

/** The generic selection mechanism on a synthetic operation whose candidates differ tenfold in work. */
class SelectorTest {

    /** Runs {@code f} {@code work} times per repetition. */
    private static Trial<LongUnaryOperator> work(int work) {
        return (f, reps) -> {
            long s = 0;
            for (int r = 0; r < reps; r++) {
                for (int i = 0; i < work; i++) {
                    s = f.applyAsLong(s + i);
                }
            }
            return s;
        };
    }

    private static final LongUnaryOperator CHEAP = x -> x * 31 + 7;

    /** The same function computed through ten times the work (the result is identical). */
    private static final LongUnaryOperator COSTLY = x -> {
        long y = x;
        for (int i = 0; i < 10; i++) {
            y = Long.rotateLeft(y, 7) ^ i;
        }
        return (y == 42 ? 1 : 0) + x * 31 + 7;
    };

    private static Operation<LongUnaryOperator> op(String name) {
        return new Operation<>(name, "lanecrypt.test." + name, () -> List.of(
                Candidate.of("costly", COSTLY),
                Candidate.of("cheap", CHEAP),
                Candidate.untimed("emulated", COSTLY, "too wide for this test"),
                Candidate.unavailable("absent", "needs a module this JVM lacks")),
                List.of(new SizeClass<>("small", work(50)), new SizeClass<>("large", work(400))));
    }

    @Test
    void measuresAndPicksTheFasterCandidatePerSizeClass() {
        Selection<LongUnaryOperator> s = Selector.current(op("synthetic"));
        assertEquals(2, s.choices().size());
        for (Choice<LongUnaryOperator> c : s.choices()) {
            assertEquals("cheap", c.chosen().name(), c.toString());
            assertEquals(List.of("costly", "cheap"), List.copyOf(c.nsPerOp().keySet()), "untimed candidates are not timed");
            assertTrue(c.nsPerOp().get("cheap") < c.nsPerOp().get("costly"), c.toString());
        }
        assertTrue(s.source().startsWith("quick calibration"), s.source());
        assertSame(s, Selector.current(op("synthetic")), "decided once per JVM");
    }

    @Test
    void onlyCandidatesTenfoldSlowerThanTheFastestAreWarmedAgain() {
        List<Candidate<LongUnaryOperator>> timed = List.of(Candidate.of("a", CHEAP), Candidate.of("b", CHEAP),
                Candidate.of("c", CHEAP), Candidate.of("d", CHEAP));
        // c took what C1 code takes (a tier-2 method), a is merely slow (the scalar engine), b the fastest
        assertEquals(List.of(2), Selector.stragglers(timed, java.util.Map.of("a", 290.0, "b", 30.0, "c", 1500.0,
                "d", 300.0)));
        assertEquals(List.of(), Selector.stragglers(timed, java.util.Map.of("a", 290.0, "b", 30.0, "c", 300.0,
                "d", 31.0)));
    }

    @Test
    void aForcedCandidateIsUsedWithoutMeasuring() {
        System.setProperty("lanecrypt.test.forced", "emulated");
        try {
            Selection<LongUnaryOperator> s = Selector.current(op("forced"));
            s.choices().forEach(c -> assertEquals("emulated", c.chosen().name()));
            s.choices().forEach(c -> assertTrue(c.nsPerOp().isEmpty()));
            assertEquals("forced by -Dlanecrypt.test.forced=emulated", s.source());
        } finally {
            System.clearProperty("lanecrypt.test.forced");
        }
    }

    @Test
    void forcingAnUnavailableCandidateSaysWhy() {
        System.setProperty("lanecrypt.test.unavailable", "absent");
        try {
            KernelChoiceException e = assertThrows(KernelChoiceException.class, () -> Selector.select(op("unavailable")));
            assertEquals("-Dlanecrypt.test.unavailable=absent: this JVM cannot run absent: needs a module this JVM lacks",
                    e.getMessage());
        } finally {
            System.clearProperty("lanecrypt.test.unavailable");
        }
    }

    @Test
    void forcingAnUnknownNameListsTheKnownOnes() {
        System.setProperty("lanecrypt.test.unknown", "fastest");
        try {
            KernelChoiceException e = assertThrows(KernelChoiceException.class, () -> Selector.select(op("unknown")));
            assertEquals("-Dlanecrypt.test.unknown=fastest is not one of auto|costly|cheap|emulated|absent", e.getMessage());
        } finally {
            System.clearProperty("lanecrypt.test.unknown");
        }
    }

    /**
     * While the calibration warms up, {@link Selector#leading} names the candidate that ran fastest in the last round,
     * and a {@link Provisional#following} holder runs on it (one made with {@link Provisional#of} stays on its
     * fallback); after the calibration both run the choice and nothing leads. The trial holds the warm-up's second
     * round at a latch, so that the test looks while the calibration is certainly running.
     */
    @Test
    @SuppressWarnings("unchecked")
    void whileTheWarmUpRunsItsLeadersAreTheInterim() throws Throwable {
        java.util.concurrent.CountDownLatch release = new java.util.concurrent.CountDownLatch(1);
        Operation<LongUnaryOperator>[] holder = new Operation[1];
        Trial<LongUnaryOperator> gated = (f, reps) -> {
            if (Selector.leading(holder[0]) != null) {
                try {
                    release.await(30, java.util.concurrent.TimeUnit.SECONDS);
                } catch (InterruptedException e) {
                    Thread.currentThread().interrupt();
                }
            }
            return work(50).run(f, reps);
        };
        holder[0] = new Operation<>("leaders", "lanecrypt.test.leaders", () -> List.of(
                Candidate.of("costly", COSTLY), Candidate.of("cheap", CHEAP)),
                List.of(new SizeClass<>("only", gated)));
        LongUnaryOperator fallback = x -> x * 31 + 7;
        Provisional<LongUnaryOperator, LongUnaryOperator> following =
                Provisional.following(holder[0], fallback, s -> s.get(0));
        Provisional<LongUnaryOperator, LongUnaryOperator> plain = Provisional.of(holder[0], fallback, s -> s.get(0));
        LongUnaryOperator leadersForm = x -> CHEAP.applyAsLong(x);      // the leaders' pick in a class of its own
        Provisional<LongUnaryOperator, LongUnaryOperator> split =
                Provisional.following(holder[0], fallback, s -> leadersForm, s -> s.get(0));
        java.lang.invoke.MethodHandle splitNow = split.getter();
        try {
            following.get();                                    // starts the calibration
            long until = System.nanoTime() + 30_000_000_000L;
            while (Selector.leading(holder[0]) == null && System.nanoTime() < until) {
                Thread.sleep(1);
            }
            Selection<LongUnaryOperator> lead = Selector.leading(holder[0]);
            assertTrue(lead != null, "the warm-up published its leaders");
            assertEquals(false, Selector.select(holder[0]).isDone(), "the calibration is held at the latch");
            assertEquals("cheap", lead.choices().get(0).chosen().name());
            assertSame(CHEAP, following.get(), "a following holder runs on the leader");
            assertSame(fallback, plain.get(), "a plain holder keeps its fallback");
            assertEquals(false, following.chosen());
            assertSame(leadersForm, split.get(), "the leaders run as the leaders' pick makes them");
            assertSame(leadersForm, (Object) splitNow.invokeExact(), "the getter returns what get() does");
        } finally {
            release.countDown();
        }
        Selection<LongUnaryOperator> s = Selector.select(holder[0]).get(30, java.util.concurrent.TimeUnit.SECONDS);
        assertEquals("cheap", s.choices().get(0).chosen().name());
        assertSame(CHEAP, following.get());
        assertTrue(following.chosen());
        assertEquals(null, Selector.leading(holder[0]), "nothing leads once the calibration has chosen");
        assertSame(CHEAP, (Object) splitNow.invokeExact(), "the getter's first call after the choice makes the pick");
        assertSame(CHEAP, split.get());
        assertSame(CHEAP, (Object) splitNow.invokeExact(), "and from then on returns it as a constant");
    }

    /** A getter throws what {@link Provisional#get} throws: here a forced candidate this JVM cannot run. */
    @Test
    void aGetterThrowsWhatGetThrows() {
        System.setProperty("lanecrypt.test.getter", "absent");
        try {
            Provisional<LongUnaryOperator, LongUnaryOperator> p = Provisional.of(op("getter"), x -> x, s -> s.get(0));
            java.lang.invoke.MethodHandle now = p.getter();
            KernelChoiceException fromGet = assertThrows(KernelChoiceException.class, p::get);
            KernelChoiceException fromGetter = assertThrows(KernelChoiceException.class, () -> {
                try {
                    Object unused = (Object) now.invokeExact();
                } catch (Throwable t) {
                    throw Provisional.unchecked(t);
                }
            });
            assertEquals(fromGet.getMessage(), fromGetter.getMessage());
        } finally {
            System.clearProperty("lanecrypt.test.getter");
        }
    }
}
