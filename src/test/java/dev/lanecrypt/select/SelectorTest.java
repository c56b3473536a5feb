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
}
